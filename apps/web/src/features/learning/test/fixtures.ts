import type {
  ActivitySummary,
  ActivityView,
  CataloguePage,
  CourseCard,
  CourseDetail,
  LearningFilters,
  ProgressSaved,
  Session,
} from '@elevar/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createServices } from '../../../app/createServices.ts';
import { PlayerLayout } from '../../../app/layouts/PlayerLayout.tsx';
import { RootLayout } from '../../../app/layouts/RootLayout.tsx';
import { createI18n } from '../../../i18n/index.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { createAppStore } from '../../../storage/appStore.ts';
import { memoryCookies } from '../../../storage/cookies.ts';
import { emptyState } from '../../../storage/slots.ts';
import { fakeFetch, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { makeProfile } from '../../../test/profile.ts';
import { createTestApp, renderApp, settled } from '../../../test/testApp.tsx';
import { learningNamespace } from '../namespace.ts';
import { learningPlayerRoutes } from '../routes.tsx';

export { setViewport } from '../../../test/viewport.ts';

export const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };

/** The first screen of a test waits for lazy chunks and translations: allow for a busy machine. */
export const FIRST_LOAD = { timeout: 5000 };

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

export function makeActivitySummary(overrides: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    id: 101,
    hierarchy_order: 1,
    kind: 'video',
    title: 'Boas-vindas',
    menu: 'Módulo 1',
    duration_seconds: 120,
    completed: false,
    opens: true,
    ...overrides,
  };
}

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

export function makeActivity(overrides: Partial<ActivityView> = {}): ActivityView {
  return {
    ...makeActivitySummary(),
    course: { id: 1, title: 'Educação financeira', kind: 'online_course' },
    content: { url: '/media/demo/boas-vindas.mp4' },
    progress: null,
    previous_order: null,
    next_order: 2,
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

export interface OpenOptions {
  session?: Session;
  routes?: Record<string, Handler>;
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

/**
 * The player layout with the learning player's routes (issue 12: `learningPlayerRoutes`), or the `screens` given,
 * at `path`, signed in; `/online-courses/:id` is a stub page.
 */
export async function openPlayer(
  path: string,
  { session = makeSession(), routes = {} }: OpenOptions = {},
  screens?: RouteObject[],
) {
  const server = learnerServer(session, routes);
  const store = createAppStore({
    ...emptyState(),
    common: { tokens, session, language: 'pt-BR', redirect: null },
  });
  const i18n = await createI18n('pt-BR');
  const { services, attachRouter } = createServices({
    store,
    i18n,
    fetch: server.fetch,
    baseUrl: 'http://app.test',
    app: { client_id: 'elevar-web', client_secret: 'elevar-web-demo' },
    cookies: memoryCookies(),
    getPageAccessToken: () => null,
  });
  await ensureNamespace(i18n, learningNamespace);
  const routeTable: RouteObject[] = [
    {
      Component: RootLayout,
      children: [
        { Component: PlayerLayout, children: screens ?? learningPlayerRoutes(services) },
        { path: 'online-courses/:id', element: 'course page' },
      ],
    },
  ];
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  attachRouter(router);
  await settled(router);
  renderApp(services, router);
  return { router, services, store, server };
}

/** The query string of the last request to `path`. */
export function lastQuery(app: { server: ReturnType<typeof fakeFetch> }, path: string): URLSearchParams {
  const requests = app.server.to('GET', path);
  return new URL(requests.at(-1)?.url ?? 'http://app.test/').searchParams;
}

export async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, FIRST_LOAD);
}
