import type {
  Participant,
  Session,
  SetupCampaign,
  SetupCampaignSummary,
  SetupOptions,
} from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

function session(role: Session['user']['role'] = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

const summary: SetupCampaignSummary = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-31',
  phase: 'active',
  has_begun: true,
  countries: ['BR', 'AR'],
  stores: 12,
  products: 6,
  photo_types: 2,
};

const options: SetupOptions = {
  countries: [
    { id: 1, code: 'AR' },
    { id: 2, code: 'BR' },
  ],
  areas: [],
  chains: [{ id: 3, name: 'MegaInfo', active: true }],
  stores: [
    { id: 7, name: 'MegaInfo Paulista', chain_id: 3, country_id: 2, time_zone: 'America/Sao_Paulo' },
    {
      id: 8,
      name: 'Compumundo Palermo',
      chain_id: null,
      country_id: 1,
      time_zone: 'America/Argentina/Buenos_Aires',
    },
  ],
  agencies: [{ id: 5, name: 'Agência Norte', active: true, brands: [{ id: 9, name: 'Acme', active: true }] }],
};

const begun: SetupCampaign = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-31',
  photo_reset_day: 0,
  phase: 'active',
  has_begun: true,
  country_ids: [2],
  area_ids: [],
  store_ids: [7],
  agency_ids: [5],
  products: [
    {
      id: 11,
      product_type: 'Notebook',
      brand: 'Dell',
      processor: 'Intel Core i5',
      generation: '13ª geração',
      form_factor: 'Tradicional',
      sku: 'DELL-I5',
      base_points: 120,
    },
  ],
  photo_types: [
    {
      id: 12,
      names: { 'pt-BR': 'Vitrine', 'en-US': 'Shop window', 'es-ES': 'Escaparate', 'fr-FR': 'Vitrine (fr)' },
      base_points: 20,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes });
}

