import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession } from '../../../test/fakeServer.ts';
import { installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = makeSession();
const admin = () => makeSession({ user: { ...base.user, role: 'program_admin' }, admin_left_menu: true });

describe('the maintenance switch (programme administrators)', () => {
  it('asks before starting maintenance, then sends it and says so', async () => {
    setViewport(false);
    installFakeSockets();
    let on = false;
    const app = await openApp('/admin/maintenance', {
      session: admin(),
      routes: {
        'GET /api/v1/admin/maintenance': () => json({ under_maintenance: on }),
        'PUT /api/v1/admin/maintenance': async (request) => {
          on = (await request.json()).under_maintenance;
          return json({ under_maintenance: on });
        },
      },
    });
    const main = await screen.findByRole('main', {}, SLOW);
    expect(await within(main).findByText('A plataforma está disponível para todos.', {}, SLOW)).toBeTruthy();

    fireEvent.click(within(main).getByRole('button', { name: 'Iniciar manutenção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar manutenção?' });
    expect(app.server.to('PUT', '/api/v1/admin/maintenance')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar manutenção' }));

    expect(await within(main).findByText('Manutenção iniciada.', {}, SLOW)).toBeTruthy();
    expect(within(main).getByText('A plataforma está em manutenção: só a equipe pode usá-la.')).toBeTruthy();
    expect(app.server.to('PUT', '/api/v1/admin/maintenance')).toHaveLength(1);

    fireEvent.click(within(main).getByRole('button', { name: 'Encerrar manutenção' }));
    expect(await within(main).findByText(/Manutenção encerrada/, {}, SLOW)).toBeTruthy();
    expect(on).toBe(false);
  });

  it('is in the menu of programme administrators only', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { session: admin() });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, SLOW);
    expect(within(menu).getByRole('link', { name: 'Manutenção' }).getAttribute('href')).toBe(
      '/admin/maintenance',
    );
  });

  it('is not in a learner’s menu', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { session: makeSession() });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, SLOW);
    expect(within(menu).queryByRole('link', { name: 'Manutenção' })).toBeNull();
  });
});
