import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { recordAudit } from '../src/platform/audit.ts';
import { buildCourse } from './course-fixtures.ts';
import { buildClient } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { earn, levelChangesOf, levelsSite, seller } from './level-fixtures.ts';
import { newRule, pointsAdminSite, call as pointsTable } from './points-admin-fixtures.ts';
import { registerAccount, registrationSite, signedIn, validRegistration } from './registration.ts';

/**
 * Every staff mutation leaves exactly one event in the audit trail, written in its own transaction: the actor, the
 * client acted for, the action, the entity and the names of the fields written; a refused action leaves none.
 */

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;
let table: Awaited<ReturnType<typeof pointsAdminSite>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db, 'Audited');
  table = await pointsAdminSite(t.app, t.db, 'Audited table');
});
afterAll(() => t.close());

type Headers = Record<string, string>;

function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) {
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

async function expectStatus<R extends { statusCode: number; body: string }>(
  response: Promise<R>,
  status: number,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

describe('tenancy', () => {
  it('records switching maintenance on and off', async () => {
    const on = await eventsDuring(() =>
      expectStatus(
        send('PUT', '/api/v1/admin/maintenance', site.admin.headers, { under_maintenance: true }),
        200,
      ),
    );
    const off = await eventsDuring(() =>
      expectStatus(
        send('PUT', '/api/v1/admin/maintenance', site.admin.headers, { under_maintenance: false }),
        200,
      ),
    );
    const event = { actor_id: site.admin.id, client_id: site.id, entity_type: 'client', entity_id: site.id };
    expect(on).toEqual([
      { ...event, action: 'tenancy.maintenance.switched_on', fields: ['under_maintenance'] },
    ]);
    expect(off).toEqual([
      { ...event, action: 'tenancy.maintenance.switched_off', fields: ['under_maintenance'] },
    ]);
  });

  it('records nothing for a refused switch', async () => {
    const learner = await seller(t.app, t.db, site.id);
    const none = await eventsDuring(() =>
      expectStatus(
        send('PUT', '/api/v1/admin/maintenance', learner.headers, { under_maintenance: true }),
        403,
      ),
    );
    expect(none).toEqual([]);
  });
});

describe('identity', () => {
  it("records approving and rejecting accounts, for the account's client; a second decision records nothing", async () => {
    const registering = await registrationSite(t.db, { name: 'Audited accounts' });
    const reviewer = await signedIn(t.app, t.db, { clients: [{ id: registering.id, role: 'support' }] });
    const first = await registerAccount(t.app, t.db, validRegistration(registering));
    const second = await registerAccount(t.app, t.db, validRegistration(registering));
    const approved = await eventsDuring(() =>
      expectStatus(send('POST', `/api/v1/admin/accounts/${first}/approve`, reviewer.headers), 200),
    );
    const rejected = await eventsDuring(() =>
      expectStatus(
        send('POST', `/api/v1/admin/accounts/${second}/reject`, reviewer.headers, { reason: 'Incomplete' }),
        200,
      ),
    );
    const again = await eventsDuring(() =>
      expectStatus(send('POST', `/api/v1/admin/accounts/${first}/reject`, reviewer.headers), 409),
    );
    const event = {
      actor_id: reviewer.id,
      client_id: registering.id,
      entity_type: 'account',
      fields: ['status'],
    };
    expect(approved).toEqual([{ ...event, action: 'identity.account.approved', entity_id: first }]);
    // the reason goes to the account's owner by e-mail; the trail keeps no copy of it
    expect(rejected).toEqual([{ ...event, action: 'identity.account.rejected', entity_id: second }]);
    expect(again).toEqual([]);

    // a superuser of two clients who selected none reviews every client's accounts
    const superuser = await signedIn(t.app, t.db, {
      clients: [
        { id: site.id, role: 'learner' },
        { id: table.id, role: 'learner' },
      ],
      superuser: true,
    });
    const third = await registerAccount(t.app, t.db, validRegistration(registering));
    const bySuperuser = await eventsDuring(() =>
      expectStatus(send('POST', `/api/v1/admin/accounts/${third}/approve`, superuser.headers), 200),
    );
    expect(bySuperuser).toEqual([
      { ...event, actor_id: superuser.id, action: 'identity.account.approved', entity_id: third },
    ]);
  });
});

describe('points ledger', () => {
  it('records a staff bonus once (not its retry), a reversal and an approval of points under audit', async () => {
    const member = await seller(t.app, t.db, site.id);
    const headers = { ...site.admin.headers, 'idempotency-key': 'audit-1' };
    const body = {
      user_id: member.id,
      campaign_id: site.current.id,
      kind: 'bonus',
      amount: 5,
      reason: 'Campeão',
    };
    let entryId = 0;
    const posted = await eventsDuring(async () => {
      entryId = (await expectStatus(send('POST', '/api/v1/admin/points/entries', headers, body), 201)).json()
        .entry.id;
    });
    const retried = await eventsDuring(() =>
      expectStatus(send('POST', '/api/v1/admin/points/entries', headers, body), 200),
    );
    expect(posted).toEqual([
      {
        actor_id: site.admin.id,
        client_id: site.id,
        action: 'points.entry.posted',
        entity_type: 'point_entry',
        entity_id: entryId,
        fields: ['user_id', 'campaign_id', 'kind', 'amount', 'experience', 'reason'],
      },
    ]);
    expect(retried).toEqual([]);

    const who = { clientId: site.id, userId: member.id, campaignId: site.current.id };
    const sale = await earn(t.db, t.clock.now(), who, 10, { status: 'under_audit' });
    const other = await earn(t.db, t.clock.now(), who, 10, { status: 'under_audit' });
    const approve = (id: number) =>
      send('POST', `/api/v1/admin/points/entries/${id}/approve`, site.auditor.headers);
    const reverse = (id: number) =>
      send('POST', `/api/v1/admin/points/entries/${id}/reverse`, site.auditor.headers, {
        reason: 'Reprovada',
      });
    const approved = await eventsDuring(() => expectStatus(approve(sale.entry.id), 200));
    const approvedAgain = await eventsDuring(() => expectStatus(approve(sale.entry.id), 200));
    const reversed = await eventsDuring(() => expectStatus(reverse(other.entry.id), 200));
    const reversedAgain = await eventsDuring(() => expectStatus(reverse(other.entry.id), 200));
    const refused = await eventsDuring(() => expectStatus(approve(other.entry.id), 409));
    const event = {
      actor_id: site.auditor.id,
      client_id: site.id,
      entity_type: 'point_entry',
      fields: ['status'],
    };
    expect(approved).toEqual([{ ...event, action: 'points.entry.approved', entity_id: sale.entry.id }]);
    expect(reversed).toEqual([{ ...event, action: 'points.entry.reversed', entity_id: other.entry.id }]);
    expect([...approvedAgain, ...reversedAgain, ...refused]).toEqual([]);
  });
});

describe('badges', () => {
  it('records creating, editing, deactivating and activating a badge with the fields written', async () => {
    const definition = {
      code: 'audited-badge',
      names: { 'pt-BR': 'Cinco vendas' },
      descriptions: { 'pt-BR': 'Tenha 5 vendas' },
      icon: 'trophy',
      rule: 'entry_count',
      threshold: 5,
      point_kind: 'sale',
    };
    const admin = site.admin.headers;
    let badgeId = 0;
    const created = await eventsDuring(async () => {
      badgeId = (await expectStatus(send('POST', '/api/v1/admin/badges', admin, definition), 201)).json().id;
    });
    const taken = await eventsDuring(() =>
      expectStatus(send('POST', '/api/v1/admin/badges', admin, definition), 409),
    );
    const edited = await eventsDuring(() =>
      expectStatus(
        send('PATCH', `/api/v1/admin/badges/${badgeId}`, admin, { icon: 'star', threshold: 6 }),
        200,
      ),
    );
    const off = await eventsDuring(() =>
      expectStatus(send('POST', `/api/v1/admin/badges/${badgeId}/deactivate`, admin), 200),
    );
    const on = await eventsDuring(() =>
      expectStatus(send('POST', `/api/v1/admin/badges/${badgeId}/activate`, admin), 200),
    );
    const event = { actor_id: site.admin.id, client_id: site.id, entity_type: 'badge', entity_id: badgeId };
    expect(created).toEqual([
      {
        ...event,
        action: 'points.badge.created',
        fields: [
          'code',
          'names',
          'descriptions',
          'icon',
          'rule',
          'threshold',
          'point_kind',
          'campaign_id',
          'active',
          'position',
        ],
      },
    ]);
    expect(taken).toEqual([]);
    expect(edited).toEqual([
      {
        ...event,
        action: 'points.badge.updated',
        fields: ['icon', 'rule', 'threshold', 'point_kind', 'campaign_id'],
      },
    ]);
    expect(off).toEqual([{ ...event, action: 'points.badge.deactivated', fields: ['active'] }]);
    expect(on).toEqual([{ ...event, action: 'points.badge.activated', fields: ['active'] }]);
  });
});

describe('level changes', () => {
  it('records approving and rejecting a level change; deciding one already decided records nothing', async () => {
    const changes: number[] = [];
    for (const _ of [1, 2]) {
      const member = await seller(t.app, t.db, site.id);
      await earn(
        t.db,
        t.clock.now(),
        { clientId: site.id, userId: member.id, campaignId: site.current.id },
        150,
      );
      const [change] = await levelChangesOf(t.db, member.id, site.current.id);
      if (!change) throw new Error('no level change');
      changes.push(change.id);
    }
    const [toApprove = 0, toReject = 0] = changes;
    const decide = (id: number, action: 'approve' | 'reject', body?: object) =>
      send('POST', `/api/v1/admin/level-changes/${id}/${action}`, site.admin.headers, body);
    const approved = await eventsDuring(() => expectStatus(decide(toApprove, 'approve'), 200));
    const rejected = await eventsDuring(() =>
      expectStatus(decide(toReject, 'reject', { note: 'Not yet' }), 200),
    );
    const again = await eventsDuring(() => expectStatus(decide(toReject, 'approve'), 409));
    const event = { actor_id: site.admin.id, client_id: site.id, entity_type: 'level_change' };
    expect(approved).toEqual([
      { ...event, action: 'points.level_change.approved', entity_id: toApprove, fields: ['status'] },
    ]);
    expect(rejected).toEqual([
      {
        ...event,
        action: 'points.level_change.rejected',
        entity_id: toReject,
        fields: ['status', 'review_note'],
      },
    ]);
    expect(again).toEqual([]);
  });
});

describe('points table', () => {
  it('records adding, editing and deleting a rule and setting thresholds; a frozen edit records nothing', async () => {
    const admin = table.admin.headers;
    let ruleId = 0;
    const created = await eventsDuring(async () => {
      ruleId = (
        await expectStatus(
          pointsTable(t.app, admin, 'POST', `/campaigns/${table.upcoming.id}/rules`, newRule()),
          201,
        )
      ).json().id;
    });
    const edited = await eventsDuring(() =>
      expectStatus(
        pointsTable(t.app, admin, 'PATCH', `/rules/${ruleId}`, { base_points: 30, position: 2 }),
        200,
      ),
    );
    const unchanged = await eventsDuring(() =>
      expectStatus(pointsTable(t.app, admin, 'PATCH', `/rules/${ruleId}`, { base_points: 30 }), 200),
    );
    const deleted = await eventsDuring(() =>
      expectStatus(pointsTable(t.app, admin, 'DELETE', `/rules/${ruleId}`), 200),
    );
    const thresholds = await eventsDuring(() =>
      expectStatus(
        pointsTable(t.app, admin, 'PUT', `/campaigns/${table.upcoming.id}/thresholds`, {
          intermediate: 50,
          highest: 90,
        }),
        200,
      ),
    );
    const frozen = await eventsDuring(() =>
      expectStatus(
        pointsTable(t.app, admin, 'PATCH', `/rules/${table.runningRule.id}`, { base_points: 1 }),
        409,
      ),
    );
    const event = { actor_id: table.admin.id, client_id: table.id };
    expect(created).toEqual([
      {
        ...event,
        action: 'points.rule.created',
        entity_type: 'point_rule',
        entity_id: ruleId,
        fields: ['campaign_id', 'code', 'kind', 'base_points', 'descriptions'],
      },
    ]);
    expect(edited).toEqual([
      {
        ...event,
        action: 'points.rule.updated',
        entity_type: 'point_rule',
        entity_id: ruleId,
        fields: ['base_points', 'position'],
      },
    ]);
    expect(deleted).toEqual([
      { ...event, action: 'points.rule.deleted', entity_type: 'point_rule', entity_id: ruleId, fields: [] },
    ]);
    expect(thresholds).toEqual([
      {
        ...event,
        action: 'points.thresholds.set',
        entity_type: 'campaign',
        entity_id: table.upcoming.id,
        fields: ['intermediate', 'highest'],
      },
    ]);
    expect([...unchanged, ...frozen]).toEqual([]);
  });
});

/** A test's rules as written: the fields sent and the defaults of those not sent. */
const SETTINGS_FIELDS = [
  'bank_id',
  'max_attempts',
  'min_score',
  'min_correct',
  'question_count',
  'time_limit_seconds',
  'show_corrections',
  'shuffle_options',
  'one_per_page',
];

describe('assessment', () => {
  it('records a bank, a question, a test’s rules and an extra attempt; a refused question records nothing', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'block_test', content: {} }],
    });
    const testId = course.activityIds[0] as number;
    let bankId = 0;
    const bank = await eventsDuring(async () => {
      const created = await expectStatus(
        send('POST', '/api/v1/admin/assessment/banks', admin.headers, { title: 'B' }),
        201,
      );
      bankId = (created.json() as { id: number }).id;
    });
    const question = { prompt: 'Q', key: { type: 'true_false', correct: true } };
    let questionId = 0;
    const added = await eventsDuring(async () => {
      const created = await expectStatus(
        send('POST', `/api/v1/admin/assessment/banks/${bankId}/questions`, admin.headers, question),
        201,
      );
      questionId = (created.json() as { id: number }).id;
    });
    const refused = await eventsDuring(() =>
      expectStatus(
        send('POST', `/api/v1/admin/assessment/banks/${bankId}/questions`, admin.headers, {
          prompt: 'Q',
          key: { type: 'single', correct: 'x' },
        }),
        422,
      ),
    );
    const rules = { bank_id: bankId, max_attempts: 1, question_count: null, time_limit_seconds: null };
    const set = await eventsDuring(() =>
      expectStatus(send('PUT', `/api/v1/admin/assessment/activities/${testId}`, admin.headers, rules), 200),
    );
    const granted = await eventsDuring(() =>
      expectStatus(
        send(
          'POST',
          `/api/v1/admin/assessment/activities/${testId}/learners/${learner.id}/interventions`,
          admin.headers,
          {
            kind: 'extra_attempt',
            reason: 'Queda de energia',
          },
        ),
        200,
      ),
    );
    const event = { actor_id: admin.id, client_id: client.id };
    expect(bank).toEqual([
      {
        ...event,
        action: 'assessment.bank.created',
        entity_type: 'question_bank',
        entity_id: bankId,
        fields: ['title'],
      },
    ]);
    expect(added).toEqual([
      {
        ...event,
        action: 'assessment.question.created',
        entity_type: 'question',
        entity_id: questionId,
        fields: ['prompt', 'options', 'right_options', 'key'],
      },
    ]);
    expect(refused).toEqual([]);
    expect(set).toEqual([
      {
        ...event,
        action: 'assessment.test.updated',
        entity_type: 'test',
        entity_id: testId,
        fields: SETTINGS_FIELDS,
      },
    ]);
    expect(granted).toEqual([
      {
        ...event,
        action: 'assessment.learner.extra_attempt',
        entity_type: 'test',
        entity_id: testId,
        fields: ['user_id', 'reason'],
      },
    ]);
  });
});

describe('the trail itself', () => {
  it('is written with the change or not at all', async () => {
    const none = await eventsDuring(() =>
      inTransaction(t.db, async (trx) => {
        await recordAudit(trx, {
          actor: site.admin.id,
          clientId: site.id,
          action: 'points.badge.updated',
          entity: 'badge',
          entityId: 1,
          fields: ['icon'],
          at: t.clock.now(),
        });
        throw new Error('the change failed');
      }).catch(() => undefined),
    );
    expect(none).toEqual([]);
  });

  it('refuses to change or delete an event, on the database itself', async () => {
    await eventsDuring(() =>
      expectStatus(
        send('PUT', '/api/v1/admin/maintenance', site.admin.headers, { under_maintenance: false }),
        200,
      ),
    );
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from audit_events`.execute(t.db)).rows[0]?.n);
    const before = await count();
    await expect(sql`update audit_events set fields = '{}'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });
});
