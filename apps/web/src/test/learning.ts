import type {
  CataloguePage,
  CourseCard,
  CourseDetail,
  LearningFilters,
  ProgressSaved,
  Session,
} from '@elevar/contract';
import { screen } from '@testing-library/react';
import { fakeFetch, type Handler, json, makeSession } from './fakeServer.ts';
import { makeActivitySummary, type OpenOptions, tokens } from './player.ts';
import { makeProfile } from './profile.ts';
import { FIRST_LOAD } from './signedInApp.ts';
import { createTestApp, renderApp } from './testApp.tsx';

export {
  makeActivity,
  makeActivitySummary,
  type OpenOptions,
  openPlayer,
  tokens,
} from './player.ts';
export { FIRST_LOAD } from './signedInApp.ts';
export { setViewport } from './viewport.ts';

export const CATALOGUE = '/api/v1/learning/courses';
export const FILTERS = '/api/v1/learning/filters';

export function makeCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    id: 1,
    kind: 'online_course',
    title: 'Educação financeira',
    summary: 'Orçamento, reservas e investimentos para o dia a dia.',
    cover_url: null,
    workload_minutes: 150,
    points: 50,
    enrolment_rule: 'self',
    is_online: true,
    status: 'in_progress',
    percent: 40,
    favourite: false,
    tags: [],
    categories: [],
    published_at: '2026-11-01T12:00:00Z',
    ...overrides,
  };
}

export function page(results: CourseCard[], next_cursor: string | null = null): CataloguePage {
  return { results, next_cursor };
}

export const LISTS: LearningFilters = {
  areas: [{ id: 31, name: 'Sudeste' }],
  groups: [{ id: 21, name: 'Gerentes' }],
  tags: [
    { id: 7, name: 'Finanças' },
    { id: 8, name: 'Vendas' },
  ],
  categories: [{ id: 3, name: 'Gestão' }],
};

export function makeCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...makeCard(),
    description: 'Um curso para organizar as finanças.',
    enrolment: 'enrolled',
    can_enrol: false,
    can_unenrol: true,
    lock: null,
    blocked_menu: false,
    prerequisite: null,
    activities: [
      makeActivitySummary({ completed: true }),
      makeActivitySummary({ id: 102, hierarchy_order: 2, title: 'Orçamento', kind: 'youtube' }),
      makeActivitySummary({
        id: 103,
        hierarchy_order: 3,
        title: 'Investimentos',
        menu: 'Módulo 2',
        kind: 'pdf',
      }),
    ],
    resume_order: 2,
    finished_at: null,
    ...overrides,
  };
}

export function makeSaved(overrides: Partial<ProgressSaved['course']> = {}, completed = true): ProgressSaved {
  return {
    activity: { position: 118, pages_seen: 0, completed, seq: 1 },
    course: {
      status: 'in_progress',
      percent: 67,
      completed_activities: 2,
      total_activities: 3,
      points_awarded: null,
      ...overrides,
    },
  };
}

function learnerServer(session: Session, routes: Record<string, Handler>) {
  return fakeFetch({
    'GET /api/v1/session': () => json(session),
    'GET /api/v1/profile': () => json(makeProfile()),
    [`GET ${FILTERS}`]: () => json(LISTS),
    ...routes,
  });
}

/** The real app, signed in as a learner, at `path`, over a fake server. */
export async function openLearning(path: string, { session = makeSession(), routes = {} }: OpenOptions = {}) {
  const server = learnerServer(session, routes);
  const app = await createTestApp({
    path,
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  return app;
}

/** The query string of the last request to `path`. */
export function lastQuery(app: { server: ReturnType<typeof fakeFetch> }, path: string): URLSearchParams {
  const requests = app.server.to('GET', path);
  return new URL(requests.at(-1)?.url ?? 'http://app.test/').searchParams;
}

export async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, FIRST_LOAD);
}
