import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildCourse } from './course-fixtures.ts';
import { buildClient } from './factories.ts';
import { createTestContext, statementCounter, type TestContext } from './harness.ts';
import { signedIn } from './registration.ts';
import { salesProgramme, staffMember } from './rewards-fixtures.ts';

/**
 * DATABASE_REPLICA_URL (docs/DEPLOY.md "Read replicas"): the staff's reports and the campaign dashboard read from the
 * replica, and nothing a user reads of their own, nor any check a request depends on, does. The replica here is the
 * same database behind a statement counter (a replica with no lag), so what each request read there is counted.
 */

const replica = statementCounter();
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, { replica: (database) => database.db.withPlugin(replica.plugin) });
});
afterAll(() => t.close());

describe('a read replica', () => {
  it('answers the campaign dashboard’s figures, while the campaign and the caller are checked on the primary', async () => {
    const p = await salesProgramme(t.app, t.db);
    const admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
    const url = `/api/v1/admin/rewards/campaigns/${p.active.id}/dashboard`;
    let status = 0;
    const onReplica = await replica.during(async () => {
      status = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode;
    });
    expect(status).toBe(200);
    // the five figure sets (by country, store and week, the audit backlog, the registrations)
    expect(onReplica).toBe(5);
    // another client's campaign is refused before anything is read there
    const other = await salesProgramme(t.app, t.db);
    const foreign = `/api/v1/admin/rewards/campaigns/${other.active.id}/dashboard`;
    expect(
      await replica.during(async () => {
        status = (await t.app.inject({ method: 'GET', url: foreign, headers: admin.headers })).statusCode;
      }),
    ).toBe(0);
    expect(status).toBe(404);
  });

  it('answers a course’s progress report and its CSV, and never a learner’s own reads', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile', 'ranking'] });
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 60 }],
    });
    const report = `/api/v1/admin/learning/courses/${course.id}/report`;
    const read = (url: string, headers: Record<string, string>) =>
      replica.during(async () => {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode, url).toBe(200);
      });
    // the page and its counts per status
    expect(await read(report, admin.headers)).toBe(2);
    expect(await read(`${report}.csv`, admin.headers)).toBeGreaterThanOrEqual(1);
    for (const own of ['/api/v1/session', '/api/v1/points/balance', `/api/v1/learning/courses/${course.id}`])
      expect(await read(own, learner.headers), own).toBe(0);
  });

  it('takes a PostgreSQL address only', () => {
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/elevar' }).DATABASE_REPLICA_URL).toBe(
      'postgres://replica/elevar',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'mysql://replica/elevar' })).toThrow(
      'DATABASE_REPLICA_URL',
    );
  });
});
