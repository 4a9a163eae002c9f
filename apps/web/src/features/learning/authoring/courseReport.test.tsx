import type { AuthoringCourseSummary, CourseReportPage, CourseReportRow, Session } from '@elevar/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../test/fixtures.ts';

const REPORT = '/api/v1/admin/learning/courses/5/report';
const CSV = '/api/v1/admin/learning/courses/5/report.csv';

function session(): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'instructor' } });
}

function row(overrides: Partial<CourseReportRow> = {}): CourseReportRow {
  return {
    user_id: 41,
    username: 'ana',
    full_name: 'Ana Souza',
    enrolment: 'enrolled',
    status: 'in_progress',
    percent: 50,
    completed_count: 2,
    total_count: 4,
    enrolled_at: '2026-11-10T12:00:00Z',
    started_at: '2026-11-11T12:00:00Z',
    finished_at: null,
    best_score: null,
    last_activity_at: '2026-11-12T12:00:00Z',
    ...overrides,
  };
}

const SUMMARY = {
  not_started: 1,
  enrolled: 0,
  in_progress: 1,
  finished: 2,
  approved: 0,
  reproved: 0,
  blocked: 0,
  restarted: 0,
  improved: 0,
};

function report(results: CourseReportRow[], count = results.length, pageNumber = 1): CourseReportPage {
  return {
    course: { id: 5, kind: 'online_course', title: 'Atendimento ao cliente' },
    summary: SUMMARY,
    count,
    page: pageNumber,
    page_size: 20,
    results,
  };
}

const FINISHED = row({
  user_id: 42,
  username: 'bruno',
  full_name: 'Bruno Lima',
  status: 'finished',
  percent: 100,
  completed_count: 4,
  finished_at: '2026-11-15T12:00:00Z',
});

async function open(path: string, routes: Record<string, Handler>, mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: session(), routes: { [`GET ${FILTERS}`]: () => json(LISTS), ...routes } });
}

function query(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? 'http://x/').searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('course progress report', () => {
  it('lists the learners with the counts per status, and filters into the URL', async () => {
    const app = await open('/admin/courses/5/report', {
      [`GET ${REPORT}`]: (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return json(status === 'finished' ? report([FINISHED]) : report([row(), FINISHED], 4));
      },
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Relatório de progresso: Atendimento ao cliente' },
      FIRST_LOAD,
    );
    const table = await screen.findByRole('table', { name: 'Alunos: 4' });
    const ana = within(table).getByRole('row', { name: /ana/ });
    expect(within(ana).getByText('Ana Souza')).toBeTruthy();
    expect(within(ana).getByText('Inscrito')).toBeTruthy();
    expect(within(ana).getByText('Em andamento')).toBeTruthy();
    expect(within(ana).getByText('50% (2 de 4)')).toBeTruthy();
    expect(within(ana).getByText('11/11/2026')).toBeTruthy();
    expect(within(ana).getByText('12/11/2026')).toBeTruthy();
    expect(within(ana).getByText('—')).toBeTruthy();
    expect(query(app.server.to('GET', REPORT)[0])).toEqual({ page: '1', page_size: '20' });

    const summary = screen.getByRole('region', { name: 'Alunos por situação' });
    expect(within(summary).getByRole('button', { name: 'Todos: 4' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(summary).getByRole('button', { name: 'Concluído: 2' }));
    expect(await screen.findByRole('table', { name: 'Alunos: 1' })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?status=finished');
    expect(within(summary).getByRole('button', { name: 'Concluído: 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Grupo' }), { target: { value: '21' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar/ }), { target: { value: ' bru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() =>
      expect(query(app.server.to('GET', REPORT).at(-1))).toEqual({
        status: 'finished',
        group: '21',
        search: 'bru',
        page: '1',
        page_size: '20',
      }),
    );
    const params = new URLSearchParams(app.router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ status: 'finished', group: '21', search: 'bru' });
    expect(screen.getByRole('link', { name: 'Editar o curso' }).getAttribute('href')).toBe(
      '/admin/courses/5',
    );
  });

  it('sends the completion days and pages from the URL, and shows cards on a phone', async () => {
    const app = await open(
      '/admin/courses/5/report?completed_from=2026-11-01&completed_to=2026-11-30&page=2',
      { [`GET ${REPORT}`]: () => json(report([FINISHED], 25, 2)) },
      true,
    );
    const cards = await screen.findByRole('region', { name: 'Alunos: 25' }, FIRST_LOAD);
    expect(within(cards).getByRole('heading', { name: 'Bruno Lima' })).toBeTruthy();
    expect(within(cards).getByText('15/11/2026')).toBeTruthy();
    expect(query(app.server.to('GET', REPORT)[0])).toEqual({
      completed_from: '2026-11-01',
      completed_to: '2026-11-30',
      page: '2',
      page_size: '20',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    await vi.waitFor(() => expect(app.router.state.location.search).not.toContain('page='));
  });

  it('exports the CSV with the filters on screen', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = await open('/admin/courses/5/report?status=finished&group=21&page=3', {
      [`GET ${REPORT}`]: () => json(report([FINISHED], 41, 3)),
      [`GET ${CSV}`]: () =>
        new Response('\uFEFFUsuário,Situação\r\nbruno,finished\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="report-5.csv"',
          },
        }),
    });
    await screen.findByRole('table', {}, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Download concluído: report-5.csv')).toBeTruthy();
    const [request] = app.server.to('GET', CSV);
    expect(request?.headers.get('Authorization')).toBe('Bearer acc');
    expect(query(request)).toEqual({ status: 'finished', group: '21' });
    const blob = created.mock.calls[0]?.[0];
    expect(blob instanceof Blob && (await blob.text())).toContain('bruno,finished');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('report-5.csv');
  });

  it('is reached from the course list row, and shows the server’s refusal', async () => {
    const summary: AuthoringCourseSummary = {
      id: 5,
      kind: 'online_course',
      status: 'published',
      title: 'Atendimento ao cliente',
      cover_url: null,
      points: 40,
      published_points: 40,
      activity_count: 2,
      created_by: { id: 3, full_name: 'Igor Instrutor' },
      can_publish: false,
      published_at: '2026-11-21T12:00:00Z',
      updated_at: '2026-11-20T12:00:00Z',
    };
    await open('/admin/courses', {
      'GET /api/v1/admin/learning/courses': () => json(page([summary])),
      [`GET ${REPORT}`]: () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Relatório de progresso do curso Atendimento ao cliente' },
      FIRST_LOAD,
    );
    expect(link.getAttribute('href')).toBe('/admin/courses/5/report');
    fireEvent.click(link);
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
