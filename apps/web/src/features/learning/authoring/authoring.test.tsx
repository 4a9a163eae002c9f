import type { AuthoringActivity, AuthoringCourse, AuthoringCourseSummary, Session } from '@elevar/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../test/fixtures.ts';

const COURSES = '/api/v1/admin/learning/courses';

function session(role: 'program_admin' | 'instructor' = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

function summary(overrides: Partial<AuthoringCourseSummary> = {}): AuthoringCourseSummary {
  return {
    id: 5,
    kind: 'online_course',
    status: 'draft',
    title: 'Atendimento ao cliente',
    cover_url: null,
    points: 40,
    published_points: null,
    activity_count: 2,
    created_by: { id: 3, full_name: 'Igor Instrutor' },
    can_publish: true,
    published_at: null,
    updated_at: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

function activity(overrides: Partial<AuthoringActivity> = {}): AuthoringActivity {
  return {
    id: 101,
    hierarchy_order: 1,
    kind: 'video',
    title: { 'pt-BR': 'Boas-vindas' },
    menu: null,
    content: { url: 'https://media.example/welcome.mp4' },
    duration_seconds: 60,
    learners_with_progress: 0,
    ...overrides,
  };
}

function course(overrides: Partial<AuthoringCourse> = {}): AuthoringCourse {
  return {
    id: 5,
    kind: 'online_course',
    status: 'draft',
    title: { 'pt-BR': 'Atendimento ao cliente' },
    description: { 'pt-BR': 'Primeiros passos.' },
    cover_url: null,
    category_ids: [],
    tag_ids: [],
    group_ids: [],
    area_ids: [],
    workload_minutes: 30,
    points: 40,
    published_points: null,
    prerequisite: null,
    enrolment_rule: 'self',
    languages: null,
    blocked_menu: false,
    is_online: true,
    in_portfolio: false,
    default_language: 'pt-BR',
    created_by: { id: 3, full_name: 'Igor Instrutor' },
    can_publish: true,
    published_at: null,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    activities: [activity()],
    ...overrides,
  };
}

const COMMON: Record<string, Handler> = {
  [`GET ${FILTERS}`]: () => json(LISTS),
  [`GET ${COURSES}`]: () => json(page([summary()])),
};

async function open(path: string, routes: Record<string, Handler>, signedIn = session(), mobile = false) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes: { ...COMMON, ...routes } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('course list', () => {
  it('lists each course with kind, status, update day and activities, filtered by status in the URL', async () => {
    const app = await open('/admin/courses', {
      [`GET ${COURSES}`]: (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return json(
          page(
            status === 'published'
              ? [
                  summary({
                    id: 6,
                    title: 'Vitrines',
                    status: 'published',
                    kind: 'podcast',
                    activity_count: 4,
                  }),
                ]
              : [summary()],
          ),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'Cursos: 1' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Atendimento ao cliente/ });
    expect(within(row).getByText('Curso online')).toBeTruthy();
    expect(within(row).getByText('Rascunho')).toBeTruthy();
    expect(within(row).getByText('20/11/2026')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Editar o curso Atendimento ao cliente' }).getAttribute('href'),
    ).toBe('/admin/courses/5');
    expect(screen.getByRole('link', { name: 'Novo curso' }).getAttribute('href')).toBe('/admin/courses/new');

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'published' } });
    const podcast = await screen.findByRole('row', { name: /Vitrines/ });
    expect(within(podcast).getByText('Podcast')).toBeTruthy();
    expect(within(podcast).getByText('Publicado')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?status=published');
  });

  it('shows the server’s refusal to someone who may not author', async () => {
    await open('/admin/courses', {
      [`GET ${COURSES}`]: () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
    });
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('offers Courses in the menu to instructors, and categories and groups to administrators only', async () => {
    await open('/admin/courses', {}, session('instructor'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    expect(within(menu).getByRole('link', { name: 'Cursos' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Categorias de cursos' })).toBeNull();
  });
});

describe('course editor', () => {
  it('creates a course; a field error of another language opens that tab and focuses the field', async () => {
    let attempts = 0;
    const app = await open('/admin/courses/new', {
      [`POST ${COURSES}`]: () => {
        attempts += 1;
        if (attempts === 1)
          return json(
            {
              error: {
                code: 'common.validation',
                message: 'Dados inválidos.',
                details: [{ field: 'title.en-US', message: 'Campo obrigatório' }],
              },
            },
            400,
          );
        return json(course({ id: 9, default_language: 'en-US', activities: [] }), 201);
      },
      'GET /api/v1/admin/learning/courses/9': () =>
        json(course({ id: 9, default_language: 'en-US', activities: [] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Novo curso' }, FIRST_LOAD);
    fireEvent.change(screen.getByLabelText('Título — Português (Brasil)'), {
      target: { value: 'Atendimento ao cliente' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Podcast' }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar curso' }));

    const english = await screen.findByRole('tab', { name: 'Inglês, com erro' });
    expect(english.getAttribute('aria-selected')).toBe('true');
    const field = screen.getByLabelText('Título — Inglês');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    const sent = await app.server.to('POST', COURSES)[0]?.json();
    expect(sent).toMatchObject({
      kind: 'podcast',
      title: { 'pt-BR': 'Atendimento ao cliente', 'en-US': '' },
      workload_minutes: 0,
      points: 0,
      enrolment_rule: 'self',
      languages: null,
    });

    fireEvent.change(field, { target: { value: 'Customer service' } });
    expect(screen.getByRole('tab', { name: 'Inglês' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar curso' }));
    expect(await screen.findByText('Curso criado. Agora adicione as atividades.')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/courses/9');
  });

  it('publishes after confirmation, saying the points freeze, then links to the learner’s page', async () => {
    let current = course();
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(current),
      'POST /api/v1/admin/learning/courses/5/publish': () => {
        current = course({ status: 'published', published_points: 40, published_at: '2026-11-21T12:00:00Z' });
        return json(current);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Atendimento ao cliente' }, FIRST_LOAD);
    expect(screen.queryByRole('link', { name: 'Ver como aluno' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar curso?' });
    expect(
      within(dialog).getByText(
        'Os alunos passam a ver o curso. A conclusão valerá 40 pontos: o valor fica congelado até a próxima publicação.',
      ),
    ).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/learning/courses/5/publish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Curso publicado.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/learning/courses/5/publish')).toHaveLength(1);
    expect(screen.getByText('Pontos congelados na publicação: 40.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver como aluno' }).getAttribute('href')).toBe(
      '/online-courses/5',
    );
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeTruthy();
  });

  it('lets an administrator show the course in the portfolio', async () => {
    let current = course();
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(current),
      'PATCH /api/v1/admin/learning/courses/5': async (request) => {
        current = course({ ...((await request.json()) as Partial<AuthoringCourse>), title: current.title });
        return json(current);
      },
    });
    const toggle = await screen.findByRole('switch', { name: /^Mostrar no portfólio/ }, FIRST_LOAD);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar curso' }));
    await waitFor(() => expect(app.server.to('PATCH', '/api/v1/admin/learning/courses/5')).toHaveLength(1));
    const sent = await app.server.to('PATCH', '/api/v1/admin/learning/courses/5')[0]?.json();
    expect(sent).toMatchObject({ in_portfolio: true });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: /^Mostrar no portfólio/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  }, 15000);

  it('shows an instructor no portfolio switch', async () => {
    await open(
      '/admin/courses/5',
      { 'GET /api/v1/admin/learning/courses/5': () => json(course({ can_publish: false })) },
      session('instructor'),
    );
    await screen.findByRole('switch', { name: /^Atividades somente em ordem/ }, FIRST_LOAD);
    expect(screen.queryByRole('switch', { name: /^Mostrar no portfólio/ })).toBeNull();
  }, 15000);

  it('tells an instructor that an administrator publishes', async () => {
    await open(
      '/admin/courses/5',
      {
        'GET /api/v1/admin/learning/courses/5': () => json(course({ can_publish: false })),
      },
      session('instructor'),
    );
    expect(
      await screen.findByText(
        'Um administrador do programa publica o curso quando estiver pronto.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });
});

describe('activities', () => {
  it('adds an audio activity by upload: chunks with progress, a failed chunk sent again', async () => {
    const size = 200 * 1024;
    let chunkSize = 0;
    const tries = new Map<number, number>();
    const routes: Record<string, Handler> = {
      'GET /api/v1/admin/learning/courses/5': () => json(course()),
      'POST /api/v1/admin/learning/uploads': async (request) => {
        const body = await request.json();
        chunkSize = body.chunk_size;
        return json(
          {
            id: 77,
            name: body.name,
            kind: body.kind,
            size: body.size,
            chunk_size: body.chunk_size,
            chunk_count: Math.ceil(body.size / body.chunk_size),
            received: [],
            url: null,
          },
          201,
        );
      },
      'POST /api/v1/admin/learning/uploads/77/complete': () =>
        json({
          id: 77,
          name: 'chime.wav',
          kind: 'audio',
          size,
          content_type: 'audio/wav',
          url: `/api/v1/files/${'a'.repeat(43)}?sig=abc`,
        }),
      'POST /api/v1/admin/learning/courses/5/activities': () =>
        json(
          course({
            activities: [
              activity(),
              activity({ id: 102, hierarchy_order: 2, kind: 'audio', title: { 'pt-BR': 'Sino' } }),
            ],
          }),
          201,
        ),
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let index = 0; index < 4; index++)
      routes[`PUT /api/v1/admin/learning/uploads/77/chunks/${index}`] = async () => {
        const seen = (tries.get(index) ?? 0) + 1;
        tries.set(index, seen);
        if (index === 1 && seen === 1) return apiError(503, 'common.unavailable', 'Indisponível.');
        if (index === 2) await gate;
        return json({ id: 77 });
      };
    const app = await open('/admin/courses/5', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
      target: { value: 'audio' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Título — Português/), { target: { value: 'Sino' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(size)], 'chime.wav', { type: 'audio/wav' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });

    // two chunks of 64 KiB stored out of 200 KiB, the second after one retry
    expect(await within(dialog).findByText('Enviando chime.wav: 64%', {}, { timeout: 4000 })).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Envio de chime.wav' });
    expect(bar.getAttribute('aria-valuenow')).toBe('64');
    expect(within(dialog).getByText('50% enviado')).toBeTruthy();
    release();
    expect(await within(dialog).findByText('chime.wav enviado.')).toBeTruthy();
    expect(chunkSize).toBe(64 * 1024);
    expect(tries.get(1)).toBe(2);
    expect([0, 2, 3].map((index) => tries.get(index))).toEqual([1, 1, 1]);
    const sent = app.server.to('PUT', '/api/v1/admin/learning/uploads/77/chunks/3')[0];
    const last = (await sent?.formData())?.get('chunk') as File;
    expect(last.size).toBe(size - 3 * 64 * 1024);
    expect((within(dialog).getByLabelText(/^Endereço do conteúdo/) as HTMLInputElement).value).toBe(
      `/api/v1/files/${'a'.repeat(43)}?sig=abc`,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Atividade Sino adicionada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/learning/courses/5/activities')[0]?.json()).toEqual({
      kind: 'audio',
      title: { 'pt-BR': 'Sino', 'en-US': '', 'es-ES': '', 'fr-FR': '' },
      menu: null,
      duration_seconds: null,
      content: { url: `/api/v1/files/${'a'.repeat(43)}?sig=abc` },
    });
    const list = screen.getByRole('list', { name: 'Atividades em ordem' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  }, 15000);

  it('resumes a failed upload from the chunks the server already holds', async () => {
    const size = 130 * 1024;
    let chunkOneTries = 0;
    const status = (received: number[]) => ({
      id: 78,
      name: 'guia.pdf',
      kind: 'pdf',
      size,
      chunk_size: 64 * 1024,
      chunk_count: 3,
      received,
      url: null,
    });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course()),
      'POST /api/v1/admin/learning/uploads': () => json(status([]), 201),
      'GET /api/v1/admin/learning/uploads/78': () => json(status([0])),
      'PUT /api/v1/admin/learning/uploads/78/chunks/0': () => json(status([0])),
      'PUT /api/v1/admin/learning/uploads/78/chunks/1': () => {
        chunkOneTries += 1;
        return chunkOneTries <= 4
          ? apiError(500, 'common.unexpected', 'Erro no servidor.')
          : json(status([0, 1]));
      },
      'PUT /api/v1/admin/learning/uploads/78/chunks/2': () => json(status([0, 1, 2])),
      'POST /api/v1/admin/learning/uploads/78/complete': () =>
        json({
          id: 78,
          name: 'guia.pdf',
          kind: 'pdf',
          size,
          content_type: 'application/pdf',
          url: `/api/v1/files/${'b'.repeat(43)}?sig=xyz`,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
      target: { value: 'pdf' },
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(size)], 'guia.pdf')] } });
    });
    expect(
      await within(dialog).findByText('O envio de guia.pdf falhou.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enviando guia.pdf: 49%')).toBeTruthy();
    expect(chunkOneTries).toBe(4);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar o envio' }));
    expect(await within(dialog).findByText('guia.pdf enviado.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/learning/uploads')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/admin/learning/uploads/78/chunks/0')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/admin/learning/uploads/78/chunks/2')).toHaveLength(1);
  }, 15000);

  it('moves an activity down with the keyboard-reachable buttons and keeps the focus on it', async () => {
    const a = activity({ id: 1, title: { 'pt-BR': 'Abertura' } });
    const b = activity({ id: 2, hierarchy_order: 2, kind: 'pdf', title: { 'pt-BR': 'Manual' } });
    const c = activity({ id: 3, hierarchy_order: 3, kind: 'youtube', title: { 'pt-BR': 'Entrevista' } });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course({ activities: [a, b, c] })),
      'PUT /api/v1/admin/learning/courses/5/activities/order': () =>
        json(course({ activities: [{ ...b, hierarchy_order: 1 }, { ...a, hierarchy_order: 2 }, c] })),
    });
    const list = await screen.findByRole('list', { name: 'Atividades em ordem' }, FIRST_LOAD);
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('PDF')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('YouTube')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Subir Abertura' }) as HTMLButtonElement).disabled).toBe(true);
    const down = screen.getByRole('button', { name: 'Descer Abertura' });
    down.focus();
    fireEvent.click(down);

    expect(await screen.findByText('Abertura agora é a atividade 2 de 3.')).toBeTruthy();
    expect(
      await app.server.to('PUT', '/api/v1/admin/learning/courses/5/activities/order')[0]?.json(),
    ).toEqual({
      activity_ids: [2, 1, 3],
    });
    const reordered = within(screen.getByRole('list', { name: 'Atividades em ordem' })).getAllByRole(
      'listitem',
    );
    expect(within(reordered[0] as HTMLElement).getByText('Manual')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer Abertura' })),
    );
  });

  it('deletes only after confirmation, and shows why the server refuses one learners started', async () => {
    const started = activity({ learners_with_progress: 3 });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course({ activities: [started] })),
      'DELETE /api/v1/admin/learning/activities/101': () =>
        apiError(
          409,
          'learning.activity_has_progress',
          'Alunos já começaram esta atividade: ela não pode ser excluída. Substitua o conteúdo.',
        ),
    });
    expect(await screen.findByText('Alunos que já começaram: 3', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir a atividade Boas-vindas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividade?' });
    expect(app.server.to('DELETE', '/api/v1/admin/learning/activities/101')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        'Alunos já começaram esta atividade: ela não pode ser excluída. Substitua o conteúdo.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Atividades em ordem' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
