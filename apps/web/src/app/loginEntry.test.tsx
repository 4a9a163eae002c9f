import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { createAppStore } from '../storage/appStore.ts';
import { memoryCookies } from '../storage/cookies.ts';
import { type AppState, emptyState } from '../storage/slots.ts';
import { fakeFetch, json, makeLoginParams, makeSession, passwordGrant } from '../test/fakeServer.ts';
import { MAIN_CONTENT_ID } from '../ui/SkipLink.tsx';
import { createCoreServices } from './coreServices.ts';
import { startFirstScreen } from './loginEntry.tsx';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const mounted: { root: Root; routers: DataRouter[] }[] = [];

afterEach(() => {
  for (const { root, routers } of mounted.splice(0)) {
    act(() => root.unmount());
    for (const router of routers) router.dispose();
  }
  window.history.replaceState(null, '', '/');
});

/** The first screen as main.tsx starts it, at `path`, over a fake server; counts loads of the app's chunk. */
async function startAt(path: string, server: ReturnType<typeof fakeFetch>, state: Partial<AppState> = {}) {
  window.history.replaceState(null, '', path);
  const store = createAppStore({ ...emptyState(), ...state });
  const i18n = await createI18n(store.getState().common.language ?? undefined);
  const core = createCoreServices({
    store,
    i18n,
    fetch: server.fetch,
    baseUrl: 'http://app.test',
    app: { client_id: 'elevar-web', client_secret: 'elevar-web-demo' },
    cookies: memoryCookies(),
    getPageAccessToken: () => null,
  });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const routers: DataRouter[] = [];
  mounted.push({ root, routers });
  const loadApp = vi.fn(async () => {
    const { startApp } = await import('./startApp.tsx');
    return {
      startApp: async (...args: Parameters<typeof startApp>) => {
        const router = await startApp(...args);
        routers.push(router);
        return router;
      },
    };
  });
  await act(() => startFirstScreen(core, root, new URL(path, 'http://app.test'), loadApp));
  return { store, loadApp, routers };
}

const signedOutServer = (settings: Parameters<typeof makeLoginParams>[0] = {}) =>
  fakeFetch({
    'GET /api/v1/login-params': () => json(makeLoginParams(settings)),
    'POST /o/token/': passwordGrant,
    'GET /api/v1/session': () => json(makeSession()),
  });

describe('the login entry', () => {
  it('renders the login of a signed-out visit without the app, and fetches the app at the first sign of use', async () => {
    const { loadApp } = await startAt('/', signedOutServer());

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe(
      '/request-password',
    );
    expect(loadApp).not.toHaveBeenCalled();

    // a focus the screen moves itself (the cookie dialog's) is no sign of use
    fireEvent.focusIn(screen.getByLabelText(/Usuário ou e-mail/));
    expect(loadApp).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByLabelText(/Usuário ou e-mail/));
    fireEvent.keyDown(screen.getByLabelText(/Usuário ou e-mail/), { key: 'a' });
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('signs in, then the app takes over at the home route with the session read once', async () => {
    const server = signedOutServer();
    const { store } = await startAt('/', server);

    fireEvent.change(await screen.findByLabelText(/Usuário ou e-mail/), { target: { value: 'learner' } });
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Elevar@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Lena!' })).toBeTruthy();
    expect(window.location.pathname).toBe('/home');
    expect(store.getState().common.tokens).toEqual(tokens);
    expect(server.to('GET', '/api/v1/session')).toHaveLength(1);
  });

  it('follows a link by starting the app at its screen, focused there; Back returns to the login', async () => {
    await startAt('/', signedOutServer());

    fireEvent.click(await screen.findByRole('link', { name: 'Esqueceu sua senha?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeTruthy();
    expect(window.location.pathname).toBe('/request-password');
    await waitFor(() => expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID));

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('starts the app instead when the login is not what the visit gets', async () => {
    // under maintenance: the maintenance page
    const maintenance = await startAt('/', signedOutServer({ under_maintenance: true }));
    expect(maintenance.loadApp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.pathname).toBe('/maintenance'));
  });

  it("renders the portfolio's sign-in as the login, without the app and without the portfolio detour", async () => {
    const { loadApp } = await startAt(
      '/login-redirect-v2?client=academia-teste',
      signedOutServer({ portfolio_enabled: true }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login-redirect-v2');

    // the plain login of the same client detours to its portfolio
    const plain = await startAt('/', signedOutServer({ portfolio_enabled: true }));
    expect(plain.loadApp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.pathname).toBe('/portfolio'));
  });

  it('starts the app for a held session, which goes on to its home route', async () => {
    const server = fakeFetch({
      'GET /api/v1/session': () => json(makeSession()),
      'GET /api/v1/login-params': () => json(makeLoginParams()),
    });
    const { loadApp } = await startAt('/', server, {
      common: { tokens, session: makeSession(), language: 'pt-BR', redirect: null },
    });
    expect(loadApp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });
});
