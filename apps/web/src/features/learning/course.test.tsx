import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  heading,
  makeActivitySummary,
  makeCourse,
  openLearning,
  setViewport,
} from './test/fixtures.ts';

const COURSE = '/api/v1/learning/courses/1';
const ENROLMENT = '/api/v1/learning/courses/1/enrolment';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('course page', () => {
  it('shows the course, its activities under their menus with ticks, and continues where the learner stopped', async () => {
    setViewport(false);
    await openLearning('/online-courses/1', { routes: { [`GET ${COURSE}`]: () => json(makeCourse()) } });
    await heading('Educação financeira');
    expect(screen.getByText('Um curso para organizar as finanças.')).toBeTruthy();
    expect(screen.getByText(/2 h 30 min/)).toBeTruthy();
    expect(screen.getByText('Pontos: 50')).toBeTruthy();
    expect(screen.getByText('Em andamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      '/courses/1/activities/2',
    );

    const activities = screen.getByRole('region', { name: 'Atividades' });
    expect(within(activities).getByRole('heading', { name: 'Módulo 1' })).toBeTruthy();
    expect(within(activities).getByRole('heading', { name: 'Módulo 2' })).toBeTruthy();
    const items = within(activities).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second] = items;
    if (!first || !second) return;
    expect(within(first).getByText(/Concluída/)).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Orçamento' }).getAttribute('href')).toBe(
      '/courses/1/activities/2',
    );
    expect(within(second).getByText(/Não concluída/)).toBeTruthy();
  });

  it('shows the pending prerequisite, the lock and the locked activities', async () => {
    setViewport(false);
    const course = makeCourse({
      status: 'not_started',
      percent: 0,
      lock: 'prerequisite_pending',
      blocked_menu: true,
      prerequisite: { id: 9, title: 'Fundamentos', done: false },
      activities: [makeActivitySummary({ opens: false })],
      resume_order: 1,
    });
    await openLearning('/online-courses/1', { routes: { [`GET ${COURSE}`]: () => json(course) } });
    await heading('Educação financeira');
    expect(screen.getByRole('link', { name: 'Fundamentos' }).getAttribute('href')).toBe('/online-courses/9');
    expect(screen.getByText(/pendente/)).toBeTruthy();
    expect(screen.getByText('Conclua o curso pré-requisito antes de começar este.')).toBeTruthy();
    expect(
      screen.getByText('As atividades abrem em ordem: conclua cada uma para liberar a próxima.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Boas-vindas' })).toBeNull();
    expect(screen.getByText(/Bloqueada/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Começar|Continuar/ })).toBeNull();
  });

  it('enrols, and the content opens', async () => {
    setViewport(false);
    const locked = makeCourse({
      status: 'not_started',
      percent: 0,
      enrolment: 'not_enrolled',
      can_enrol: true,
      can_unenrol: false,
      lock: 'enrolment_required',
      resume_order: 1,
      activities: [makeActivitySummary({ opens: false })],
    });
    const app = await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () => json(locked),
        [`POST ${ENROLMENT}`]: () =>
          json(
            makeCourse({
              ...locked,
              status: 'enrolled',
              enrolment: 'enrolled',
              can_enrol: false,
              can_unenrol: true,
              lock: null,
              activities: [makeActivitySummary()],
            }),
          ),
      },
    });
    await heading('Educação financeira');
    expect(screen.getByText('Inscreva-se no curso para acessar o conteúdo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(await screen.findByText('Inscrição feita.')).toBeTruthy();
    expect(app.server.to('POST', ENROLMENT)).toHaveLength(1);
    expect(screen.queryByText('Inscreva-se no curso para acessar o conteúdo.')).toBeNull();
    expect(screen.getByText('Inscrito')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar' }).getAttribute('href')).toBe(
      '/courses/1/activities/1',
    );
    expect(screen.getByRole('link', { name: 'Boas-vindas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toBeTruthy();
  });

  it('asks before unenrolling, and cancelling sends nothing', async () => {
    setViewport(false);
    const app = await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () => json(makeCourse()),
        [`DELETE ${ENROLMENT}`]: () =>
          json(
            makeCourse({
              enrolment: 'unenrolled',
              can_enrol: true,
              can_unenrol: false,
              lock: 'enrolment_required',
            }),
          ),
      },
    });
    await heading('Educação financeira');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar inscrição?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.server.to('DELETE', ENROLMENT)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
    const again = await screen.findByRole('dialog', { name: 'Cancelar inscrição?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancelar inscrição' }));
    expect(await screen.findByText('Inscrição cancelada.')).toBeTruthy();
    expect(app.server.to('DELETE', ENROLMENT)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeTruthy();
  });

  it('shows the server’s refusal of an enrolment', async () => {
    setViewport(false);
    await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () =>
          json(
            makeCourse({
              enrolment: 'not_enrolled',
              can_enrol: true,
              can_unenrol: false,
              lock: 'enrolment_required',
            }),
          ),
        [`POST ${ENROLMENT}`]: () =>
          apiError(409, 'learning.enrolment_closed', 'A inscrição neste curso é feita pelo administrador.'),
      },
    });
    await heading('Educação financeira');
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A inscrição neste curso é feita pelo administrador.',
    );
  });

  it('answers not found for a course the learner may not see', async () => {
    setViewport(true);
    await openLearning('/online-courses/77', {
      routes: {
        'GET /api/v1/learning/courses/77': () => apiError(404, 'common.not_found', 'Não encontrado.'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para os cursos' }).getAttribute('href')).toBe(
      '/online-courses',
    );
  });
});
