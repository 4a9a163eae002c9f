import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, makeSession, passwordGrant } from '../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../test/testApp.tsx';

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Usuário ou e-mail/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login screen', () => {
  it('signs in with the password grant and returns to the remembered page', async () => {
    const server = withLoginParams(
      fakeFetch({
        'POST /o/token/': passwordGrant,
        'GET /api/v1/session': () => json(makeSession()),
      }),
    );
    const app = await createTestApp({
      path: '/',
      state: {
        common: {
          tokens: null,
          session: null,
          language: 'pt-BR',
          redirect: { path: '/news?id=3', access_token: null },
        },
      },
      server,
    });
    renderApp(app.services, app.router);

    signIn('learner', 'Elevar@2026');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/news'));
    expect(app.router.state.location.search).toBe('?id=3');
    expect(app.store.getState().common.tokens).toEqual({
      access_token: 'acc',
      refresh_token: 'ref',
      kind: 'normal',
    });
    expect(app.store.getState().common.redirect).toBeNull();
    const form = new URLSearchParams(await server.to('POST', '/o/token/')[0]?.text());
    expect([form.get('grant_type'), form.get('username'), form.get('password')]).toEqual([
      'password',
      'learner',
      'Elevar@2026',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notícias' })).toBeTruthy();
  });

  it('announces the server message when the credentials are wrong', async () => {
    // the token endpoint refuses as RFC 6749 §5.2 says, with the product's code beside
    const server = withLoginParams(
      fakeFetch({
        'POST /o/token/': () =>
          json(
            {
              error: 'invalid_grant',
              error_description: 'Erro ao fazer login. Verifique o usuário e a senha informados.',
              code: 'auth.invalid_credentials',
            },
            400,
          ),
      }),
    );
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);

    signIn('learner', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao fazer login. Verifique o usuário e a senha informados.');
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.store.getState().common.tokens).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const server = withLoginParams(fakeFetch());
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu usuário ou e-mail.')).toBeTruthy();
    expect(screen.getByText('Informe sua senha.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Usuário ou e-mail/));
    expect(server.to('POST', '/o/token/')).toHaveLength(0);
  });

  it('switches language while signed out: stored locally, <html lang> updated, no server call', async () => {
    const server = withLoginParams(fakeFetch());
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);

    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en-US' } });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    expect(app.store.getState().common.language).toBe('en-US');
    expect(server.to('POST', '/api/v1/session/language')).toHaveLength(0);
    await waitFor(() => expect(server.to('GET', '/api/v1/login-params').length).toBeGreaterThan(1));
    expect(server.to('GET', '/api/v1/login-params').at(-1)?.headers.get('Accept-Language')).toBe('en-US');
  });
});
