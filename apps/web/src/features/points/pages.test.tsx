import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  lastQuery,
  makeBalance,
  makeLevel,
  makeRanking,
  makeTable,
  openPoints,
  pointsSession,
  Q4,
  setViewport,
} from './test/fixtures.ts';

const TABLE = '/api/v1/points-table';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/points-table', () => {
  it('shows what each action earns per level, marking the user level, with the campaign in the URL', async () => {
    setViewport(false);
    const app = await openPoints('/points-table', { routes: { [`GET ${TABLE}`]: () => json(makeTable()) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tabela de pontos' }, FIRST_LOAD),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pontos por ação e nível na campanha Q4 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Ação', 'Tipo', 'Júnior (×1)', 'Intermediário (×1,5)seu nível', 'Máximo (×2)']);
    const notebook = within(table).getByRole('row', { name: /Venda de notebook/ });
    expect(
      within(notebook)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Venda', '120', '180', '240']);
    expect(screen.getByText('Seu nível nesta campanha: Intermediário.')).toBeTruthy();
    expect(screen.getByText('Q4 2026: de 01/10/2026 a 15/12/2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Campanha'), { target: { value: '3' } });
    await waitFor(() => expect(lastQuery(app, TABLE).get('campaign_id')).toBe('3'));
    expect(app.router.state.location.search).toBe('?campaign=3');
  });

  it('becomes stacked cards on mobile', async () => {
    setViewport(true);
    await openPoints('/points-table', { routes: { [`GET ${TABLE}`]: () => json(makeTable()) } });
    const region = await screen.findByRole('region', { name: /Pontos por ação e nível/ }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const [notebook] = within(region).getAllByRole('listitem');
    if (!notebook) throw new Error('no card');
    expect(within(notebook).getByText('Venda de notebook')).toBeTruthy();
    expect(within(notebook).getByText('Intermediário (×1,5) · seu nível')).toBeTruthy();
    expect(within(notebook).getByText('180 pontos')).toBeTruthy();
  });

  it('says when no action earns points in the campaign', async () => {
    setViewport(false);
    await openPoints('/points-table', { routes: { [`GET ${TABLE}`]: () => json(makeTable({ rules: [] })) } });
    expect(await screen.findByText('Nenhuma ação pontua nesta campanha ainda.', {}, FIRST_LOAD)).toBeTruthy();
  });
});

describe('/about-the-program', () => {
  it('explains levels with thresholds, multipliers and benefits, and includes the points table', async () => {
    setViewport(false);
    await openPoints('/about-the-program', {
      routes: {
        [`GET ${TABLE}`]: () =>
          json(
            makeTable({
              levels: makeTable().levels.map((level) =>
                level.id === 'highest' ? { ...level, min_experience: null } : level,
              ),
            }),
          ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sobre o programa' }, FIRST_LOAD),
    ).toBeTruthy();
    const levels = await screen.findByRole('table', { name: 'Níveis da campanha Q4 2026' });
    const intermediate = within(levels).getByRole('row', { name: /Intermediário/ });
    expect(within(intermediate).getByText('1.200 pontos de experiência')).toBeTruthy();
    expect(within(intermediate).getByText(/Seus pontos valem ×1,5 em cada atividade\./)).toBeTruthy();
    expect(within(intermediate).getByText(/Acesso aos eventos para criadores\./)).toBeTruthy();
    expect(within(intermediate).getByText('seu nível')).toBeTruthy();
    const highest = within(levels).getByRole('row', { name: /Máximo/ });
    expect(within(highest).getByText('Não disponível nesta campanha')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tabela de pontos' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Pontos por ação e nível/ })).toBeTruthy();
    // one expiry rule; the campaign's dates are in its period line
    expect(
      screen.getByText('Os pontos valem até o último dia da campanha em que foram ganhos.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conheça o hotsite do programa' }).getAttribute('href')).toBe(
      '/hotsite',
    );
  });
});

describe('home cards', () => {
  it('lead a rewards programme with the reward campaign, the points, the level and the way to the next one', async () => {
    setViewport(false);
    const app = await openPoints('/home', {
      session: pointsSession({}, { group_training_use_score: false }),
      routes: {
        'GET /api/v1/points/balance': () => json(makeBalance()),
        'GET /api/v1/levels/me': () => json(makeLevel()),
        'GET /api/v1/rankings': () => json(makeRanking({ count: 57, me: { position: 5, score: 2400 } })),
      },
    });
    const rewards = await screen.findByRole('region', { name: 'Q4 2026' }, FIRST_LOAD);
    expect(within(rewards).getByText('De 01/10/2026 a 15/12/2026')).toBeTruthy();
    expect(await within(rewards).findByText('1.250 pontos')).toBeTruthy();
    expect(within(rewards).getByText('Válidos até 15/12/2026')).toBeTruthy();
    expect(await within(rewards).findByText('Nível Intermediário: seus pontos valem ×1,5.')).toBeTruthy();
    expect(within(rewards).getByText('Faltam 2.100 pontos de experiência para o nível Máximo.')).toBeTruthy();
    const progress = within(rewards).getByRole('progressbar', {
      name: '900 de 3.000 pontos de experiência para o nível Máximo',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('30');
    expect(lastQuery(app, '/api/v1/levels/me').get('campaign_id')).toBe(String(Q4.id));
    const ranking = screen.getByRole('region', { name: 'Ranking' });
    expect(await within(ranking).findByText('5º')).toBeTruthy();
    // the rewards card comes first, and the training score card is not repeated beside it
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('home-rewards')).toBeLessThan(regions.indexOf('home-ranking'));
    expect(screen.queryByRole('region', { name: 'Sua pontuação' })).toBeNull();
  });

  it('show the real balance and the own position outside a rewards programme', async () => {
    setViewport(false);
    const app = await openPoints('/home', {
      session: pointsSession({ reward_campaign: null }),
      routes: {
        'GET /api/v1/points/balance': () => json(makeBalance()),
        'GET /api/v1/rankings': () => json(makeRanking({ count: 57, me: { position: 5, score: 2400 } })),
      },
    });
    const score = await screen.findByRole('region', { name: 'Sua pontuação' }, FIRST_LOAD);
    expect(await within(score).findByText('1.250 pontos')).toBeTruthy();
    expect(within(score).getByText('Nível Intermediário')).toBeTruthy();
    expect(within(score).getByRole('link', { name: 'Ver meus pontos' }).getAttribute('href')).toBe(
      '/profile/points',
    );
    const ranking = screen.getByRole('region', { name: 'Ranking' });
    expect(await within(ranking).findByText('5º')).toBeTruthy();
    expect(within(ranking).getByText('entre 57 participantes')).toBeTruthy();
    expect(screen.queryByText('Ainda sem pontos')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Q4 2026' })).toBeNull();
    expect(app.server.to('GET', '/api/v1/levels/me')).toHaveLength(0);
  });

  it('keep the empty state without points and skip the ranking when the client has none', async () => {
    setViewport(false);
    const app = await openPoints('/home', {
      session: pointsSession({ reward_campaign: null }, { has_ranking: false }),
      routes: {
        'GET /api/v1/points/balance': () =>
          json(makeBalance({ campaign_id: null, level: null, available: 0, experience: 0, balances: [] })),
      },
    });
    const score = await screen.findByRole('region', { name: 'Sua pontuação' }, FIRST_LOAD);
    expect(await within(score).findByText('Ainda sem pontos')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ranking' })).toBeNull();
    expect(app.server.to('GET', '/api/v1/rankings')).toHaveLength(0);
  });
});
