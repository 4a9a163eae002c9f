import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, makeLoginParams, makeSession } from '../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../test/testApp.tsx';

const policy = { slug: 'cookies_policy', title: 'Política de cookies', body: 'Texto.', version: 3 };

describe('cookie policy', () => {
  it("shows the dialog to a first-time visitor (cookie_type 'dialog') and stores the choice locally", async () => {
    const server = fakeFetch({
      'GET /api/v1/login-params': () => json(makeLoginParams({ cookie_type: 'dialog' })),
      'GET /api/v1/institutional/cookies_policy': () => json(policy),
    });
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);

    const dialog = await screen.findByRole('dialog', { name: 'Cookies' });
    await waitFor(() => expect(server.to('GET', '/api/v1/institutional/cookies_policy')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Somente necessários' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull());
    expect(app.store.getState().cookiePolicy).toMatchObject({
      version: 3,
      analytics: false,
      marketing: false,
    });
    expect(server.to('POST', '/api/v1/session/cookie-policy')).toHaveLength(0);
  });

  it("shows nothing when the client's cookie_type is 'none'", async () => {
    const server = fakeFetch({
      'GET /api/v1/login-params': () => json(makeLoginParams({ cookie_type: 'none' })),
    });
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('sends the settings to the server when signed in (banner variant)', async () => {
    const session = makeSession({ accepted_cookie_policy: false });
    const server = fakeFetch({
      'GET /api/v1/login-params': () => json(makeLoginParams({ cookie_type: 'banner' })),
      'GET /api/v1/institutional/cookies_policy': () => json(policy),
      'GET /api/v1/session': () => json(session),
      'POST /api/v1/session/cookie-policy': () => json({ ...session, accepted_cookie_policy: true }),
    });
    const app = await createTestApp({
      path: '/home',
      state: {
        common: {
          tokens: { access_token: 'acc', refresh_token: 'ref', kind: 'normal' },
          session,
          language: 'pt-BR',
          redirect: null,
        },
      },
      server,
    });
    renderApp(app.services, app.router);

    const banner = await screen.findByRole('region', { name: 'Cookies' });
    await waitFor(() => expect(server.to('GET', '/api/v1/institutional/cookies_policy')).toHaveLength(1));
    fireEvent.click(within(banner).getByRole('button', { name: 'Personalizar' }));
    const settings = await screen.findByRole('dialog', { name: 'Configurações de cookies' });
    fireEvent.click(within(settings).getByRole('switch', { name: /Análise/ }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(server.to('POST', '/api/v1/session/cookie-policy')).toHaveLength(1));
    expect(await server.to('POST', '/api/v1/session/cookie-policy')[0]?.json()).toEqual({
      version: 3,
      analytics: true,
      marketing: false,
    });
    await waitFor(() => expect(app.store.getState().common.session?.accepted_cookie_policy).toBe(true));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    // recorded once: the sync of a choice made while signed out does not send it again
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.to('POST', '/api/v1/session/cookie-policy')).toHaveLength(1);
  });
});
