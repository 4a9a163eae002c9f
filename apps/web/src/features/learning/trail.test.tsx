import type { TrailDetail } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import { FIRST_LOAD, heading, makeCard, makeCourse, openLearning, setViewport } from './test/fixtures.ts';

const TRAIL = '/api/v1/learning/trails/5';

function makeTrail(overrides: Partial<TrailDetail> = {}): TrailDetail {
  const {
    activities: _a,
    resume_order: _r,
    ...course
  } = makeCourse({
    id: 5,
    kind: 'trail',
    title: 'Trilha do atendimento',
    status: 'in_progress',
    percent: 50,
  });
  return {
    ...course,
    items: [
      {
        position: 1,
        type: 'course',
        course: makeCard({ id: 11, title: 'Vendas consultivas', status: 'finished' }),
        opens: true,
      },
      {
        position: 2,
        type: 'course',
        course: makeCard({ id: 12, title: 'Primeiros passos', status: 'not_started' }),
        opens: true,
      },
      {
        position: 3,
        type: 'course',
        course: makeCard({ id: 13, title: 'Fechamento', status: 'not_started' }),
        opens: false,
      },
      { position: 4, type: 'live_class', course: null, opens: false },
    ],
    completed_items: 1,
    resume_course_id: 12,
    blocked_menu: true,
    ...overrides,
  };
}

describe('trail page', () => {
  it('lists the courses in order with their state, and continues with the first not done', async () => {
    setViewport(false);
    await openLearning('/trails/5', { routes: { [`GET ${TRAIL}`]: () => json(makeTrail()) } });
    await heading('Trilha do atendimento');
    expect(screen.getByText('1 de 4 cursos concluídos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar a trilha' }).getAttribute('href')).toBe(
      '/trails/5/course/12',
    );
    const items = within(screen.getByRole('region', { name: 'Cursos da trilha' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [first, , third, fourth] = items;
    if (!first || !third || !fourth) return;
    expect(within(first).getByRole('link', { name: 'Vendas consultivas' }).getAttribute('href')).toBe(
      '/trails/5/course/11',
    );
    expect(within(third).queryByRole('link')).toBeNull();
    expect(within(third).getByText(/Bloqueada/)).toBeTruthy();
    expect(within(fourth).getByText(/Aula ao vivo/)).toBeTruthy();
    expect(
      screen.getByText('Os cursos abrem em ordem: conclua cada um para liberar o próximo.'),
    ).toBeTruthy();
  });

  it('enrols in a self trail and opens its courses', async () => {
    setViewport(true);
    const locked = makeTrail({
      enrolment: 'not_enrolled',
      can_enrol: true,
      can_unenrol: false,
      lock: 'enrolment_required',
      items: makeTrail().items.map((item) => ({ ...item, opens: false })),
    });
    let enrolled = false;
    await openLearning('/trails/5', {
      routes: {
        [`GET ${TRAIL}`]: () => json(enrolled ? makeTrail() : locked),
        [`POST ${TRAIL}/enrolment`]: () => {
          enrolled = true;
          return json(makeTrail());
        },
      },
    });
    await heading('Trilha do atendimento');
    expect(screen.getByText('Inscreva-se na trilha para abrir os cursos.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continuar a trilha' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    await waitFor(() => expect(screen.getByText('Você está inscrito na trilha.')).toBeTruthy(), FIRST_LOAD);
    expect(screen.getByRole('link', { name: 'Continuar a trilha' })).toBeTruthy();
  });

  it('opens a course of the trail with the way back to the trail', async () => {
    setViewport(false);
    await openLearning('/trails/5/course/1', {
      routes: { 'GET /api/v1/learning/courses/1': () => json(makeCourse()) },
    });
    await heading('Educação financeira');
    expect(screen.getByRole('link', { name: /Voltar à trilha/ }).getAttribute('href')).toBe('/trails/5');
    // its activities open in the player's trail twin, which leads back here
    expect(screen.getByRole('link', { name: /Começar|Continuar/ }).getAttribute('href')).toMatch(
      /^\/trails\/5\/courses\/1\/activities\/\d+$/,
    );
  });

  it('sends a podcast search link to the podcast list searching for it', async () => {
    setViewport(false);
    const app = await openLearning('/podcasts/search/varejo', {
      routes: { 'GET /api/v1/learning/courses': () => json({ results: [], next_cursor: null }) },
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/podcasts'), FIRST_LOAD);
    expect(app.router.state.location.search).toBe('?search=varejo');
  });
});
