import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json, makeSession } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../../test/testApp.tsx';

const INVALID = 'O link de acesso é inválido ou expirou. Entre com seu usuário e senha.';

/** A partner-link server: the web-service login answers with the screen it chose. */
function linkServer(redirectTo: string) {
  return withLoginParams(
    fakeFetch({
      'POST /api/v1/webservice-login': () =>
        json({
          access_token: 'ws-access',
          token_type: 'Bearer',
          expires_in: 900,
          user_firebase_token: 'fb',
          redirect_to: redirectTo,
        }),
      'GET /api/v1/session': () => json(makeSession({ is_webservice: true })),
    }),
  );
}

async function sentBody(server: ReturnType<typeof fakeFetch>) {
  const [request] = server.to('POST', '/api/v1/webservice-login');
  return request ? await request.json() : null;
}

describe('web-service link login (SPEC §2, §4, §6)', () => {
  it('opens a web-service session and the requested module item the server allowed', async () => {
    const server = linkServer('/online-courses/42');
    const app = await createTestApp({ path: '/webservice-login/tok123?module=online_courses&id=42', server });

    expect(app.router.state.location.pathname).toBe('/online-courses/42');
    expect(await sentBody(server)).toEqual({ token: 'tok123', module: 'online_courses', id: '42' });
    expect(app.store.getState().common.tokens).toEqual({
      access_token: 'ws-access',
      refresh_token: null,
      kind: 'webservice',
    });
    expect(server.to('GET', '/api/v1/session')[0]?.headers.get('Authorization')).toBe('Bearer ws-access');
    expect(app.store.getState().common.session?.is_webservice).toBe(true);
  });

  it("follows the server to the client's home route when the client lacks the module", async () => {
    const server = linkServer('/home');
    const app = await createTestApp({ path: '/webservice-login?token=tok9&module=reward_store', server });
    expect(app.router.state.location.pathname).toBe('/home');
    expect(await sentBody(server)).toEqual({ token: 'tok9', module: 'reward_store' });
  });

  it('takes the token from ?access_token= too', async () => {
    const server = linkServer('/home');
    await createTestApp({ path: '/webservice-login?access_token=tok5', server });
    expect(await sentBody(server)).toEqual({ token: 'tok5' });
  });

  it.each([
    '/login-redirect-v2?token=tok7&module=news&id=3',
    '/intel-login-redirect?token=tok7&module=news&id=3',
  ])('treats %s as a link login', async (path) => {
    const server = linkServer('/news/3');
    const app = await createTestApp({ path, server });
    expect(app.router.state.location.pathname).toBe('/news/3');
    expect(await sentBody(server)).toEqual({ token: 'tok7', module: 'news', id: '3' });
  });

  it('keeps login-redirect-v2 without a token as the login page; intel-login-redirect goes to login', async () => {
    const server = withLoginParams(fakeFetch());
    const stays = await createTestApp({ path: '/login-redirect-v2', server });
    expect(stays.router.state.location.pathname).toBe('/login-redirect-v2');
    renderApp(stays.services, stays.router);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();

    const goes = await createTestApp({ path: '/intel-login-redirect', server });
    expect(goes.router.state.location.pathname).toBe('/');
    expect(server.to('POST', '/api/v1/webservice-login')).toHaveLength(0);
  });

  it('explains an invalid link and leads to the login page, keeping no tokens', async () => {
    const server = withLoginParams(
      fakeFetch({
        'POST /api/v1/webservice-login': () => apiError(401, 'auth.link_login_invalid', INVALID),
      }),
    );
    const app = await createTestApp({ path: '/webservice-login/expired', server });
    renderApp(app.services, app.router);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir o link' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(app.store.getState().common.tokens).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ir para a página de login' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });

  it('shows the invalid link message without calling the server when there is no token', async () => {
    const server = withLoginParams(fakeFetch());
    const app = await createTestApp({ path: '/webservice-login', server });
    renderApp(app.services, app.router);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(server.to('POST', '/api/v1/webservice-login')).toHaveLength(0);
  });
});

describe('single sign-on', () => {
  function ssoServer(nextPath: string | null) {
    return withLoginParams(
      fakeFetch({
        'POST /api/v1/sso/exchange': () =>
          json({
            access_token: 'sso-access',
            token_type: 'Bearer',
            expires_in: 900,
            refresh_token: 'sso-refresh',
            scope: 'read write',
            user_firebase_token: 'fb',
            next_path: nextPath,
          }),
        'GET /api/v1/session': () => json(makeSession()),
      }),
    );
  }

  it('exchanges the one-time code (form, app credentials) and continues where the user was going', async () => {
    const server = ssoServer('/news/3?tab=2');
    const app = await createTestApp({ path: '/sso-complete?code=one-time', server });

    expect(app.router.state.location.pathname).toBe('/news/3');
    expect(app.router.state.location.search).toBe('?tab=2');
    const form = new URLSearchParams(await server.to('POST', '/api/v1/sso/exchange')[0]?.text());
    expect([form.get('code'), form.get('client_id'), form.get('client_secret')]).toEqual([
      'one-time',
      'elevar-web',
      'elevar-web-demo',
    ]);
    expect(app.store.getState().common.tokens).toEqual({
      access_token: 'sso-access',
      refresh_token: 'sso-refresh',
      kind: 'normal',
    });
  });

  it("goes to the client's home route when there is nowhere else to go", async () => {
    const app = await createTestApp({ path: '/sso-complete?code=one-time', server: ssoServer(null) });
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('explains a failed exchange', async () => {
    const server = withLoginParams(
      fakeFetch({
        'POST /api/v1/sso/exchange': () => apiError(401, 'auth.sso_failed', 'Falhou no servidor.'),
      }),
    );
    const app = await createTestApp({ path: '/sso-complete?code=used', server });
    renderApp(app.services, app.router);
    expect((await screen.findByRole('alert')).textContent).toBe('Falhou no servidor.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Não foi possível concluir o login único' }),
    ).toBeTruthy();
    expect(app.store.getState().common.tokens).toBeNull();
  });

  it('offers the single sign-on link on the login page when the client turns it on', async () => {
    const server = withLoginParams(fakeFetch(), { oauth2_enabled: true, direct_login_button: true });
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);
    const link = await screen.findByRole('link', { name: 'Entrar com login único' });
    expect(link.getAttribute('href')).toBe('/api/v1/sso/start?client=academia-teste');
  });

  it('has no single sign-on link without the direct login button', async () => {
    const server = withLoginParams(fakeFetch(), { oauth2_enabled: true, direct_login_button: false });
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar com login único' })).toBeNull();
  });

  it('shows the failure the callback sent back to the login page', async () => {
    const server = withLoginParams(fakeFetch());
    const app = await createTestApp({ path: '/?sso_error=auth.sso_failed', server });
    renderApp(app.services, app.router);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível entrar com o login único. Tente novamente.',
    );
  });
});
