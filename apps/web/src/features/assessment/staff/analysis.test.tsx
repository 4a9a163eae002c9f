import type { ItemAnalysis } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

// The item analysis screen: each question's numbers as the author reads them, the learners, the CSV download.

const ANALYSIS = '/api/v1/admin/assessment/activities/101/item-analysis';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const analysis: ItemAnalysis = {
  sittings: 4,
  questions: [
    {
      question_id: 31,
      type: 'single',
      prompt: 'Qual cor?',
      asked: 4,
      correct: 2,
      difficulty: 0.5,
      discrimination: 0.9129,
    },
    {
      question_id: 32,
      type: 'true_false',
      prompt: 'O céu é azul?',
      asked: 4,
      correct: 4,
      difficulty: 1,
      discrimination: null,
    },
  ],
  count: 1,
  page: 1,
  page_size: 20,
  results: [
    { user_id: 3, username: 'lena', attempts: 2, best_score: 75, last_submitted_at: '2026-11-20T12:00:00Z' },
  ],
};

describe('item analysis', () => {
  it('shows each question’s difficulty and discrimination, the learners’ attempts, and downloads the CSV', async () => {
    setViewport(false);
    installFakeSockets();
    const base = makeSession();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:analysis');
    // the browser's download: a click on a link to the blob (happy-dom would navigate the page to it)
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const app = await openApp('/admin/tests/101/analysis', {
      session: makeSession({ user: { ...base.user, role: 'instructor' } }),
      routes: {
        [`GET ${ANALYSIS}`]: () => json(analysis),
        [`GET ${ANALYSIS}.csv`]: () =>
          new Response('\uFEFFquestion\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="test-101-item-analysis.csv"',
            },
          }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Análise dos itens' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('4 tentativas enviadas analisadas')).toBeTruthy();
    const questions = screen.getByRole('table', { name: 'Dificuldade e discriminação de cada pergunta' });
    const [, first, second] = within(questions).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '2', '50%', '0,91']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '4', '100%', '—']);
    expect(within(first as HTMLElement).getByText('Escolha única')).toBeTruthy();
    const learners = screen.getByRole('table', { name: '1 alunos' });
    expect(within(learners).getByRole('rowheader', { name: 'lena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao teste' }).getAttribute('href')).toBe(
      '/admin/tests/101',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(app.server.to('GET', `${ANALYSIS}.csv`)).toHaveLength(1);
    expect(clicked.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'test-101-item-analysis.csv',
    ]);
  });
});
