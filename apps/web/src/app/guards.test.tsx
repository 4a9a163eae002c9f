import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json, makeSession } from '../test/fakeServer.ts';
import { createTestApp, withLoginParams } from '../test/testApp.tsx';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const signedIn = (session = makeSession()) => ({
  common: { tokens, session, language: 'pt-BR' as const, redirect: null },
});

describe('main area guard (SPEC §6)', () => {
  it('sends a signed-out visit to login, remembering the path and the access_token', async () => {
    const { router, store } = await createTestApp({
      path: '/home?tab=news&access_token=abc123',
      server: withLoginParams(fakeFetch()),
    });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().common.redirect).toEqual({
      path: '/home?tab=news&access_token=abc123',
      access_token: 'abc123',
    });
  });

  it('lets a signed-in user in', async () => {
    const { router } = await createTestApp({ path: '/home', state: signedIn(), server: fakeFetch() });
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.errors).toBeNull();
  });

  it('loads the session first when only tokens are stored', async () => {
    const server = fakeFetch({ 'GET /api/v1/session': () => json(makeSession()) });
    const { router, store } = await createTestApp({
      path: '/trails',
      state: { common: { tokens, session: null, language: 'pt-BR', redirect: null } },
      server,
    });
    expect(router.state.location.pathname).toBe('/trails');
    expect(store.getState().common.session?.user.username).toBe('learner');
  });

  it('sends users with several clients and none selected to the client picker, keeping the target', async () => {
    const session = makeSession({
      id_user_client_selected: null,
      client: null,
      clients: [
        { id: 1, name: 'A', slug: 'a', logo_url: null },
        { id: 2, name: 'B', slug: 'b', logo_url: null },
      ],
    });
    const { router } = await createTestApp({
      path: '/webinars',
      state: signedIn(session),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/select-client');
    expect(router.state.location.search).toBe('?next=%2Fwebinars');
  });

  it('a session that cannot be refreshed ends at login with the tokens cleared', async () => {
    const server = withLoginParams(
      fakeFetch({
        'GET /api/v1/session': () => apiError(401, 'auth.unauthenticated', ''),
        'POST /o/token/': () => apiError(400, 'auth.invalid_grant', ''),
      }),
    );
    const { router, store } = await createTestApp({
      path: '/home',
      state: { common: { tokens, session: null, language: 'pt-BR', redirect: null } },
      server,
    });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().common.tokens).toBeNull();
    expect(store.getState().common.redirect?.path).toBe('/home');
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
  });
});

describe('open area guard (SPEC §2, §6)', () => {
  it("sends a signed-in visit to the login to the client's home route", async () => {
    const session = makeSession();
    const { router } = await createTestApp({
      path: '/',
      state: signedIn({ ...session, client: session.client && { ...session.client, home_route: '/trails' } }),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/trails');
  });

  it('falls back to /online-courses when the client names no home route', async () => {
    const session = makeSession();
    const { router } = await createTestApp({
      path: '/institutional/about',
      state: signedIn({ ...session, client: session.client && { ...session.client, home_route: null } }),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/online-courses');
  });

  it('shows the login to signed-out visitors', async () => {
    const { router } = await createTestApp({ path: '/', server: withLoginParams(fakeFetch()) });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.errors).toBeNull();
  });

  it("remembers ?client=<slug> and asks for that client's login parameters", async () => {
    const server = withLoginParams(fakeFetch());
    const { store } = await createTestApp({ path: '/?client=academy', server });
    expect(store.getState().params.client_slug).toBe('academy');
    const [request] = server.to('GET', '/api/v1/login-params');
    expect(new URL(request?.url ?? '').searchParams.get('client')).toBe('academy');
  });
});

describe('language of the open pages', () => {
  it("follows the client's default language until the visitor chooses one", async () => {
    const { services } = await createTestApp({
      path: '/',
      state: { common: { tokens: null, session: null, language: null, redirect: null } },
      server: withLoginParams(fakeFetch(), { default_language: { id: 3, code: 'es-ES' } }),
    });
    expect(services.i18n.language).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it("keeps the visitor's own choice", async () => {
    const { services } = await createTestApp({
      path: '/',
      state: { common: { tokens: null, session: null, language: 'fr-FR', redirect: null } },
      server: withLoginParams(fakeFetch(), { default_language: { id: 3, code: 'es-ES' } }),
    });
    expect(services.i18n.language).toBe('fr-FR');
  });
});

describe('portfolio setting (SPEC §6)', () => {
  it('sends an unauthenticated login visit to the portfolio', async () => {
    const { router } = await createTestApp({
      path: '/',
      server: withLoginParams(fakeFetch(), { portfolio_enabled: true }),
    });
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it('keeps the login when the visitor was sent there to sign in first', async () => {
    const { router } = await createTestApp({
      path: '/',
      state: {
        common: {
          tokens: null,
          session: null,
          language: 'pt-BR',
          redirect: { path: '/news', access_token: null },
        },
      },
      server: withLoginParams(fakeFetch(), { portfolio_enabled: true }),
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends signed-in visitors of the portfolio to their home route', async () => {
    const { router } = await createTestApp({ path: '/portfolio', state: signedIn(), server: fakeFetch() });
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('maintenance (login_settings.under_maintenance)', () => {
  it('shows the maintenance page instead of the login', async () => {
    const { router } = await createTestApp({
      path: '/',
      server: withLoginParams(fakeFetch(), { under_maintenance: true }),
    });
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('still lets staff sign in at /maintenance-login', async () => {
    const { router } = await createTestApp({
      path: '/maintenance-login',
      server: withLoginParams(fakeFetch(), { under_maintenance: true }),
    });
    expect(router.state.location.pathname).toBe('/maintenance-login');
  });

  it('sends /maintenance back to the login when there is no maintenance', async () => {
    const { router } = await createTestApp({ path: '/maintenance', server: withLoginParams(fakeFetch()) });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('unknown paths', () => {
  it('match the not-found route without redirecting', async () => {
    const { router } = await createTestApp({ path: '/no/such/page', server: withLoginParams(fakeFetch()) });
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });
});
