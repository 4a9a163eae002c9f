import type { Session } from '@elevar/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeSession } from '../test/fakeServer.ts';
import { installFakeSockets, openApp, setViewport } from '../test/signedInApp.ts';

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = makeSession();
const clientWith = (modules: Partial<NonNullable<Session['client']>>) =>
  base.client ? { ...base.client, ...modules } : null;
const item = (id: number, module: string, route: string, title: string) => ({
  id,
  module,
  title,
  route,
  icon: null,
  position: id,
});
const REWARDS_MENU = [
  item(1, 'campaigns', '/campaigns', 'Campanhas'),
  item(2, 'insert_sales', '/insert-sales', 'Informar vendas'),
  item(3, 'reward_store', '/reward-store', 'Loja de prêmios'),
];

function promoterMx(): Session {
  return makeSession({
    user: { ...base.user, role: 'promoter' },
    country_group: 2,
    module_items: REWARDS_MENU,
  });
}

function sellerBr(): Session {
  return makeSession({
    user: { ...base.user, role: 'salesperson' },
    country_group: 1,
    module_items: REWARDS_MENU,
  });
}

async function mainRegion() {
  return screen.findByRole('main', {}, SLOW);
}

describe('modules follow the domain predicate (client switch, role, country group)', () => {
  it('answers not found, not coming soon, at a module the academy has not switched on', async () => {
    setViewport(false);
    installFakeSockets();
    const academyLearner = makeSession({
      client: clientWith({ has_reward_store: false, has_insert_sales: false }),
    });
    await openApp('/reward-store', { session: academyLearner });
    const main = await mainRegion();
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Página não encontrada' }, SLOW),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(within(main).queryByText(/em breve/i)).toBeNull();
  });

  it('keeps sales reporting out of the Mexican promoter’s menu and screens', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/insert-sales', { session: promoterMx() });
    const main = await mainRegion();
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Página não encontrada' }, SLOW),
    ).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByRole('link', { name: 'Informar vendas' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Loja de prêmios' })).toBeTruthy();
  });

  it('offers sales reporting to a Brazilian salesperson, on the menu and on its screen', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/insert-sales', { session: sellerBr() });
    const main = await mainRegion();
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Informar vendas' }, SLOW),
    ).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Informar vendas' })).toBeTruthy();
  });

  it('drops the promoter’s sales tab from the phone’s bottom navigation', async () => {
    setViewport(true);
    installFakeSockets();
    await openApp('/home', { session: promoterMx() });
    await mainRegion();
    expect(screen.queryByRole('link', { name: 'Informar vendas' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Campanhas' }).length).toBeGreaterThan(0);
  });
});

describe('maintenance', () => {
  it('shows a signed-in learner the maintenance page in place of every screen', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { session: makeSession({ under_maintenance: true }) });
    const main = await mainRegion();
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Estamos em manutenção' }, SLOW),
    ).toBeTruthy();
  });

  it('lets staff work, with a reminder that only staff can', async () => {
    setViewport(false);
    installFakeSockets();
    const support = makeSession({ under_maintenance: true, user: { ...base.user, role: 'support' } });
    await openApp('/home', { session: support });
    const main = await mainRegion();
    expect(
      await within(main).findByText('Plataforma em manutenção: só a equipe pode usá-la agora.', {}, SLOW),
    ).toBeTruthy();
    expect(within(main).queryByRole('heading', { level: 1, name: 'Estamos em manutenção' })).toBeNull();
  });

  it('reads the session again when a call is refused for maintenance, and then holds the learner', async () => {
    setViewport(false);
    installFakeSockets();
    let current = makeSession();
    await openApp('/home', {
      session: current,
      routes: {
        'GET /api/v1/session': () => json(current),
        'GET /api/v1/points/balance': () => {
          current = makeSession({ under_maintenance: true });
          return apiError(503, 'tenancy.under_maintenance', 'Estamos em manutenção.');
        },
      },
    });
    const main = await mainRegion();
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Estamos em manutenção' }, SLOW),
    ).toBeTruthy();
  });
});
