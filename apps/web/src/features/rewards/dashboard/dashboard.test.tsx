import type { CampaignDashboard, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

function session(role: Session['user']['role'] = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

const figures = (
  sales: number,
  units: number,
  sale_points: number,
  photos: number,
  photo_points: number,
) => ({
  sales,
  units,
  sale_points,
  photos,
  photo_points,
});

const dashboard: CampaignDashboard = {
  campaign: { id: 4, name: 'Q4 2026', begin_date: '2026-10-01', end_date: '2026-12-15' },
  countries: [
    { id: 1, code: 'AR' },
    { id: 2, code: 'BR' },
  ],
  country_id: null,
  totals: { ...figures(3, 4, 1340, 2, 60), registrations: 5 },
  by_country: [
    { country_id: 2, code: 'BR', ...figures(2, 3, 1240, 2, 60) },
    { country_id: 1, code: 'AR', ...figures(1, 1, 100, 0, 0) },
  ],
  by_store: [
    { store_id: 7, name: 'MegaInfo Paulista', country_code: 'BR', ...figures(2, 3, 1240, 1, 30) },
    { store_id: 8, name: 'TecnoMundo Palermo', country_code: 'AR', ...figures(1, 1, 100, 0, 0) },
  ],
  store_count: 2,
  by_week: [{ week_start: '2026-11-01', ...figures(3, 4, 1340, 2, 60) }],
  backlog: {
    sales: 2,
    photos: 1,
    oldest_at: '2026-11-20T12:00:00Z',
    buckets: [
      { bucket: 'day', sales: 0, photos: 1 },
      { bucket: 'days_3', sales: 1, photos: 0 },
      { bucket: 'week', sales: 0, photos: 0 },
      { bucket: 'older', sales: 1, photos: 0 },
    ],
  },
  registrations: [{ week_start: '2026-11-01', registrations: 5, total: 5 }],
};

const URL_ = '/admin/rewards-campaigns/4/dashboard';
const API = 'GET /api/v1/admin/rewards/campaigns/4/dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(routes: Record<string, Handler>, signedIn = session()) {
  setViewport(false);
  // happy-dom lays nothing out, so the charts warn that their box has no size (a browser's has; the journey sees it)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  installFakeSockets();
  return openApp(URL_, { session: signedIn, routes });
}

describe('the campaign dashboard (programme administrators)', () => {
  it('shows the totals, the stores’ table and, behind a toggle, each chart’s figures as a table', async () => {
    await open({ [API]: () => json(dashboard) });
    expect(await screen.findByRole('heading', { name: 'Painel: Q4 2026' }, FIRST_LOAD)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totais' });
    expect(within(totals).getByText('1.340')).toBeTruthy();
    const stores = screen.getByRole('table', { name: 'Lojas com mais pontos' });
    const row = within(stores).getByRole('row', { name: /MegaInfo Paulista/ });
    expect(within(row).getByText('1.240')).toBeTruthy();
    expect(screen.getByText('2 de 2 lojas com vendas ou fotos; o CSV traz todas.')).toBeTruthy();
    // each chart says what it is; its numbers come as a table on demand
    expect(screen.getByRole('img', { name: /Gráfico: Vendas e pontos por país/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Vendas e pontos por país' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Mostrar a tabela: Vendas e pontos por país' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const countries = screen.getByRole('table', { name: 'Vendas e pontos por país' });
    expect(within(within(countries).getByRole('row', { name: /Brasil/ })).getByText('1.240')).toBeTruthy();
    expect(screen.getByText(/2 vendas e 1 fotos aguardando auditoria\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar a tabela: Fila de auditoria' }));
    const backlog = screen.getByRole('table', { name: 'Fila de auditoria' });
    expect(within(backlog).getByRole('row', { name: /Mais de 7 dias/ })).toBeTruthy();
  });

  it('asks for one country when the filter names it', async () => {
    const asked: string[] = [];
    await open({
      [API]: (request) => {
        asked.push(new URL(request.url).search);
        return json(dashboard);
      },
    });
    const select = await screen.findByRole('combobox', { name: 'País' }, FIRST_LOAD);
    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(asked).toContain('?country_id=1'));
  });

  it('tells anyone but a programme administrator they may not see it', async () => {
    await open(
      {
        [API]: () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session('auditor'),
    );
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});
