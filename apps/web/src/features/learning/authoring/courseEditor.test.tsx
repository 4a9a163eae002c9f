import type { AuthoringCourse } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD } from '../../../test/signedInApp.ts';
import { COURSES, course, open, restoreAfterEach, session } from './test/authoring.ts';

// The course editor: creating, publishing, the portfolio switch, what an instructor may do.

restoreAfterEach();

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

  it('switches the certificate on, and an instructor may too', async () => {
    let current = course({ can_publish: false });
    const app = await open(
      '/admin/courses/5',
      {
        'GET /api/v1/admin/learning/courses/5': () => json(current),
        'PATCH /api/v1/admin/learning/courses/5': async (request) => {
          current = course({
            ...((await request.json()) as Partial<AuthoringCourse>),
            title: current.title,
            can_publish: false,
          });
          return json(current);
        },
      },
      session('instructor'),
    );
    const toggle = await screen.findByRole('switch', { name: /^Emite certificado/ }, FIRST_LOAD);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByText(
        'Quem concluir o curso (e for aprovado nas avaliações) recebe o certificado nesse momento, com código de verificação, para baixar no perfil.',
      ),
    ).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar curso' }));
    await waitFor(() => expect(app.server.to('PATCH', '/api/v1/admin/learning/courses/5')).toHaveLength(1));
    const sent = await app.server.to('PATCH', '/api/v1/admin/learning/courses/5')[0]?.json();
    expect(sent).toMatchObject({ grants_certificate: true });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /^Emite certificado/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
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
