import type { ModuleItem, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, makeLoginParams, makeSession } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';
import { setViewport } from '../../../test/viewport.ts';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const items: ModuleItem[] = [
  { id: 1, module: 'online_courses', title: 'Cursos', route: '/online-courses', icon: null, position: 1 },
  { id: 2, module: 'trails', title: 'Trilhas', route: '/trails', icon: null, position: 2 },
  { id: 3, module: 'webcasts', title: 'Webinars', route: '/webinars', icon: null, position: 3 },
  { id: 4, module: 'news', title: 'Notícias', route: '/news', icon: null, position: 4 },
  { id: 5, module: 'faq', title: 'Dúvidas', route: '/faq', icon: null, position: 5 },
];

async function openHome(
  session: Session,
  server = fakeFetch({ 'GET /api/v1/session': () => json(session) }),
) {
  const app = await createTestApp({
    path: '/home',
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  await screen.findByRole('heading', { level: 1, name: /Olá, Lena/ });
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home (SPEC §6 ranking and score flags)', () => {
  it('shows the score and ranking cards, empty until points exist', async () => {
    setViewport(false);
    const session = makeSession({ module_items: items });
    await openHome(
      session,
      fakeFetch({
        'GET /api/v1/session': () => json(session),
        'GET /api/v1/points/balance': () =>
          json({
            campaign_id: null,
            level: null,
            available: 0,
            experience: 0,
            valid_until: null,
            balances: [],
          }),
        'GET /api/v1/rankings': () =>
          json({
            count: 0,
            page: 1,
            page_size: 1,
            campaign_id: null,
            show_score: true,
            results: [],
            me: null,
          }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Sua pontuação' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ranking' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Ainda sem pontos')).toHaveLength(2));
  });

  it('hides the ranking when has_ranking is false and the score when group_training_use_score is false', async () => {
    setViewport(false);
    const base = makeSession();
    await openHome(
      makeSession({
        client: base.client && { ...base.client, has_ranking: false, group_training_use_score: false },
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Sua pontuação' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ranking' })).toBeNull();
  });
});

describe('main shell', () => {
  it('on desktop lists home and every module item in the side menu, with landmarks and a skip link', async () => {
    setViewport(false);
    await openHome(makeSession({ module_items: items }));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Início', 'Cursos', 'Trilhas', 'Webinars', 'Notícias', 'Dúvidas']);
    expect(within(nav).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' }).getAttribute('href')).toBe(
      '#main-content',
    );
  });

  it('on mobile shows at most four entries in the bottom navigation, the rest under "More"', async () => {
    setViewport(true);
    await openHome(makeSession({ module_items: items }));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Início', 'Cursos', 'Trilhas', 'Webinars']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Mais' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mais' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Notícias', 'Dúvidas']);
  });

  it('on mobile keeps the current page in the bottom navigation when it is one of the entries under "More"', async () => {
    setViewport(true);
    const session = makeSession({ module_items: items });
    const app = await createTestApp({
      path: '/faq',
      state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
      server: fakeFetch({ 'GET /api/v1/session': () => json(session) }),
    });
    renderApp(app.services, app.router);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Início', 'Cursos', 'Trilhas', 'Dúvidas']);
    expect(within(nav).getByRole('link', { name: 'Dúvidas' }).getAttribute('aria-current')).toBe('page');
    // the full name stays readable where a label is cut short
    expect(links.map((a) => a.getAttribute('title'))).toEqual(['Início', 'Cursos', 'Trilhas', 'Dúvidas']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Mais' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mais' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Webinars', 'Notícias']);
  });

  it('switches language through the server and uses the returned session', async () => {
    setViewport(false);
    const session = makeSession();
    const server = fakeFetch({
      'GET /api/v1/session': () => json(session),
      'POST /api/v1/session/language': () => json({ ...session, language: { id: 3, code: 'es-ES' } }),
    });
    const app = await openHome(session, server);

    fireEvent.click(screen.getByRole('button', { name: /Idioma: Português/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Hola, Lena/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await server.to('POST', '/api/v1/session/language')[0]?.json()).toEqual({ language_id: 3 });
    expect(app.store.getState().common.session?.language.code).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('switches client through the server and opens the new client home route', async () => {
    setViewport(false);
    const clients = [
      { id: 10, name: 'Franchise Academy', slug: 'academy', logo_url: null },
      { id: 20, name: 'Retail Club', slug: 'retail', logo_url: null },
    ];
    const session = makeSession({ clients });
    const base = makeSession();
    const switched = makeSession({
      clients,
      id_user_client_selected: 20,
      client: base.client && {
        ...base.client,
        id: 20,
        name: 'Retail Club',
        slug: 'retail',
        home_route: '/trails',
      },
    });
    const server = fakeFetch({
      'GET /api/v1/session': () => json(session),
      'POST /api/v1/session/client': () => json(switched),
    });
    const app = await openHome(session, server);

    fireEvent.click(screen.getByRole('button', { name: /Cliente atual: Franchise Academy/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Retail Club' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/trails'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await server.to('POST', '/api/v1/session/client')[0]?.json()).toEqual({ client_id: 20 });
    expect(app.store.getState().common.session?.id_user_client_selected).toBe(20);
  });

  it('signs out: tells the server, clears the local session and shows the login', async () => {
    setViewport(false);
    const session = makeSession();
    const server = fakeFetch({
      'GET /api/v1/session': () => json(session),
      'POST /api/v1/session/logout': () => json({ ok: true }),
      'GET /api/v1/login-params': () => json(makeLoginParams()),
    });
    const app = await openHome(session, server);

    fireEvent.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(server.to('POST', '/api/v1/session/logout')[0]?.headers.get('Authorization')).toBe('Bearer acc');
    expect(app.store.getState().common).toMatchObject({ tokens: null, session: null, redirect: null });
    expect(app.router.state.errors).toBeNull();
  });
});
