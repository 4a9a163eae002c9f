import type { Session } from '@elevar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, makeLoginParams, makeSession } from '../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../test/testApp.tsx';

/** The app at a main-area path, signed in with `session`. */
async function openSignedIn(path: string, session: Session, server: ReturnType<typeof fakeFetch>) {
  const app = await createTestApp({
    path,
    state: {
      common: {
        tokens: { access_token: 'a', refresh_token: 'r', kind: 'normal' },
        session,
        language: 'pt-BR',
        redirect: null,
      },
    },
    server,
  });
  renderApp(app.services, app.router);
}

describe('institutional pages', () => {
  it('show the public text as paragraphs, in the open layout', async () => {
    const server = fakeFetch({
      'GET /api/v1/login-params': () => json(makeLoginParams()),
      'GET /api/v1/institutional/privacy-policy': () =>
        json({
          slug: 'privacy-policy',
          title: 'Privacidade',
          body: 'Primeiro.\n\nSegundo parágrafo.',
          version: 1,
        }),
    });
    const app = await createTestApp({ path: '/institutional/privacy-policy', server });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeTruthy();
    expect(await screen.findByText('Segundo parágrafo.')).toBeTruthy();
    expect(screen.getByText('Primeiro.').tagName).toBe('P');
    expect(
      server.to('GET', '/api/v1/institutional/privacy-policy')[0]?.headers.get('Authorization'),
    ).toBeNull();
  });

  it('an unknown slug is a not-found page', async () => {
    const server = fakeFetch({ 'GET /api/v1/login-params': () => json(makeLoginParams()) });
    const app = await createTestApp({ path: '/institutional/nope', server });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
  });

  it('open inside the main layout at their main-area paths when signed in', async () => {
    const session = makeSession();
    const server = fakeFetch({
      'GET /api/v1/session': () => json(session),
      'GET /api/v1/institutional/terms-and-conditions': () =>
        json({ slug: 'terms-and-conditions', title: 'Termos', body: 'Texto dos termos.', version: 1 }),
    });
    await openSignedIn('/terms-and-conditions', session, server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    // the client wrote no copy of its own (404): the platform's text is shown
    expect(server.to('GET', '/api/v1/pages/terms-and-conditions')).toHaveLength(1);
  });

  it('show the selected client’s own copy in the main area when its editors wrote one', async () => {
    const session = makeSession();
    const server = fakeFetch({
      'GET /api/v1/session': () => json(session),
      'GET /api/v1/pages/about': () =>
        json({
          slug: 'about',
          language: 'en-US',
          title: 'About Franchise Academy',
          body: '<p>Our <strong>academy</strong>.</p>',
          updated_at: '2026-11-27T12:00:00.000Z',
        }),
      'GET /api/v1/institutional/about': () =>
        json({ slug: 'about', title: 'Sobre a plataforma', body: 'Texto da plataforma.', version: 1 }),
    });
    await openSignedIn('/about', session, server);
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Franchise Academy' });
    expect(heading.closest('article')?.getAttribute('lang')).toBe('en-US');
    expect(screen.getByText('academy', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText('Texto da plataforma.')).toBeNull();
  });
});

describe('not-found and coming-soon pages', () => {
  it('an unknown path signed in shows not-found inside the main layout', async () => {
    const session = makeSession();
    const app = await createTestApp({
      path: '/does-not-exist',
      state: {
        common: {
          tokens: { access_token: 'a', refresh_token: 'r', kind: 'normal' },
          session,
          language: 'pt-BR',
          redirect: null,
        },
      },
      server: fakeFetch({ 'GET /api/v1/session': () => json(session) }),
    });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });

  it('a module not built yet says so honestly', async () => {
    // events are not built yet: a user of the module (the test session's client has it) reaches their placeholder
    const session = makeSession();
    const app = await createTestApp({
      path: '/events',
      state: {
        common: {
          tokens: { access_token: 'a', refresh_token: 'r', kind: 'normal' },
          session,
          language: 'pt-BR',
          redirect: null,
        },
      },
      server: fakeFetch({ 'GET /api/v1/session': () => json(session) }),
    });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos' })).toBeTruthy();
    expect(screen.getByText(/Esta seção estará disponível em breve/)).toBeTruthy();
  });
});
