import type { ActivitySummary, ActivityView, Session } from '@elevar/contract';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createServices } from '../app/createServices.ts';
import { PlayerLayout } from '../app/layouts/PlayerLayout.tsx';
import { RootLayout } from '../app/layouts/RootLayout.tsx';
import { learningNamespace, learningPlayerRoutes } from '../features/learning/index.ts';
import { createI18n } from '../i18n/index.ts';
import { ensureNamespace } from '../i18n/namespaces.ts';
import { createAppStore } from '../storage/appStore.ts';
import { memoryCookies } from '../storage/cookies.ts';
import { emptyState } from '../storage/slots.ts';
import { fakeFetch, type Handler, json, makeSession } from './fakeServer.ts';
import { makeProfile } from './profile.ts';
import { renderApp, settled } from './testApp.tsx';

// The activity player's test builders, shared by learning's player tests and the kinds other features register
// (assessment's tests): an activity as the player reads it, and the player layout opened on a path.

export const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };

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

export interface OpenOptions {
  session?: Session;
  routes?: Record<string, Handler>;
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
  const server = fakeFetch({
    'GET /api/v1/session': () => json(session),
    'GET /api/v1/profile': () => json(makeProfile()),
    ...routes,
  });
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
