import { MODULES } from '@elevar/domain';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { known, type Parts, partsFor, type Route, sweep, toRequest } from './hostile-requests.ts';

/**
 * Every route the server registers (heard through its onRoute hook, so a new module is covered without editing this
 * file) is driven with generated hostile input, anonymous and signed in: control characters, lone surrogates, huge
 * and negative numbers, impossible dates, very long strings, wrong types, deep nesting and malformed bodies.
 * Nothing may answer 5xx, and a refused request (4xx) may not have stored anything.
 */

const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 12);

/**
 * Routes that may end the session or the account they are called with (a valid-looking current password does
 * change it, and that ends the user's other sessions): each run gets a fresh user of its own.
 */
const SESSION_ENDING = new Set([
  'POST /api/v1/session/logout',
  'POST /api/v1/profile/close',
  'POST /api/v1/profile/password',
]);

/** Bookkeeping a refused request may legitimately write: failure counters, rate events, purges of expired rows. */
const BOOKKEEPING = new Set([
  'login_failures',
  'rate_events',
  'used_login_tokens',
  'sso_login_attempts',
  'access_tokens',
  'refresh_tokens',
  'token_families',
  'kysely_migration',
  'kysely_migration_lock',
]);

let t: TestContext;
const routes: Route[] = [];
let fingerprint: () => Promise<string>;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
          routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
        }
      },
    },
  );
  // every module switched on, so a request that passes validation reaches the module's own code, not its switch
  const client = await buildClient(t.db, { modules: [...MODULES] });
  clientId = client.id;
  known.clientId = clientId;
  known.learnerName = (await buildUser(t.db, { clients: [{ id: clientId }] })).username;
  fingerprint = await databaseFingerprint(t.db, BOOKKEEPING);
});
afterAll(() => t?.close());

type Who = 'anonymous' | 'learner' | 'staff';

/** A new signed-in user: a learner, or a superuser running the programme (past most permission checks). */
async function freshSession(who: Exclude<Who, 'anonymous'>) {
  const user = await buildUser(t.db, {
    superuser: who === 'staff',
    clients: [{ id: clientId, role: who === 'staff' ? 'program_admin' : 'learner' }],
  });
  return login(t.app, user.username, user.password);
}

/** Limits counted in the database are reset between routes, so every route is reached, not just refused. */
async function resetLimits() {
  await t.db.deleteFrom('login_failures').execute();
  await t.db.deleteFrom('rate_events').execute();
}

describe('hostile input on every route', () => {
  it('found the API, and its fingerprint of the database notices a stored row', async () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /o/token/');
    const before = await fingerprint();
    await buildClient(t.db);
    expect(await fingerprint()).not.toBe(before);
  });

  for (const who of ['anonymous', 'learner', 'staff'] as const) {
    it(`never answers 5xx, and stores nothing when it refuses (${who})`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        await resetLimits();
        // a session of its own per route: whatever one route did to its user cannot hide the next route's code
        const session = who === 'anonymous' ? null : await freshSession(who);
        const endsSession = SESSION_ENDING.has(`${route.method} ${route.url}`);
        let baseline = await fingerprint();
        const examples = sweep(route).map((parts): [Parts] => [parts]);
        const result = await fc.check(
          fc.asyncProperty(partsFor(route), async (parts) => {
            const hostile = toRequest(route, parts);
            const token = who !== 'anonymous' && endsSession ? await freshSession(who) : session;
            if (token && endsSession) baseline = await fingerprint();
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: hostile.url,
              headers: { ...hostile.headers, ...(token ? bearer(token) : {}) },
              ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
            });
            const what = `${route.method} ${hostile.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, what).toBeLessThan(500);
            const after = await fingerprint();
            if (response.statusCode >= 400)
              expect(after, `a refused request stored something: ${what}`).toBe(baseline);
            baseline = after;
          }),
          // the sweep's examples run first and count in numRuns: the random runs come on top of them
          { numRuns: examples.length + RUNS_PER_ROUTE, examples },
        );
        // every route is tried; each failure is reported with its seed, so `fc.assert` with it replays it
        if (result.failed) {
          const cause = result.errorInstance instanceof Error ? result.errorInstance.message : '';
          failures.push(`${route.method} ${route.url}: ${fc.defaultReportMessage(result)}\n${cause}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
});
