import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { recordAudit } from '../src/platform/audit.ts';
import { auditSuite, expectStatus } from './audit-trail-support.ts';
import { seller } from './level-fixtures.ts';
import { registerAccount, registrationSite, signedIn, validRegistration } from './registration.ts';

/**
 * The trail itself, and the tenancy and identity staff actions (the points and assessment ones: audit-trail-*.test.ts). Every staff mutation leaves exactly one event in the audit trail, written in its own transaction: the actor, the
 * client acted for, the action, the entity and the names of the fields written; a refused action leaves none.
 */

const a = auditSuite();

describe('tenancy', () => {
  it('records switching maintenance on and off', async () => {
    const on = await a.eventsDuring(() =>
      expectStatus(
        a.send('PUT', '/api/v1/admin/maintenance', a.site.admin.headers, { under_maintenance: true }),
        200,
      ),
    );
    const off = await a.eventsDuring(() =>
      expectStatus(
        a.send('PUT', '/api/v1/admin/maintenance', a.site.admin.headers, { under_maintenance: false }),
        200,
      ),
    );
    const event = {
      actor_id: a.site.admin.id,
      client_id: a.site.id,
      entity_type: 'client',
      entity_id: a.site.id,
    };
    expect(on).toEqual([
      { ...event, action: 'tenancy.maintenance.switched_on', fields: ['under_maintenance'] },
    ]);
    expect(off).toEqual([
      { ...event, action: 'tenancy.maintenance.switched_off', fields: ['under_maintenance'] },
    ]);
  });

  it('records nothing for a refused switch', async () => {
    const learner = await seller(a.t.app, a.t.db, a.site.id);
    const none = await a.eventsDuring(() =>
      expectStatus(
        a.send('PUT', '/api/v1/admin/maintenance', learner.headers, { under_maintenance: true }),
        403,
      ),
    );
    expect(none).toEqual([]);
  });
});

describe('identity', () => {
  it("records approving and rejecting accounts, for the account's client; a second decision records nothing", async () => {
    const registering = await registrationSite(a.t.db, { name: 'Audited accounts' });
    const reviewer = await signedIn(a.t.app, a.t.db, { clients: [{ id: registering.id, role: 'support' }] });
    const first = await registerAccount(a.t.app, a.t.db, validRegistration(registering));
    const second = await registerAccount(a.t.app, a.t.db, validRegistration(registering));
    const approved = await a.eventsDuring(() =>
      expectStatus(a.send('POST', `/api/v1/admin/accounts/${first}/approve`, reviewer.headers), 200),
    );
    const rejected = await a.eventsDuring(() =>
      expectStatus(
        a.send('POST', `/api/v1/admin/accounts/${second}/reject`, reviewer.headers, { reason: 'Incomplete' }),
        200,
      ),
    );
    const again = await a.eventsDuring(() =>
      expectStatus(a.send('POST', `/api/v1/admin/accounts/${first}/reject`, reviewer.headers), 409),
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
    const superuser = await signedIn(a.t.app, a.t.db, {
      clients: [
        { id: a.site.id, role: 'learner' },
        { id: a.table.id, role: 'learner' },
      ],
      superuser: true,
    });
    const third = await registerAccount(a.t.app, a.t.db, validRegistration(registering));
    const bySuperuser = await a.eventsDuring(() =>
      expectStatus(a.send('POST', `/api/v1/admin/accounts/${third}/approve`, superuser.headers), 200),
    );
    expect(bySuperuser).toEqual([
      { ...event, actor_id: superuser.id, action: 'identity.account.approved', entity_id: third },
    ]);
  });
});

describe('the trail itself', () => {
  it('is written with the change or not at all', async () => {
    const none = await a.eventsDuring(() =>
      inTransaction(a.t.db, async (trx) => {
        await recordAudit(trx, {
          actor: a.site.admin.id,
          clientId: a.site.id,
          action: 'points.badge.updated',
          entity: 'badge',
          entityId: 1,
          fields: ['icon'],
          at: a.t.clock.now(),
        });
        throw new Error('the change failed');
      }).catch(() => undefined),
    );
    expect(none).toEqual([]);
  });

  it('refuses to change or delete an event, on the database itself', async () => {
    await a.eventsDuring(() =>
      expectStatus(
        a.send('PUT', '/api/v1/admin/maintenance', a.site.admin.headers, { under_maintenance: false }),
        200,
      ),
    );
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from audit_events`.execute(a.t.db)).rows[0]?.n);
    const before = await count();
    await expect(sql`update audit_events set fields = '{}'`.execute(a.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(a.t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(a.t.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });
});
