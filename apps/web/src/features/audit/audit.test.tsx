import type { AuditEvent, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../test/signedInApp.ts';
import { localDayEnd, localDayStart } from '../../ui/days.ts';

const LIST = '/api/v1/admin/audit';
const CSV = '/api/v1/admin/audit.csv';

function session(user: Partial<Session['user']> = {}): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin', ...user } });
}

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 41,
    at: '2026-11-20T13:05:00Z',
    actor: { id: 7, username: 'alice', full_name: 'Alice Admin' },
    client_id: 10,
    action: 'points.rule.updated',
    entity_type: 'point_rule',
    entity_id: 12,
    fields: ['base_points', 'position'],
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, signedIn = session()) {
  setViewport(false);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes });
}

function query(request: Request | undefined): URLSearchParams {
  return new URL(request?.url ?? 'http://invalid').searchParams;
}

describe('the audit trail (staff)', () => {
  it('lists the staff actions with who, what, the item and the fields written', async () => {
    await open('/admin/audit', {
      [`GET ${LIST}`]: () =>
        json(
          page([
            event(),
            event({
              id: 40,
              action: 'identity.account.approved',
              entity_type: 'account',
              entity_id: 99,
              fields: ['status'],
            }),
            // an action this screen does not know (retired later) still lists, by its code
            event({
              id: 39,
              action: 'points.retired.thing',
              entity_type: 'thing',
              entity_id: null,
              fields: [],
            }),
          ]),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Registros encontrados: 3' }, FIRST_LOAD);
    const rule = within(table).getByRole('row', { name: /Regra de pontos editada/ });
    expect(within(rule).getByText('Alice Admin')).toBeTruthy();
    expect(within(rule).getByText('Regra de pontos nº 12')).toBeTruthy();
    expect(within(rule).getByText('base_points, position')).toBeTruthy();
    expect(within(rule).getByText('20/11/2026')).toBeTruthy();
    const account = within(table).getByRole('row', { name: /Conta aprovada/ });
    expect(within(account).getByText('Conta nº 99')).toBeTruthy();
    const retired = within(table).getByRole('row', { name: /points\.retired\.thing/ });
    expect(within(retired).getByText('thing')).toBeTruthy();
  });

  it('filters by action, item type, person and days, kept in the URL and sent to the server', async () => {
    const app = await open('/admin/audit', { [`GET ${LIST}`]: () => json(page([event()])) });
    await screen.findByRole('table', {}, FIRST_LOAD);

    // each change waits for the screen to show it, as a person would before the next one
    const shows = (role: 'combobox' | 'textbox', name: string, value: string) =>
      waitFor(() => expect((screen.getByRole(role, { name }) as HTMLInputElement).value).toBe(value));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ação' }), {
      target: { value: 'points.badge.created' },
    });
    await waitFor(() => expect(app.router.state.location.search).toBe('?action=points.badge.created'));
    await shows('combobox', 'Ação', 'points.badge.created');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de item' }), { target: { value: 'badge' } });
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?action=points.badge.created&entity=badge'),
    );
    await shows('combobox', 'Tipo de item', 'badge');
    fireEvent.click(screen.getByRole('button', { name: 'Só as ações de Alice Admin' }));
    await shows('textbox', 'Id do usuário', '7');
    expect(new URLSearchParams(app.router.state.location.search).get('actor')).toBe('7');
    fireEvent.change(screen.getByRole('textbox', { name: 'De' }), { target: { value: '01/11/2026' } });
    await shows('textbox', 'De', '01/11/2026');
    await waitFor(() =>
      expect(query(app.server.to('GET', LIST).at(-1)).get('from')).toBe(localDayStart('2026-11-01')),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Até' }), { target: { value: '20/11/2026' } });
    await waitFor(() => {
      const last = query(app.server.to('GET', LIST).at(-1));
      expect(Object.fromEntries(last)).toEqual({
        action: 'points.badge.created',
        entity_type: 'badge',
        actor_id: '7',
        from: localDayStart('2026-11-01'),
        to: localDayEnd('2026-11-20'),
        page: '1',
        page_size: '20',
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await shows('textbox', 'Id do usuário', '');
  });

  it('does not send a range whose end is before its start, and says why', async () => {
    const app = await open('/admin/audit?from=2026-11-20&to=2026-11-01', {
      [`GET ${LIST}`]: () => json(page([event()])),
    });
    expect(await screen.findByText('A data final é anterior à inicial', {}, FIRST_LOAD)).toBeTruthy();
    expect(app.server.to('GET', LIST)).toEqual([]);
  });

  it('downloads the CSV of the filters on screen through the authenticated client', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = await open('/admin/audit?action=points.rule.updated&page=2', {
      [`GET ${LIST}`]: () => json(page([event()], 30, 2)),
      [`GET ${CSV}`]: () =>
        new Response('\uFEFFEvento,Data\r\n41,2026-11-20T13:05:00.000Z\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-2026-11-21.csv"',
          },
        }),
    });
    await screen.findByRole('table', {}, FIRST_LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Download concluído: audit-2026-11-21.csv')).toBeTruthy();
    const [request] = app.server.to('GET', CSV);
    expect(request?.headers.get('Authorization')).toBe('Bearer acc');
    expect(Object.fromEntries(query(request))).toEqual({ action: 'points.rule.updated' });
    const blob = created.mock.calls[0]?.[0];
    expect(blob instanceof Blob && (await blob.text())).toContain('41,2026-11-20T13:05:00.000Z');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-2026-11-21.csv');
  });

  it("shows the server's error when the export fails", async () => {
    await open('/admin/audit', {
      [`GET ${LIST}`]: () => json(page([event()])),
      [`GET ${CSV}`]: () => apiError(503, 'common.unavailable', 'Serviço indisponível. Tente mais tarde.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }, FIRST_LOAD));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível exportar a auditoria');
    expect(alert.textContent).toContain('Serviço indisponível. Tente mais tarde.');
  });

  it('answers anyone else who opens the screen with the forbidden message', async () => {
    await open(
      '/admin/audit',
      {
        [`GET ${LIST}`]: () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session({ role: 'learner' }),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' }, FIRST_LOAD)).toBeTruthy();
  });
});

describe('the menu entry', () => {
  async function menuLinks(signedIn: Session) {
    await open('/home', {}, signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  }

  it('is there for programme administrators', async () => {
    expect(await menuLinks(session())).toContain('Auditoria');
  });

  it('is there for a superuser of any role', async () => {
    expect(await menuLinks(session({ role: 'learner', is_superuser: true }))).toContain('Auditoria');
  });

  it.each(['learner', 'support', 'auditor'] as const)('is not there for %s', async (role) => {
    expect(await menuLinks(session({ role }))).not.toContain('Auditoria');
  });
});
