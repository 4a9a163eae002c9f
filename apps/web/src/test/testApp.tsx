import { render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createServices } from '../app/createServices.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import type { AppServices } from '../app/services.ts';
import { createI18n } from '../i18n/index.ts';
import { createAppStore } from '../storage/appStore.ts';
import { memoryCookies } from '../storage/cookies.ts';
import { type AppState, emptyState } from '../storage/slots.ts';
import { fakeFetch, json, makeLoginParams } from './fakeServer.ts';

export interface TestAppOptions {
  path: string;
  state?: Partial<AppState>;
  /** The fake server the app talks to (see withLoginParams). */
  server?: ReturnType<typeof fakeFetch>;
}

/** The real route table and services over a fake fetch and in-memory storage, at `path`. */
export async function createTestApp({ path, state, server = fakeFetch() }: TestAppOptions) {
  const store = createAppStore({ ...emptyState(), ...state });
  const i18n = await createI18n(store.getState().common.language ?? undefined);
  const cookies = memoryCookies();
  const { services, attachRouter } = createServices({
    store,
    i18n,
    fetch: server.fetch,
    baseUrl: 'http://app.test',
    app: { client_id: 'elevar-web', client_secret: 'elevar-web-demo' },
    cookies,
    getPageAccessToken: () => null,
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  attachRouter(router);
  await settled(router);
  return { router, services, store, server, cookies };
}

/** Resolves once the router has finished loading (guards, lazy routes) for the current navigation. */
export async function settled(router: DataRouter): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (router.state.initialized && router.state.navigation.state === 'idle') return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`router did not settle (at ${router.state.location.pathname})`);
}

export function withLoginParams(
  server: ReturnType<typeof fakeFetch>,
  settings: Parameters<typeof makeLoginParams>[0] = {},
) {
  server.on('GET /api/v1/login-params', () => json(makeLoginParams(settings)));
  return server;
}

export function renderApp(services: AppServices, router: DataRouter) {
  return render(
    <AppProviders services={services} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
