import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  lastQuery,
  makeRanking,
  openPoints,
  pointsSession,
  rankingEntry,
  sectionHeading,
  setViewport,
} from './test/fixtures.ts';

const RANKINGS = '/api/v1/rankings';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ranking (profile section)', () => {
  it('lists positions with names and scores, marking the signed-in user', async () => {
    setViewport(false);
    await openPoints('/profile/ranking', { routes: { [`GET ${RANKINGS}`]: () => json(makeRanking()) } });
    await sectionHeading('Ranking');
    const table = await screen.findByRole('table', { name: 'Ranking da campanha Q4 2026' }, FIRST_LOAD);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Posição', 'Participante', 'Pontuação']);
    const mine = within(table).getByRole('row', { name: /Lena Learner/ });
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('Você')).toBeTruthy();
    expect(within(mine).getByText('2º')).toBeTruthy();
    expect(within(mine).getByText('2.400')).toBeTruthy();
    expect(
      within(table)
        .getByRole('row', { name: /Sofía Hernández/ })
        .getAttribute('aria-current'),
    ).toBeNull();

    const card = screen.getByRole('region', { name: 'Sua posição' });
    expect(within(card).getByText('2º')).toBeTruthy();
    expect(within(card).getByText('2.400 pontos')).toBeTruthy();
    expect(screen.getByText('Participantes no ranking: 3').getAttribute('role')).toBe('status');
  });

  it('shows the own position even when it is on another page', async () => {
    setViewport(false);
    const results = Array.from({ length: 20 }, (_, i) =>
      rankingEntry(i + 1, 100 + i, `Pessoa ${i + 1}`, 5000 - i),
    );
    await openPoints('/profile/ranking', {
      routes: {
        [`GET ${RANKINGS}`]: () =>
          json(makeRanking({ count: 120, results, me: { position: 87, score: 310 } })),
      },
    });
    const card = await screen.findByRole('region', { name: 'Sua posição' }, FIRST_LOAD);
    expect(within(card).getByText('87º')).toBeTruthy();
    expect(within(card).getByText('Sua posição não está nesta página da lista.')).toBeTruthy();
    expect(screen.getByRole('table').querySelector('[aria-current]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Páginas do ranking' })).toBeTruthy();
  });

  it('hides the score column when the client hides scores (group_training_use_score false)', async () => {
    setViewport(false);
    const results = makeRanking().results.map(({ score: _score, ...entry }) => entry);
    await openPoints('/profile/ranking', {
      session: pointsSession({}, { group_training_use_score: false }),
      routes: {
        [`GET ${RANKINGS}`]: () => json(makeRanking({ show_score: false, results, me: { position: 2 } })),
      },
    });
    const table = await screen.findByRole('table', {}, FIRST_LOAD);
    expect(within(table).queryByRole('columnheader', { name: 'Pontuação' })).toBeNull();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText(/^[\d.]+ pontos$/)).toBeNull();
  });

  it('filters by country and store through the URL; a store of another country is dropped', async () => {
    setViewport(false);
    const app = await openPoints('/profile/ranking?country=2&branch=21&page=2', {
      routes: { [`GET ${RANKINGS}`]: () => json(makeRanking()) },
    });
    await screen.findByRole('table', {}, FIRST_LOAD);
    let query = lastQuery(app, RANKINGS);
    expect(query.get('country_id')).toBe('2');
    expect(query.get('branch_id')).toBe('21');
    expect(query.get('page')).toBe('2');
    // the stores offered are the chosen country's
    const store = screen.getByLabelText('Loja') as HTMLSelectElement;
    expect([...store.options].map((o) => o.textContent)).toEqual(['Todas as lojas', 'TecnoMundo Palermo']);

    fireEvent.change(screen.getByLabelText('País'), { target: { value: '1' } });
    await waitFor(() => expect(lastQuery(app, RANKINGS).get('country_id')).toBe('1'));
    query = lastQuery(app, RANKINGS);
    expect(query.has('branch_id')).toBe(false);
    expect(query.get('page')).toBe('1');
    expect(app.router.state.location.search).toBe('?country=1');

    fireEvent.change(screen.getByLabelText('Loja'), { target: { value: '11' } });
    await waitFor(() => expect(lastQuery(app, RANKINGS).get('branch_id')).toBe('11'));
    expect(new URLSearchParams(app.router.state.location.search).get('branch')).toBe('11');
  });

  it("names the countries of the country filter in the user's language, not the server's English", async () => {
    setViewport(false);
    const countries = [
      { id: 1, code: 'BR', name: 'Brazil', group: 1 },
      { id: 2, code: 'MX', name: 'Mexico', group: 2 },
      { id: 3, code: 'CA', name: 'Canada', group: 1 },
    ];
    await openPoints('/profile/ranking', {
      session: pointsSession({ countries }),
      routes: { [`GET ${RANKINGS}`]: () => json(makeRanking()) },
    });
    await screen.findByRole('table', {}, FIRST_LOAD);
    const country = screen.getByLabelText('País') as HTMLSelectElement;
    expect([...country.options].map((o) => o.textContent)).toEqual([
      'Todos os países',
      'Brasil',
      'Canadá',
      'México',
    ]);
  });

  it('says when nobody has scored and when the user is not ranked', async () => {
    setViewport(false);
    await openPoints('/profile/ranking', {
      routes: { [`GET ${RANKINGS}`]: () => json(makeRanking({ count: 0, results: [], me: null })) },
    });
    expect(await screen.findByText('Ninguém pontuou ainda neste ranking.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(/Você ainda não aparece neste ranking/)).toBeTruthy();
  });

  it('shows an ordered list of cards on mobile', async () => {
    setViewport(true);
    await openPoints('/profile/ranking', { routes: { [`GET ${RANKINGS}`]: () => json(makeRanking()) } });
    const region = await screen.findByRole('region', { name: 'Ranking da campanha Q4 2026' }, FIRST_LOAD);
    expect(within(region).getByRole('list').tagName).toBe('OL');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });
});
