import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, rateLimited } from '../test/fakeServer.ts';
import { installFakeSockets, openApp, setViewport } from '../test/signedInApp.ts';
import { createTestApp, renderApp, withLoginParams } from '../test/testApp.tsx';

// A screen that throws what its data call rejected with (a 429 after the client's one retry), until told not to.
const pointsTable = vi.hoisted(() => ({ failing: true }));
vi.mock('../features/points/pages/PointsTablePage.tsx', async () => {
  const { ApiError } = await import('../api/errors.ts');
  return {
    PointsTablePage: () => {
      if (pointsTable.failing) throw new ApiError(429, 'common.rate_limited', 'Muitas tentativas.', [], 20);
      return <h1>Tabela de pontos</h1>;
    },
  };
});

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function expectShell() {
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
}

describe('a rate-limited screen keeps the shell (main layout)', () => {
  it('counts down inside the screen while the client waits, then says when to try again; one retry only', async () => {
    setViewport(false);
    installFakeSockets();
    const app = await openApp('/notifications', {
      routes: { 'GET /api/v1/notifications': () => rateLimited(1) },
    });
    const main = await screen.findByRole('main');
    await within(main).findByText(
      'Muitas solicitações. Tentando de novo em 1 s',
      { selector: '[aria-live="polite"]' },
      SLOW,
    );
    expectShell();

    const alert = await within(main).findByText('Muitas solicitações. Tente de novo em 1 s.', {}, SLOW);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(main).queryByText(/Tentando de novo/)).toBeNull();
    expectShell();
    // the client retried once; the query cache does not retry a 429 on top of that
    expect(app.server.to('GET', '/api/v1/notifications')).toHaveLength(2);
  });

  it('a screen that fails shows its error inside the layout, and its retry re-runs the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setViewport(false);
    installFakeSockets();
    pointsTable.failing = true;
    await openApp('/points-table');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Ocorreu um erro' }, SLOW),
    ).toBeTruthy();
    expect(within(main).getByRole('alert').textContent).toBe('Muitas solicitações. Tente de novo em 20 s.');
    expectShell();

    pointsTable.failing = false;
    fireEvent.click(within(main).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Tabela de pontos' }, SLOW),
    ).toBeTruthy();
    expectShell();
  });

  it('on a phone too: the bottom navigation stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setViewport(true);
    installFakeSockets();
    pointsTable.failing = true;
    await openApp('/points-table');
    const main = await screen.findByRole('main');
    await within(main).findByText('Muitas solicitações. Tente de novo em 20 s.', {}, SLOW);
    expectShell();
  });
});

describe('a rate limit in the open area', () => {
  it('the login renders with its defaults when the login parameters are refused', async () => {
    const server = fakeFetch({ 'GET /api/v1/login-params': () => rateLimited(null) });
    const app = await createTestApp({ path: '/', server });
    renderApp(app.services, app.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('a held session that cannot be loaded shows the error inside the open layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = withLoginParams(fakeFetch({ 'GET /api/v1/session': () => rateLimited(null) }));
    const app = await createTestApp({
      path: '/',
      state: {
        common: {
          tokens: { access_token: 'acc', refresh_token: 'ref', kind: 'normal' },
          session: null,
          language: 'pt-BR',
          redirect: null,
        },
      },
      server,
    });
    renderApp(app.services, app.router);
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('alert')).textContent).toBe(
      'Muitas solicitações. Aguarde um pouco e tente de novo.',
    );
    expect(within(main).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Links institucionais' })).toBeTruthy();
    expect(app.store.getState().common.tokens).not.toBeNull();
  });
});
