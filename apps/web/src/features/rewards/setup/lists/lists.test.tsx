import type { SetupAgency, SetupCampaign, SetupChain, SetupOptions } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, makeSession } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../../test/signedInApp.ts';

const names = (pt: string) => ({
  'pt-BR': pt,
  'en-US': `${pt} EN`,
  'es-ES': `${pt} ES`,
  'fr-FR': `${pt} FR`,
});

const megaInfo: SetupChain = {
  id: 3,
  name: 'MegaInfo',
  names: names('MegaInfo'),
  active: true,
  in_use: true,
  stores: 4,
};
const unused: SetupChain = {
  ...megaInfo,
  id: 6,
  name: 'Rede Velha',
  names: names('Rede Velha'),
  in_use: false,
  stores: 0,
};

const agency: SetupAgency = {
  id: 5,
  name: 'Agência Norte',
  names: names('Agência Norte'),
  active: true,
  in_use: true,
  campaigns: 2,
  registrations: 1,
  brands: [
    {
      id: 9,
      agency_id: 5,
      name: 'Acme',
      names: names('Acme'),
      active: true,
      in_use: true,
      registrations: 1,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  const base = makeSession();
  return openApp(path, { session: makeSession({ user: { ...base.user, role: 'program_admin' } }), routes });
}

/** Fills the dialog's four names. */
function fillNames(dialog: HTMLElement, pt: string) {
  for (const [language, suffix] of [
    ['português', ''],
    ['inglês', ' EN'],
    ['espanhol', ' ES'],
    ['francês', ' FR'],
  ])
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^Nome em ${language}`) }), {
      target: { value: `${pt}${suffix}` },
    });
}

describe('retail chains (programme administrators)', () => {
  it('lists the chains and creates one named in the four languages', async () => {
    const app = await open('/admin/rewards-chains', {
      'GET /api/v1/admin/rewards/chains': () => json(page([megaInfo, unused])),
      'POST /api/v1/admin/rewards/chains': () => json({ ...unused, id: 7, name: 'Rede Nova' }, 201),
    });
    const table = await screen.findByRole('table', { name: '2 redes' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /MegaInfo/ });
    expect(within(row).getByText('Em uso')).toBeTruthy();
    // one in use is not offered for deletion
    expect(within(row).queryByRole('button', { name: 'Excluir MegaInfo' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Nova rede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova rede varejista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    // every language is required, checked before sending
    expect(await within(dialog).findAllByText('Obrigatório.')).toHaveLength(4);
    expect(app.server.to('POST', '/api/v1/admin/rewards/chains')).toHaveLength(0);
    fillNames(dialog, 'Rede Nova');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Rede Nova criada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rewards/chains')[0]?.json()).toEqual({
      names: names('Rede Nova'),
    });
  });

  it('deactivates a chain at once and deletes an unused one after a confirmation', async () => {
    const app = await open('/admin/rewards-chains', {
      'GET /api/v1/admin/rewards/chains': () => json(page([megaInfo, unused])),
      'PATCH /api/v1/admin/rewards/chains/3': () => json({ ...megaInfo, active: false }),
      'DELETE /api/v1/admin/rewards/chains/6': () => json({ ok: true }),
    });
    const table = await screen.findByRole('table', { name: '2 redes' }, FIRST_LOAD);
    fireEvent.click(within(table).getByRole('button', { name: 'Desativar MegaInfo' }));
    expect(await screen.findByText(/MegaInfo desativada/)).toBeTruthy();
    expect(await app.server.to('PATCH', '/api/v1/admin/rewards/chains/3')[0]?.json()).toEqual({
      active: false,
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Excluir Rede Velha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Rede Velha?' });
    expect(app.server.to('DELETE', '/api/v1/admin/rewards/chains/6')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Rede Velha excluída.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/admin/rewards/chains/6')).toHaveLength(1);
  });

  it('shows the chains as cards on a phone', async () => {
    await open(
      '/admin/rewards-chains',
      { 'GET /api/v1/admin/rewards/chains': () => json(page([megaInfo])) },
      true,
    );
    const card = await screen.findByRole('article', { name: 'MegaInfo' }, FIRST_LOAD);
    expect(within(card).getByText('4 lojas')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Renomear MegaInfo' })).toBeTruthy();
  });
});

describe('companies/agencies and brands (programme administrators)', () => {
  it('adds a brand to an agency, showing the server’s refusal beside the Portuguese name', async () => {
    let attempts = 0;
    const app = await open('/admin/rewards-agencies', {
      'GET /api/v1/admin/rewards/agencies': () => json(page([agency])),
      'POST /api/v1/admin/rewards/agencies/5/brands': () => {
        attempts += 1;
        if (attempts === 1)
          return json(
            {
              error: {
                code: 'rewards.setup_name_taken',
                message: 'Já existe um item com este nome em português.',
                details: [{ field: 'names.pt-BR', message: 'Já existe um item com este nome em português.' }],
              },
            },
            409,
          );
        return json(
          { ...agency.brands[0], id: 10, name: 'Nova Marca', names: names('Nova Marca'), in_use: false },
          201,
        );
      },
    });
    const card = await screen.findByRole('article', { name: 'Agência Norte' }, FIRST_LOAD);
    expect(within(card).getByText('2 campanhas · 1 inscrições')).toBeTruthy();
    const brands = within(card).getByRole('region', { name: 'Marcas de Agência Norte' });
    expect(within(brands).getByText('Acme')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Adicionar marca a Agência Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova marca de Agência Norte' });
    fillNames(dialog, 'Acme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Já existe um item com este nome em português.')).toBeTruthy();
    fillNames(dialog, 'Nova Marca');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Nova Marca criada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rewards/agencies/5/brands')[1]?.json()).toEqual({
      names: names('Nova Marca'),
    });
  });
});

describe('the campaign editor’s photo type names and group 1 areas', () => {
  const options: SetupOptions = {
    countries: [
      { id: 2, code: 'BR' },
      { id: 3, code: 'CA' },
    ],
    areas: [
      { id: 40, country_id: 3, name: 'Ontario' },
      { id: 41, country_id: 3, name: 'Québec' },
    ],
    chains: [],
    stores: [],
    agencies: [
      { id: 5, name: 'Agência Norte', active: true, brands: [{ id: 9, name: 'Acme', active: true }] },
      { id: 6, name: 'Agência Antiga', active: false, brands: [] },
    ],
  };

  it('sends every language of a photo type and the areas ticked in Canada', async () => {
    const app = await open('/admin/rewards-campaigns/new', {
      'GET /api/v1/admin/rewards/setup-options': () => json(options),
      'POST /api/v1/admin/rewards/campaigns': () => json({ id: 9 } as SetupCampaign, 201),
      'GET /api/v1/admin/rewards/campaigns/9': () => json({ id: 9, name: 'Q1 2027' }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nome/ }, FIRST_LOAD), {
      target: { value: 'Q1 2027' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Primeiro dia/ }), {
      target: { value: '01/01/2027' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Último dia/ }), {
      target: { value: '31/03/2027' },
    });
    // a deactivated agency the campaign does not list is not offered
    expect(screen.getByRole('checkbox', { name: 'Agência Norte' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Agência Antiga/ })).toBeNull();
    // Canada's group 1 areas appear once Canada is chosen
    expect(screen.queryByRole('checkbox', { name: 'Ontario' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Canadá' }));
    const areas = await screen.findByRole('group', { name: 'Áreas do grupo 1 em Canadá' });
    fireEvent.click(within(areas).getByRole('checkbox', { name: 'Ontario' }));

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar tipo de foto' }));
    const type = screen.getByRole('group', { name: 'Tipo de foto 1' });
    fillNames(type, 'Vitrine');
    fireEvent.change(within(type).getByRole('textbox', { name: /^Pontos/ }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(app.server.to('POST', '/api/v1/admin/rewards/campaigns')).toHaveLength(1));
    expect(await app.server.to('POST', '/api/v1/admin/rewards/campaigns')[0]?.json()).toMatchObject({
      country_ids: [3],
      area_ids: [40],
      photo_types: [{ id: null, names: names('Vitrine'), base_points: 20 }],
    });
  });
});
