import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';
import { levelsSite } from './level-fixtures.ts';
import { pointsAdminSite } from './points-admin-fixtures.ts';

/**
 * What the audit trail's tests (audit-trail*.test.ts) share: requests with headers, and the events a piece of work
 * stored. Every staff mutation leaves exactly one event, written in its own transaction: the actor, the client
 * acted for, the action, the entity and the names of the fields written; a refused action leaves none.
 */
export function auditProbe(t: TestContext) {
  function send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) {
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  /** The events stored while `work` ran, oldest first. */
  async function eventsDuring(work: () => Promise<unknown>) {
    const last = await t.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
      .executeTakeFirstOrThrow();
    await work();
    return t.db
      .selectFrom('audit_events')
      .select(['actor_id', 'client_id', 'action', 'entity_type', 'entity_id', 'fields'])
      .where('id', '>', Number(last.id))
      .orderBy('id')
      .execute();
  }

  return { send, eventsDuring };
}

export async function expectStatus<R extends { statusCode: number; body: string }>(
  response: Promise<R>,
  status: number,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/**
 * A test file's context for the audit trail: the app, a points site and a points-table site, and the probe; set up
 * before the file's tests and closed after them. Read its fields inside tests (they are filled by `beforeAll`).
 */
export function auditSuite() {
  const suite = {} as {
    t: TestContext;
    site: Awaited<ReturnType<typeof levelsSite>>;
    table: Awaited<ReturnType<typeof pointsAdminSite>>;
  } & ReturnType<typeof auditProbe>;
  beforeAll(async () => {
    suite.t = await createTestContext();
    Object.assign(suite, auditProbe(suite.t));
    suite.site = await levelsSite(suite.t.app, suite.t.db, 'Audited');
    suite.table = await pointsAdminSite(suite.t.app, suite.t.db, 'Audited table');
  });
  afterAll(() => suite.t.close());
  return suite;
}
