import { describe, expect, it } from 'vitest';
import { fakeFetch, makeSession } from '../test/fakeServer.ts';
import { createTestApp } from '../test/testApp.tsx';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const signedIn = (session = makeSession({ must_change_password: true })) => ({
  common: { tokens, session, language: 'pt-BR' as const, redirect: null },
});

describe('must change password (main area guard)', () => {
  it('sends every main-area visit to the password change screen', async () => {
    for (const path of ['/home', '/news/3', '/courses/1/activities/2']) {
      const { router } = await createTestApp({ path, state: signedIn(), server: fakeFetch() });
      expect(router.state.location.pathname, path).toBe('/profile/password');
    }
  });

  it('lets the user stay on the password change screen, even with a client still to pick', async () => {
    const session = makeSession({
      must_change_password: true,
      id_user_client_selected: null,
      client: null,
      clients: [
        { id: 1, name: 'A', slug: 'a', logo_url: null },
        { id: 2, name: 'B', slug: 'b', logo_url: null },
      ],
    });
    const { router } = await createTestApp({
      path: '/profile/password',
      state: signedIn(session),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/profile/password');
  });

  it('sends the client picker to the password change screen too', async () => {
    const { router } = await createTestApp({
      path: '/select-client',
      state: signedIn(),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/profile/password');
  });

  it('leaves users who need no change where they are going', async () => {
    const { router } = await createTestApp({
      path: '/news/3',
      state: signedIn(makeSession()),
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/news/3');
  });
});
