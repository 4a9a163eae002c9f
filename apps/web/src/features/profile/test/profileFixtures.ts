import type { Profile, Session } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { screen } from '@testing-library/react';
import { fakeFetch, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { makeProfile } from '../../../test/profile.ts';
import { FIRST_LOAD, tokens } from '../../../test/signedInApp.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';

export { makeProfile } from '../../../test/profile.ts';
export { FIRST_LOAD, tokens } from '../../../test/signedInApp.ts';
export { setViewport } from '../../../test/viewport.ts';

export function profileSession(overrides: Partial<Session> = {}): Session {
  return makeSession({
    countries: [{ id: 1, code: 'BR', name: 'Brasil', group: 1 }],
    country: { id: 1, code: 'BR', name: 'Brasil', group: 1 },
    ...overrides,
  });
}

export interface OpenOptions {
  profile?: Profile;
  session?: Session;
  /** More fake endpoints ("METHOD /path"), or replacements for the session and profile ones. */
  routes?: Record<string, Handler>;
  /** The interface language (pt-BR by default). */
  language?: LanguageCode;
}

/** The real app, signed in, at `path`, over a fake server that answers the session and the profile. */
export async function openApp(
  path: string,
  { profile = makeProfile(), session, routes = {}, language = 'pt-BR' }: OpenOptions = {},
) {
  const signedIn = session ?? profileSession();
  const server = fakeFetch({
    'GET /api/v1/session': () => json(signedIn),
    'GET /api/v1/profile': () => json(profile),
    ...routes,
  });
  const app = await createTestApp({
    path,
    state: { common: { tokens, session: signedIn, language, redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  return app;
}

/** An error answer with field details, as the server sends for 400 common.validation. */
export function validationError(details: { field: string; message: string }[]) {
  return json(
    {
      error: {
        code: 'common.validation',
        message: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
        details,
      },
    },
    400,
  );
}

export async function sectionHeading(name: string) {
  return screen.findByRole('heading', { name }, FIRST_LOAD);
}

/** The body of the latest request of `method` to /api/v1/profile. */
export async function latestBody(app: Awaited<ReturnType<typeof openApp>>, method: string) {
  const request = app.server.to(method, '/api/v1/profile').at(-1);
  return request ? JSON.parse(await request.text()) : undefined;
}
