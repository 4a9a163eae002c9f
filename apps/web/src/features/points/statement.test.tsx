import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../test/fakeServer.ts';
import { localDayEnd, localDayStart } from './params.ts';
import {
  FIRST_LOAD,
  lastQuery,
  makeEntry,
  openPoints,
  Q3,
  sectionHeading,
  setViewport,
} from './test/fixtures.ts';

const STATEMENT = '/api/v1/points/statement';
const CSV = '/api/v1/points/statement.csv';

function page(results: ReturnType<typeof makeEntry>[], count = results.length) {
  return { count, page: 1, page_size: 20, results };
}

const ENTRIES = [
  makeEntry(),
  makeEntry({
    id: 2,
    kind: 'redemption',
    amount: -300,
    experience: 0,
    multiplier: 1,
    reason: 'Fone de ouvido',
    rule: null,
    created_at: '2026-10-05T15:00:00Z',
  }),
  makeEntry({ id: 3, status: 'under_audit', created_at: '2026-10-06T15:00:00Z' }),
  makeEntry({
    id: 5,
    kind: 'bonus',
    amount: 10,
    multiplier: 1,
    reason: null,
    rule: null,
    created_at: '2026-10-07T15:00:00Z',
  }),
  makeEntry({
    id: 4,
    kind: 'reversal',
    amount: -100,
    multiplier: 1,
    status: 'credited',
    reason: 'Venda reprovada na auditoria',
    rule: null,
    shortfall: 50,
    campaign: { id: Q3.id, name: Q3.name },
  }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('statement (profile section)', () => {
  it('lists every entry with its date, kind, reason, campaign, multiplier, signed amount and status', async () => {
    setViewport(false);
    await openPoints('/profile/statement', {
      routes: { [`GET ${STATEMENT}`]: () => json(page(ENTRIES, 42)) },
    });
    await sectionHeading('Extrato');

    const table = await screen.findByRole('table', { name: 'Extrato de pontos' }, FIRST_LOAD);
    const sale = within(table).getAllByRole('row')[1];
    expect(sale).toBeTruthy();
    if (!sale) return;
    expect(within(sale).getByRole('rowheader').textContent).toBe('Venda');
    expect(within(sale).getByText('02/10/2026')).toBeTruthy();
    // the rule's description, never its code
    expect(within(sale).getByText('Venda de notebook')).toBeTruthy();
    expect(within(table).queryByText('sale.notebook')).toBeNull();
    expect(within(sale).getByText('Q4 2026')).toBeTruthy();
    expect(within(sale).getByText('×1,5')).toBeTruthy();
    expect(within(sale).getByText('+150')).toBeTruthy();
    expect(within(sale).getByText('crédito de 150 pontos')).toBeTruthy();
    expect(within(sale).getByText('Creditado')).toBeTruthy();

    const redemption = within(table).getByRole('row', { name: /Resgate/ });
    expect(within(redemption).getByText('-300')).toBeTruthy();
    expect(within(redemption).getByText('débito de 300 pontos')).toBeTruthy();
    expect(within(redemption).getByText('Fone de ouvido')).toBeTruthy();
    // neither a rule nor a reason: the none text
    const bonus = within(table).getByRole('row', { name: /Bônus/ });
    expect(within(bonus).getByText('—')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Em auditoria/ })).toBeTruthy();
    const reversal = within(table).getByRole('row', { name: /Estorno/ });
    expect(within(reversal).getByText('Q3 2026')).toBeTruthy();
    expect(within(reversal).getByText('Venda reprovada na auditoria')).toBeTruthy();
    expect(within(reversal).getByText(/50 pontos já tinham sido usados/)).toBeTruthy();

    expect(screen.getByText('Lançamentos encontrados: 42').getAttribute('role')).toBe('status');
    expect(screen.getByRole('navigation', { name: 'Páginas do extrato' })).toBeTruthy();
  });

  it('reads its filters from the URL into the query string, and a new filter goes back to page 1', async () => {
    setViewport(false);
    const app = await openPoints(
      '/profile/statement?campaign=4&kind=sale&status=under_audit&from=2026-10-01&to=2026-10-31&page=2',
      { routes: { [`GET ${STATEMENT}`]: () => json(page(ENTRIES, 42)) } },
    );
    await screen.findByRole('table', {}, FIRST_LOAD);
    const query = lastQuery(app, STATEMENT);
    expect(query.get('campaign_id')).toBe('4');
    expect(query.get('kind')).toBe('sale');
    expect(query.get('status')).toBe('under_audit');
    expect(query.get('from')).toBe(localDayStart('2026-10-01'));
    expect(query.get('to')).toBe(localDayEnd('2026-10-31'));
    expect(query.get('page')).toBe('2');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('sale');
    expect((screen.getByLabelText('Campanha') as HTMLSelectElement).value).toBe('4');

    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'reversed' } });
    await waitFor(() => expect(lastQuery(app, STATEMENT).get('status')).toBe('reversed'));
    expect(lastQuery(app, STATEMENT).get('page')).toBe('1');
    const url = new URLSearchParams(app.router.state.location.search);
    expect(url.get('status')).toBe('reversed');
    expect(url.get('kind')).toBe('sale');
    expect(url.has('page')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(app, STATEMENT).has('kind')).toBe(false));
  });

  it("shows and reads its dates in the app's language order, not the browser's", async () => {
    setViewport(false);
    const app = await openPoints('/profile/statement?from=2026-10-01', {
      routes: { [`GET ${STATEMENT}`]: () => json(page(ENTRIES)) },
    });
    await screen.findByRole('table', {}, FIRST_LOAD);
    const from = screen.getByLabelText('De') as HTMLInputElement;
    const to = screen.getByLabelText('Até') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.value).toBe('01/10/2026');
    expect(to.placeholder).toBe('31/12/2026');

    fireEvent.change(to, { target: { value: '3110' } });
    expect(to.value).toBe('31/10');
    fireEvent.blur(to);
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(lastQuery(app, STATEMENT).has('to')).toBe(false);

    fireEvent.change(to, { target: { value: '31102026' } });
    expect(to.value).toBe('31/10/2026');
    await waitFor(() => expect(lastQuery(app, STATEMENT).get('to')).toBe(localDayEnd('2026-10-31')));
    expect(new URLSearchParams(app.router.state.location.search).get('to')).toBe('2026-10-31');
    expect(screen.queryByText('Data inválida')).toBeNull();

    fireEvent.change(to, { target: { value: '' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?from=2026-10-01'));
  });

  it('does not send an inverted date range and says what is wrong', async () => {
    setViewport(false);
    const app = await openPoints('/profile/statement?from=2026-10-31&to=2026-10-01', {
      routes: { [`GET ${STATEMENT}`]: () => json(page(ENTRIES)) },
    });
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à inicial.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(app.server.to('GET', STATEMENT)).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    setViewport(false);
    const app = await openPoints('/profile/statement', {
      routes: { [`GET ${STATEMENT}`]: () => json(page([])) },
    });
    expect(await screen.findByText('Você ainda não tem lançamentos de pontos.', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'photo' } });
    expect(await screen.findByText('Nenhum lançamento encontrado com esses filtros.')).toBeTruthy();
    expect(lastQuery(app, STATEMENT).get('kind')).toBe('photo');
  });

  it('shows stacked cards on mobile', async () => {
    setViewport(true);
    await openPoints('/profile/statement', { routes: { [`GET ${STATEMENT}`]: () => json(page(ENTRIES)) } });
    const list = await screen.findByRole('region', { name: 'Extrato de pontos' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = cards[0];
    if (!first) return;
    expect(within(first).getByText('Venda de notebook')).toBeTruthy();
    expect(within(list).queryByText('sale.notebook')).toBeNull();
    expect(within(list).getByText('Fone de ouvido')).toBeTruthy();
    expect(within(first).getByText('Multiplicador')).toBeTruthy();
    expect(within(first).getByText('×1,5')).toBeTruthy();
    expect(within(first).getByText('Creditado')).toBeTruthy();
  });
});

describe('statement CSV export', () => {
  it('downloads the CSV of the same filters through the authenticated client', async () => {
    setViewport(false);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const app = await openPoints('/profile/statement?kind=sale&campaign=4&page=3', {
      routes: {
        [`GET ${STATEMENT}`]: () => json(page(ENTRIES, 60)),
        [`GET ${CSV}`]: () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                new Response('\uFEFFid;date;kind\n1;2026-10-02;sale\n', {
                  headers: {
                    'Content-Type': 'text/csv; charset=utf-8',
                    'Content-Disposition': 'attachment; filename="statement-2026-11-21.csv"',
                  },
                }),
              );
          }),
      },
    });
    await screen.findByRole('table', {}, FIRST_LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Preparando o arquivo CSV…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' }).getAttribute('data-loading')).toBe('true');
    release();

    expect(await screen.findByText('Download concluído: statement-2026-11-21.csv')).toBeTruthy();
    const [request] = app.server.to('GET', CSV);
    expect(request?.headers.get('Authorization')).toBe('Bearer acc');
    const query = new URL(request?.url ?? '').searchParams;
    expect(query.get('kind')).toBe('sale');
    expect(query.get('campaign_id')).toBe('4');
    expect(query.has('page')).toBe(false);
    expect(created).toHaveBeenCalledOnce();
    const blob = created.mock.calls[0]?.[0];
    expect(blob instanceof Blob && (await blob.text())).toContain('1;2026-10-02;sale');
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2026-11-21.csv');
  });

  it("shows the server's error in the user's language when the export fails", async () => {
    setViewport(false);
    await openPoints('/profile/statement', {
      routes: {
        [`GET ${STATEMENT}`]: () => json(page(ENTRIES)),
        [`GET ${CSV}`]: () => apiError(503, 'common.unavailable', 'Serviço indisponível. Tente mais tarde.'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }, FIRST_LOAD));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível exportar o extrato');
    expect(alert.textContent).toContain('Serviço indisponível. Tente mais tarde.');
  });
});
