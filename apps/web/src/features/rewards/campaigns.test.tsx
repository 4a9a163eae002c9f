import type { RewardsCampaignDetail } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';
import { campaign, seller } from './test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = '/api/v1/rewards/campaigns';
const Q4 = campaign({});
const Q3 = campaign({
  id: 3,
  name: 'Q3 2026',
  begin_date: '2026-07-01',
  end_date: '2026-09-15',
  begins_at: '2026-07-01T03:00:00.000Z',
  ends_before: '2026-09-16T03:00:00.000Z',
  phase: 'previous',
  registered: true,
});
const DETAIL: RewardsCampaignDetail = {
  campaign: Q4,
  registration: null,
  offer: {
    chains: [
      {
        id: 1,
        name: 'MegaInfo',
        stores: [{ id: 11, name: 'MegaInfo Paulista', country_code: 'BR', time_zone: 'America/Sao_Paulo' }],
      },
      {
        id: 2,
        name: 'Casa Digital',
        stores: [{ id: 21, name: 'Casa Digital Recife', country_code: 'BR', time_zone: 'America/Recife' }],
      },
    ],
    agencies: [
      {
        id: 7,
        name: 'Agência Varejo Total',
        brands: [
          { id: 70, name: 'Lenovo' },
          { id: 71, name: 'Dell' },
        ],
      },
      { id: 8, name: 'Grupo Promo Latam', brands: [{ id: 80, name: 'HP' }] },
    ],
  },
};

async function open(routes: Record<string, Handler>) {
  installFakeSockets();
  return openApp('/campaigns', { session: seller(), routes });
}

// a registration is many clicks; the machine running the tests is shared
describe('/campaigns', { timeout: 15_000 }, () => {
  it('lists active and previous campaigns with their dates in the user’s zone and the store zone named', async () => {
    setViewport(false);
    await open({ [`GET ${LIST}`]: () => json({ active: [Q4], previous: [Q3] }) });
    const active = await screen.findByRole('region', { name: 'Campanhas ativas' }, FIRST_LOAD);
    const q4 = within(active).getByRole('article', { name: 'Q4 2026' });
    // the test runs in UTC: São Paulo's midnight is 03:00 there
    expect(within(q4).getByText('De 01/10/2026 03:00 a 16/12/2026 02:59')).toBeTruthy();
    expect(
      within(q4).getByText(
        'Começa e termina à meia-noite no fuso horário da loja (America/Sao_Paulo); horários no seu fuso.',
      ),
    ).toBeTruthy();
    expect(within(q4).getByText('Não inscrito')).toBeTruthy();
    const previous = screen.getByRole('region', { name: 'Campanhas anteriores' });
    const q3 = within(previous).getByRole('article', { name: 'Q3 2026' });
    expect(within(q3).getByText('Inscrito')).toBeTruthy();
    expect(within(q3).queryByRole('button')).toBeNull();
  });

  it('says when there is no campaign yet', async () => {
    setViewport(true);
    await open({ [`GET ${LIST}`]: () => json({ active: [], previous: [] }) });
    expect(await screen.findByText('Nenhuma campanha ativa no momento.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Nenhuma campanha anterior.')).toBeTruthy();
  });

  it('explains the programme to a user without a partner retail-training account', async () => {
    setViewport(false);
    await open({
      [`GET ${LIST}`]: () => apiError(403, 'rewards.no_partner_account', 'O programa de recompensas é para…'),
    });
    expect(await screen.findByText('Programa de recompensas', {}, FIRST_LOAD)).toBeTruthy();
    expect(
      screen.getByText(
        'O programa de recompensas é para quem tem conta no programa parceiro de treinamento de varejo.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Programa no meu perfil' }).getAttribute('href')).toBe(
      '/profile/programme',
    );
  });

  it('shows a failed read with a retry', async () => {
    setViewport(false);
    let calls = 0;
    await open({
      [`GET ${LIST}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'common.unexpected', 'Ocorreu um erro inesperado. Tente novamente.')
          : json({ active: [Q4], previous: [] });
      },
    });
    expect(
      await screen.findByText('Ocorreu um erro inesperado. Tente novamente.', {}, FIRST_LOAD),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Q4 2026' })).toBeTruthy();
  });

  it('checks the rules beside each field, then registers', async () => {
    setViewport(false);
    let registered = false;
    const app = await open({
      [`GET ${LIST}`]: () => json({ active: [{ ...Q4, registered }], previous: [] }),
      'GET /api/v1/rewards/campaigns/4': () => json(DETAIL),
      'POST /api/v1/rewards/campaigns/4/registration': () => {
        registered = true;
        return json(
          {
            ...DETAIL,
            registration: {
              chain_ids: [1],
              store_ids: [11],
              agency_id: 7,
              brand_ids: [70],
              registered_at: '2026-11-21T12:00:00Z',
            },
          },
          201,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscrever-se em Q4 2026' }, FIRST_LOAD));
    const form = await screen.findByRole('form', { name: 'Inscrição em Q4 2026' });
    expect(within(form).getByText('Escolha exatamente uma empresa/agência.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('checkbox', { name: 'MegaInfo' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar inscrição' }));
    // each rule broken is said beside its field, besides the rules listed above the form
    await waitFor(() =>
      expect(within(form).getAllByText('Escolha ao menos uma loja de cada rede escolhida.')).toHaveLength(2),
    );
    expect(within(form).getAllByText('Escolha exatamente uma empresa/agência.')).toHaveLength(2);
    expect(within(form).getByText('É preciso aceitar o regulamento da campanha.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/rewards/campaigns/4/registration')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('store_ids'));

    fireEvent.click(within(form).getByRole('checkbox', { name: 'MegaInfo Paulista · MegaInfo' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Agência Varejo Total' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Lenovo' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Li e aceito o regulamento da campanha.' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar inscrição' }));

    expect(await screen.findByText('Inscrição confirmada em Q4 2026.')).toBeTruthy();
    const [request] = app.server.to('POST', '/api/v1/rewards/campaigns/4/registration');
    expect(await request?.json()).toEqual({
      chain_ids: [1],
      store_ids: [11],
      agency_ids: [7],
      brand_ids: [70],
      accepted_terms: true,
    });
    await waitFor(() => expect(screen.getByText('Inscrito')).toBeTruthy());
  });

  it('shows the server’s refusal beside its field and a blocked account above the button', async () => {
    setViewport(true);
    let answer = 0;
    await open({
      [`GET ${LIST}`]: () => json({ active: [Q4], previous: [] }),
      'GET /api/v1/rewards/campaigns/4': () => json(DETAIL),
      'POST /api/v1/rewards/campaigns/4/registration': () => {
        answer += 1;
        return answer === 1
          ? json(
              {
                error: {
                  code: 'rewards.store_not_participating',
                  message: 'Loja não participante da campanha.',
                  details: [{ field: 'store_ids', message: 'Loja não participante da campanha.' }],
                },
              },
              422,
            )
          : apiError(
              403,
              'rewards.account_blocked',
              'Sua conta foi bloqueada por atividade inconsistente com as regras do programa.',
            );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscrever-se em Q4 2026' }, FIRST_LOAD));
    const form = await screen.findByRole('form', { name: 'Inscrição em Q4 2026' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Casa Digital' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Casa Digital Recife · Casa Digital' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Grupo Promo Latam' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'HP' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Li e aceito o regulamento da campanha.' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar inscrição' }));
    expect(await within(form).findByText('Loja não participante da campanha.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar inscrição' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Sua conta foi bloqueada por atividade inconsistente com as regras do programa.',
    );
  });
});
