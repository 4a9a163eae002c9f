import type { AuthoringActivity, AuthoringCourse, AuthoringCourseSummary, Session } from '@elevar/contract';
import { afterEach, vi } from 'vitest';
import { type Handler, json, makeSession } from '../../../../test/fakeServer.ts';
import { installFakeSockets, openApp, page, setViewport } from '../../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../../test/fixtures.ts';

// The authoring screens' tests share these: a staff session, the server's course summaries, activities and courses,
// and the app opened on a path over the common routes (filters, the course list) and the test's own.

export const COURSES = '/api/v1/admin/learning/courses';

export function session(role: 'program_admin' | 'instructor' = 'program_admin'): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role } });
}

export function summary(overrides: Partial<AuthoringCourseSummary> = {}): AuthoringCourseSummary {
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

export function activity(overrides: Partial<AuthoringActivity> = {}): AuthoringActivity {
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

export function course(overrides: Partial<AuthoringCourse> = {}): AuthoringCourse {
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
    grants_certificate: false,
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

export const COMMON: Record<string, Handler> = {
  [`GET ${FILTERS}`]: () => json(LISTS),
  [`GET ${COURSES}`]: () => json(page([summary()])),
};

export async function open(
  path: string,
  routes: Record<string, Handler>,
  signedIn = session(),
  mobile = false,
) {
  setViewport(mobile);
  installFakeSockets();
  return openApp(path, { session: signedIn, routes: { ...COMMON, ...routes } });
}

/** Every authoring test file restores the globals and mocks a test replaced. */
export function restoreAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