describe('the campaign set-up (programme administrators)', () => {
  it('lists the campaigns in a table, each opening its set-up', async () => {
    const routes = { 'GET /api/v1/admin/rewards/campaigns': () => json(page([summary])) };
    await open('/admin/rewards-campaigns', routes);
    const table = await screen.findByRole('table', { name: '1 campanhas' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Q4 2026/ });
    expect(within(row).getByText('Ativa')).toBeTruthy();
    expect(within(row).getByText('01/10/2026 a 31/12/2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Q4 2026' }).getAttribute('href')).toBe(
      '/admin/rewards-campaigns/4',
    );
    expect(within(row).getByRole('link', { name: 'Ver o painel' }).getAttribute('href')).toBe(
      '/admin/rewards-campaigns/4/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Nova campanha' })).toBeTruthy();
  });

  it('shows the campaigns as cards on a phone', async () => {
    await open(
      '/admin/rewards-campaigns',
      { 'GET /api/v1/admin/rewards/campaigns': () => json(page([summary])) },
      session(),
      true,
    );
    const card = await screen.findByRole('article', { name: 'Q4 2026' }, FIRST_LOAD);
    expect(within(card).getByText('12 lojas · 6 produtos · 2 tipos de foto')).toBeTruthy();
  });

  it('shows a begun campaign’s catalogue read-only, with the reason', async () => {
    await open('/admin/rewards-campaigns/4', {
      'GET /api/v1/admin/rewards/campaigns/4': () => json(begun),
      'GET /api/v1/admin/rewards/setup-options': () => json(options),
    });
    expect(await screen.findByText(/A campanha já começou/, {}, FIRST_LOAD)).toBeTruthy();
    const catalogue = screen.getByRole('table', { name: 'Catálogo de produtos' });
    expect(within(catalogue).getByText('DELL-I5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar produto' })).toBeNull();
    // only the stores of the chosen countries are offered, with their zones
    expect(screen.getByRole('checkbox', { name: /MegaInfo Paulista \(America\/Sao_Paulo\)/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Compumundo/ })).toBeNull();
  });

  it('checks a new campaign before sending, then shows the server’s refusal beside its field', async () => {
    const app = await open('/admin/rewards-campaigns/new', {
      'GET /api/v1/admin/rewards/setup-options': () => json(options),
      'POST /api/v1/admin/rewards/campaigns': () =>
        json(
          {
            error: {
              code: 'rewards.sku_repeated',
              message: 'Cada SKU aparece uma só vez no catálogo da campanha.',
              details: [
                { field: 'products', message: 'Cada SKU aparece uma só vez no catálogo da campanha.' },
              ],
            },
          },
          422,
        ),
    });
    const name = await screen.findByRole('textbox', { name: /Nome/ }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(app.server.to('POST', '/api/v1/admin/rewards/campaigns')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Q1 2027' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Primeiro dia/ }), {
      target: { value: '01/01/2027' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Último dia/ }), {
      target: { value: '31/03/2027' },
    });
    const product = screen.getByRole('group', { name: 'Produto 1' });
    for (const [label, value] of [
      ['Tipo de produto', 'Notebook'],
      ['Marca', 'Acme'],
      ['Processador', 'Core'],
      ['Geração', '2'],
      ['Formato', 'Fino'],
      ['SKU', 'NB-1'],
      ['Pontos', 'cem'],
    ])
      fireEvent.change(within(product).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
        target: { value },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await within(product).findByText('Um número inteiro de 1 a 1.000.000.')).toBeTruthy();

    fireEvent.change(within(product).getByRole('textbox', { name: /^Pontos/ }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Brasil' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /MegaInfo Paulista/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText('Cada SKU aparece uma só vez no catálogo da campanha.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rewards/campaigns')[0]?.json()).toMatchObject({
      name: 'Q1 2027',
      begin_date: '2027-01-01',
      end_date: '2027-03-31',
      photo_reset_day: 0,
      country_ids: [2],
      store_ids: [7],
      products: [{ id: null, sku: 'NB-1', base_points: 100 }],
    });
  });

  it('previews a stores CSV with each bad row’s errors before importing', async () => {
    await open('/admin/rewards-campaigns/stores-import', {
      'POST /api/v1/admin/rewards/stores/import': () =>
        json({
          rows: [
            {
              line: 2,
              name: 'Loja Nova',
              registration_number: '11.222.333/0001-44',
              action: 'create',
              errors: [],
            },
            {
              line: 3,
              name: 'Sem zona',
              registration_number: '55',
              action: null,
              errors: [{ column: 'time_zone', code: 'bad_time_zone' }],
            },
          ],
          valid: 1,
          invalid: 1,
          header_error: null,
          imported: 0,
        }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Conteúdo do CSV' }, FIRST_LOAD), {
      target: { value: 'name,registration_number,chain,country,time_zone\nx,1,y,BR,Mars/X' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir' }));
    const rows = await screen.findByRole('table', { name: 'Linhas do arquivo' });
    expect(within(rows).getByText('Certa: será criada')).toBeTruthy();
    expect(within(rows).getByText(/time_zone: fuso desconhecido/)).toBeTruthy();
    expect(screen.getByText('1 linhas certas, 1 com erros. Corrija os erros para importar.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Importar 1 lojas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows an auditor the forbidden message', async () => {
    await open(
      '/admin/rewards-campaigns',
      {
        'GET /api/v1/admin/rewards/campaigns': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session('auditor'),
    );
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});

describe('blocking a participant (programme administrators)', () => {
  const bruno: Participant = {
    id: 30,
    name: 'Bruno Vendas',
    username: 'seller.br',
    country_code: 'BR',
    blocked_at: null,
  };

  it('blocks a participant after a confirmation that says what it does, and shows the new state', async () => {
    let current = bruno;
    const app = await open('/admin/rewards-participants', {
      'GET /api/v1/admin/rewards/participants': () => json(page([current])),
      'POST /api/v1/admin/rewards/participants/30/block': () => {
        current = { ...bruno, blocked_at: '2026-11-27T12:00:00Z' };
        return json(current);
      },
    });
    const table = await screen.findByRole('table', { name: '1 participantes' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Bruno Vendas/ });
    expect(within(row).getByText('Ativo')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Bloquear Bruno Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear no programa?' });
    expect(within(dialog).getByText(/não poderá mais se inscrever em campanhas/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Bruno Vendas foi bloqueado no programa.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/rewards/participants/30/block')).toHaveLength(1);
    expect(await within(table).findByText('Bloqueado desde 27/11/2026')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Desbloquear Bruno Vendas' })).toBeTruthy();
  });

  it('filters by state in the URL', async () => {
    const app = await open('/admin/rewards-participants', {
      'GET /api/v1/admin/rewards/participants': () => json(page([bruno])),
    });
    await screen.findByRole('table', { name: '1 participantes' }, FIRST_LOAD);
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'true' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?blocked=true'));
    await waitFor(() =>
      expect(
        new URL(
          app.server.to('GET', '/api/v1/admin/rewards/participants').at(-1)?.url ?? 'http://x',
        ).searchParams.get('blocked'),
      ).toBe('true'),
    );
  });
});
