import { describe, expect, it } from 'vitest';
import { fakeFetch, makeSession } from '../test/fakeServer.ts';
import { createTestApp } from '../test/testApp.tsx';

const signedIn = {
  common: {
    tokens: { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const },
    session: makeSession(),
    language: 'pt-BR' as const,
    redirect: null,
  },
};

describe('old paths of SPEC §2', () => {
  it.each([
    ['/courses', '/online-courses'],
    ['/courses/42', '/online-courses/42'],
    ['/webcasts', '/webinars'],
    ['/webcasts/7', '/webinars/7'],
    ['/trails/3/webcasts/9', '/trails/3/webinars/9'],
    ['/presential', '/presential-courses'],
    ['/presential/5', '/presential-courses/5'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = await createTestApp({ path: from, state: signedIn, server: fakeFetch() });
    expect(router.state.location.pathname).toBe(to);
  });

  it('keeps the query string', async () => {
    const { router } = await createTestApp({
      path: '/courses/42?tab=reviews',
      state: signedIn,
      server: fakeFetch(),
    });
    expect(router.state.location).toMatchObject({ pathname: '/online-courses/42', search: '?tab=reviews' });
  });

  it('does not swallow the activity player, which still lives under courses/', async () => {
    const { router } = await createTestApp({
      path: '/courses/42/activities/3',
      state: signedIn,
      server: fakeFetch(),
    });
    expect(router.state.location.pathname).toBe('/courses/42/activities/3');
    expect(router.state.matches.map((m) => m.route.id)).toContain('player');
  });
});
