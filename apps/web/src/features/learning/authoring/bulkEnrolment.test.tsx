import type { BulkEnrolment } from '@elevar/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../test/fixtures.ts';
import { course, session } from './test/authoring.ts';

const COURSE = '/api/v1/admin/learning/courses/5';
const BULK = `${COURSE}/bulk-enrolments`;
const IMPORT = `${BULK}/import`;
const JOB = '/api/v1/admin/learning/bulk-enrolments/71';

/** A published course of assigned enrolment, without activities. */
const bulkCourse = () =>
  course({
    status: 'published',
    published_points: 40,
    enrolment_rule: 'assigned',
    published_at: '2026-11-21T12:00:00Z',
    activities: [],
  });

function job(overrides: Partial<BulkEnrolment> = {}): BulkEnrolment {
  return {
    id: 71,
    course_id: 5,
    course_kind: 'online_course',
    status: 'queued',
    total: null,
    processed: 0,
    report: { enrolled: 0, already_enrolled: 0, unknown: [] },
    requested_by: 1,
    created_at: '2026-11-22T12:00:00Z',
    finished_at: null,
    ...overrides,
  };
}

async function open(routes: Record<string, Handler>) {
  setViewport(false);
  installFakeSockets();
  const app = await openApp('/admin/courses/5', {
    session: session(),
    routes: { [`GET ${FILTERS}`]: () => json(LISTS), [`GET ${COURSE}`]: () => json(bulkCourse()), ...routes },
  });
  const panel = await screen.findByRole('region', { name: 'Inscrever alunos' }, FIRST_LOAD);
  return { app, panel };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bulk enrolment on the course editor', () => {
  it('enrols usernames and a group, follows the job’s progress, then lists the unknown usernames', async () => {
    const answers = [
      job({ status: 'running', total: 4, processed: 2 }),
      job({
        status: 'done',
        total: 4,
        processed: 4,
        report: { enrolled: 2, already_enrolled: 1, unknown: ['Fantasma'] },
        finished_at: '2026-11-22T12:00:03Z',
      }),
    ];
    let reads = 0;
    const { app, panel } = await open({
      [`POST ${BULK}`]: () => json(job(), 202),
      [`GET ${JOB}`]: () => json(answers[Math.min(reads++, answers.length - 1)]),
    });
    expect(within(panel).getByRole('link', { name: 'Ver relatório de progresso' }).getAttribute('href')).toBe(
      '/admin/courses/5/report',
    );
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Nomes de usuário' }), {
      target: { value: 'ana\nbruno, carla\n\n Fantasma ' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Gerentes' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Inscrever' }));

    expect(await within(panel).findByText('Aguardando o início da inscrição…')).toBeTruthy();
    expect(await app.server.to('POST', BULK)[0]?.json()).toEqual({
      usernames: ['ana', 'bruno', 'carla', 'Fantasma'],
      group_ids: [21],
    });
    expect(
      (within(panel).getByRole('textbox', { name: 'Nomes de usuário' }) as HTMLTextAreaElement).value,
    ).toBe('');

    expect(await within(panel).findByText('Processados 2 de 4 (50%)', {}, { timeout: 3000 })).toBeTruthy();
    const bar = within(panel).getByRole('progressbar', { name: 'Progresso da inscrição' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(panel).getByText('50% processado')).toBeTruthy();

    const result = await within(panel).findByText('Inscrição concluída', {}, { timeout: 3000 });
    expect(result).toBeTruthy();
    expect(within(panel).getByText('Inscritos: 2')).toBeTruthy();
    expect(within(panel).getByText('Já inscritos: 1')).toBeTruthy();
    expect(within(panel).getByText('Nomes de usuário desconhecidos: 1')).toBeTruthy();
    expect(
      (within(panel).getByRole('textbox', { name: 'Nomes de usuário desconhecidos' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Fantasma');
    expect(
      within(panel).getByText('Inscrição concluída: 2 inscritos, 1 já inscritos, 1 desconhecidos.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('progressbar')).toBeNull();

    // polling stops once the job is over
    const seen = app.server.to('GET', JOB).length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(app.server.to('GET', JOB)).toHaveLength(seen);
  }, 15000);

  it('asks for usernames or groups before sending anything', async () => {
    const { app, panel } = await open({});
    fireEvent.click(within(panel).getByRole('button', { name: 'Inscrever' }));
    expect(await within(panel).findByText('Informe nomes de usuário ou marque grupos.')).toBeTruthy();
    expect(app.server.to('POST', BULK)).toHaveLength(0);
  });

  it('sends a CSV file as multipart to the import endpoint', async () => {
    const { app, panel } = await open({
      [`POST ${IMPORT}`]: () => json(job(), 202),
      [`GET ${JOB}`]: () =>
        json(
          job({
            status: 'done',
            total: 2,
            processed: 2,
            report: { enrolled: 2, already_enrolled: 0, unknown: [] },
          }),
        ),
    });
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['username\nana\nbruno\n'], 'alunos.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await within(panel).findByText('Inscritos: 2', {}, { timeout: 3000 })).toBeTruthy();
    const [request] = app.server.to('POST', IMPORT);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const sent = (await request?.formData())?.get('file') as File;
    expect(sent.name).toBe('alunos.csv');
    expect(await sent.text()).toBe('username\nana\nbruno\n');
    expect(app.server.to('POST', BULK)).toHaveLength(0);
    expect(within(panel).queryByRole('textbox', { name: 'Nomes de usuário desconhecidos' })).toBeNull();
  }, 10000);

  it('shows the server’s message when the request is refused, and when the job fails', async () => {
    let refuse = true;
    const { panel } = await open({
      [`POST ${BULK}`]: () =>
        refuse
          ? apiError(400, 'common.validation', 'Grupos de outro cliente não podem ser usados.')
          : json(job(), 202),
      [`GET ${JOB}`]: () =>
        json(
          job({
            status: 'failed',
            total: 3000,
            processed: 1000,
            report: { enrolled: 1000, already_enrolled: 0, unknown: [] },
          }),
        ),
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Nomes de usuário' }), {
      target: { value: 'ana' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Inscrever' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('A inscrição não foi iniciada');
    expect(alert.textContent).toContain('Grupos de outro cliente não podem ser usados.');

    refuse = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Inscrever' }));
    expect(
      await within(panel).findByText(
        'Ela parou depois de processar 1000 de 3000. As inscrições já feitas foram mantidas.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText('A inscrição não foi iniciada')).toBeNull());
    expect(within(panel).getByText('Inscritos: 1000')).toBeTruthy();
  }, 10000);
});
