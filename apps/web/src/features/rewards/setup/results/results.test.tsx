import type { ResultOptions, RewardResult, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../../test/signedInApp.ts';

function session(role: Session['user']['role'] = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

async function open(path: string, routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes });
}

const options: ResultOptions = {
  today: '2026-11-21',
  campaigns: [
    {
      id: 4,
      name: 'Q4 2026',
      begin_date: '2026-10-01',
      end_date: '2026-12-15',
      rules: [
        {
          code: 'mystery_shopper.visit',
          kind: 'mystery_shopper',
          description: 'Cliente oculto',
          base_points: 150,
        },
        { code: 'event.checkin', kind: 'event', description: 'Check-in em evento', base_points: 40 },
      ],
    },
  ],
};

const result: RewardResult = {
  id: 7,
  campaign: { id: 4, name: 'Q4 2026' },
  user: { id: 30, name: 'Mateo García', username: 'mateo.mx' },
  kind: 'mystery_shopper',
  date: '2026-11-12',
  rule: { code: 'mystery_shopper.visit', description: 'Cliente oculto' },
  description: 'Visita de cliente oculto: nota 9/10',
  points: 150,
  entry_id: 99,
  origin: 'import',
  created_by: { id: 1, name: 'Admin Chip' },
  created_at: '2026-11-20T15:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = (request: Request | undefined) => new URL(request?.url ?? 'http://invalid').searchParams;

describe('mystery shopper and events (programme administrators)', () => {
  it('lists the posted results and filters them by kind in the URL', async () => {
    const app = await open('/admin/rewards-results', {
      'GET /api/v1/admin/rewards/results': () => json(page([result])),
      'GET /api/v1/admin/rewards/results/options': () => json(options),
    });
    const table = await screen.findByRole('table', { name: '1 resultados' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Mateo García/ });
    expect(within(row).getByText('12/11/2026')).toBeTruthy();
    expect(within(row).getByText('Cliente oculto')).toBeTruthy();
    expect(within(row).getByText('Visita de cliente oculto: nota 9/10')).toBeTruthy();
    expect(within(row).getByText(/Importado por Admin Chip/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'event' } });
    await waitFor(() => expect(app.router.state.location.search).toBe('?kind=event'));
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/admin/rewards/results').at(-1)).get('kind')).toBe('event'),
    );
  });

  it('posts one result, showing the server’s refusal beside its field, then lists it', async () => {
    let refused = false;
    const app = await open('/admin/rewards-results/new', {
      'GET /api/v1/admin/rewards/results/options': () => json(options),
      'GET /api/v1/admin/rewards/results': () => json(page([result])),
      'POST /api/v1/admin/rewards/results': () => {
        if (!refused) {
          refused = true;
          return json(
            {
              error: {
                code: 'rewards.result_not_registered',
                message: 'O participante não está inscrito nesta campanha.',
                details: [
                  { field: 'participant', message: 'O participante não está inscrito nesta campanha.' },
                ],
              },
            },
            422,
          );
        }
        return json({ ...result, origin: 'form' }, 201);
      },
    });
    const submit = await screen.findByRole('button', { name: 'Lançar pontos' }, FIRST_LOAD);
    fireEvent.click(submit);
    expect(await screen.findAllByText('Obrigatório.')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: /Participante/ }), {
      target: { value: 'mateo.mx' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Data da visita/ }), {
      target: { value: '12/11/2026' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Descrição/ }), {
      target: { value: 'Visita de cliente oculto: nota 9/10' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('O participante não está inscrito nesta campanha.')).toBeTruthy();
    fireEvent.click(submit);
    expect(
      await screen.findByText('Resultado lançado: 150 pontos para Mateo García.', {}, FIRST_LOAD),
    ).toBeTruthy();
    const sent = app.server.to('POST', '/api/v1/admin/rewards/results');
    expect(await sent.at(-1)?.json()).toEqual({
      campaign_id: 4,
      participant: 'mateo.mx',
      kind: 'mystery_shopper',
      date: '2026-11-12',
      rule_code: 'mystery_shopper.visit',
      description: 'Visita de cliente oculto: nota 9/10',
    });
  });

  it('previews a results CSV with each row’s action or errors before posting', async () => {
    const app = await open('/admin/rewards-results/import', {
      'GET /api/v1/admin/rewards/results/options': () => json(options),
      'POST /api/v1/admin/rewards/results/import': () =>
        json({
          rows: [
            {
              line: 2,
              participant: 'mateo.mx',
              kind: 'event',
              date: '2026-11-14',
              points: 40,
              action: 'skip',
              errors: [],
            },
            {
              line: 3,
              participant: 'ninguem',
              kind: 'event',
              date: '2026-11-31',
              points: 40,
              action: null,
              errors: [
                { column: 'participant', code: 'unknown_participant' },
                { column: 'date', code: 'bad_date' },
              ],
            },
          ],
          valid: 1,
          invalid: 1,
          header_error: null,
          imported: 0,
        }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Conteúdo do CSV' }, FIRST_LOAD), {
      target: { value: 'participant,kind,date,rule,description\nmateo.mx,event,2026-11-14,,x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir' }));
    const rows = await screen.findByRole('table', { name: 'Linhas do arquivo' });
    expect(within(rows).getByText('Já lançada: será pulada')).toBeTruthy();
    expect(within(rows).getByText('participant: participante não encontrado')).toBeTruthy();
    expect(within(rows).getByText('date: data inválida (use aaaa-mm-dd)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Lançar 1 linhas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await app.server.to('POST', '/api/v1/admin/rewards/results/import')[0]?.json()).toMatchObject({
      campaign_id: 4,
      confirm: false,
    });
  });

  it('shows an auditor the forbidden message', async () => {
    await open(
      '/admin/rewards-results',
      {
        'GET /api/v1/admin/rewards/results': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
        'GET /api/v1/admin/rewards/results/options': () =>
          apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
      },
      session('auditor'),
    );
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});
