import type { CataloguePage } from '@elevar/contract';
import { afterAll, beforeAll } from 'vitest';
import { buildClient } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { signedIn } from './registration.ts';

export type Learner = Awaited<ReturnType<typeof signedIn>>;

/** A learning test file's world: the server, a client running every learning module, and another client. */
export interface LearningWorld {
  t: TestContext;
  client: { id: number };
  other: { id: number };
}

/**
 * The setup the learner-side learning tests share (catalogue, enrolment, progress, trails, authors' changes):
 * registers the file's `beforeAll` building the world and the `afterAll` closing it. `world()` answers it once
 * built; `learnerOf` signs a new learner of a client in; `get` and `send` call the API as one.
 */
export function learningSuite() {
  let built: LearningWorld | undefined;
  beforeAll(async () => {
    const t = await createTestContext();
    const client = await buildClient(t.db, { modules: ['online_courses', 'podcasts', 'trails', 'profile'] });
    const other = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    built = { t, client, other };
  });
  afterAll(() => built?.t.close());

  const world = (): LearningWorld => {
    if (!built) throw new Error('the learning world is built in beforeAll');
    return built;
  };

  const learnerOf = (clientId: number) =>
    signedIn(world().t.app, world().t.db, { clients: [{ id: clientId, role: 'learner' }] });

  async function get<T>(who: Learner, url: string, language = 'en-US') {
    const response = await world().t.app.inject({
      method: 'GET',
      url,
      headers: { ...who.headers, 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() as T };
  }

  async function send<T>(who: Learner, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const response = await world().t.app.inject({
      method,
      url,
      headers: { ...who.headers, 'accept-language': 'en-US' },
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() as T };
  }

  return { world, learnerOf, get, send };
}

export const titles = (page: CataloguePage) => page.results.map((c) => c.title);
