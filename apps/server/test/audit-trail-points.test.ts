import { describe, expect, it } from 'vitest';
import { auditSuite, expectStatus } from './audit-trail-support.ts';
import { earn, levelChangesOf, seller } from './level-fixtures.ts';
import { newRule, call as pointsTable } from './points-admin-fixtures.ts';

/** The audit trail of the points staff actions: ledger corrections, badges, level changes and the points table. */

const a = auditSuite();

describe('points ledger', () => {
  it('records a staff bonus once (not its retry), a reversal and an approval of points under audit', async () => {
    const member = await seller(a.t.app, a.t.db, a.site.id);
    const headers = { ...a.site.admin.headers, 'idempotency-key': 'audit-1' };
    const body = {
      user_id: member.id,
      campaign_id: a.site.current.id,
      kind: 'bonus',
      amount: 5,
      reason: 'Campeão',
    };
    let entryId = 0;
    const posted = await a.eventsDuring(async () => {
      entryId = (
        await expectStatus(a.send('POST', '/api/v1/admin/points/entries', headers, body), 201)
      ).json().entry.id;
    });
    const retried = await a.eventsDuring(() =>
      expectStatus(a.send('POST', '/api/v1/admin/points/entries', headers, body), 200),
    );
    expect(posted).toEqual([
      {
        actor_id: a.site.admin.id,
        client_id: a.site.id,
        action: 'points.entry.posted',
        entity_type: 'point_entry',
        entity_id: entryId,
        fields: ['user_id', 'campaign_id', 'kind', 'amount', 'experience', 'reason'],
      },
    ]);
    expect(retried).toEqual([]);

    const who = { clientId: a.site.id, userId: member.id, campaignId: a.site.current.id };
    const sale = await earn(a.t.db, a.t.clock.now(), who, 10, { status: 'under_audit' });
    const other = await earn(a.t.db, a.t.clock.now(), who, 10, { status: 'under_audit' });
    const approve = (id: number) =>
      a.send('POST', `/api/v1/admin/points/entries/${id}/approve`, a.site.auditor.headers);
    const reverse = (id: number) =>
      a.send('POST', `/api/v1/admin/points/entries/${id}/reverse`, a.site.auditor.headers, {
        reason: 'Reprovada',
      });
    const approved = await a.eventsDuring(() => expectStatus(approve(sale.entry.id), 200));
    const approvedAgain = await a.eventsDuring(() => expectStatus(approve(sale.entry.id), 200));
    const reversed = await a.eventsDuring(() => expectStatus(reverse(other.entry.id), 200));
    const reversedAgain = await a.eventsDuring(() => expectStatus(reverse(other.entry.id), 200));
    const refused = await a.eventsDuring(() => expectStatus(approve(other.entry.id), 409));
    const event = {
      actor_id: a.site.auditor.id,
      client_id: a.site.id,
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
    const admin = a.site.admin.headers;
    let badgeId = 0;
    const created = await a.eventsDuring(async () => {
      badgeId = (await expectStatus(a.send('POST', '/api/v1/admin/badges', admin, definition), 201)).json()
        .id;
    });
    const taken = await a.eventsDuring(() =>
      expectStatus(a.send('POST', '/api/v1/admin/badges', admin, definition), 409),
    );
    const edited = await a.eventsDuring(() =>
      expectStatus(
        a.send('PATCH', `/api/v1/admin/badges/${badgeId}`, admin, { icon: 'star', threshold: 6 }),
        200,
      ),
    );
    const off = await a.eventsDuring(() =>
      expectStatus(a.send('POST', `/api/v1/admin/badges/${badgeId}/deactivate`, admin), 200),
    );
    const on = await a.eventsDuring(() =>
      expectStatus(a.send('POST', `/api/v1/admin/badges/${badgeId}/activate`, admin), 200),
    );
    const event = {
      actor_id: a.site.admin.id,
      client_id: a.site.id,
      entity_type: 'badge',
      entity_id: badgeId,
    };
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
      const member = await seller(a.t.app, a.t.db, a.site.id);
      await earn(
        a.t.db,
        a.t.clock.now(),
        { clientId: a.site.id, userId: member.id, campaignId: a.site.current.id },
        150,
      );
      const [change] = await levelChangesOf(a.t.db, member.id, a.site.current.id);
      if (!change) throw new Error('no level change');
      changes.push(change.id);
    }
    const [toApprove = 0, toReject = 0] = changes;
    const decide = (id: number, action: 'approve' | 'reject', body?: object) =>
      a.send('POST', `/api/v1/admin/level-changes/${id}/${action}`, a.site.admin.headers, body);
    const approved = await a.eventsDuring(() => expectStatus(decide(toApprove, 'approve'), 200));
    const rejected = await a.eventsDuring(() =>
      expectStatus(decide(toReject, 'reject', { note: 'Not yet' }), 200),
    );
    const again = await a.eventsDuring(() => expectStatus(decide(toReject, 'approve'), 409));
    const event = { actor_id: a.site.admin.id, client_id: a.site.id, entity_type: 'level_change' };
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
    const admin = a.table.admin.headers;
    let ruleId = 0;
    const created = await a.eventsDuring(async () => {
      ruleId = (
        await expectStatus(
          pointsTable(a.t.app, admin, 'POST', `/campaigns/${a.table.upcoming.id}/rules`, newRule()),
          201,
        )
      ).json().id;
    });
    const edited = await a.eventsDuring(() =>
      expectStatus(
        pointsTable(a.t.app, admin, 'PATCH', `/rules/${ruleId}`, { base_points: 30, position: 2 }),
        200,
      ),
    );
    const unchanged = await a.eventsDuring(() =>
      expectStatus(pointsTable(a.t.app, admin, 'PATCH', `/rules/${ruleId}`, { base_points: 30 }), 200),
    );
    const deleted = await a.eventsDuring(() =>
      expectStatus(pointsTable(a.t.app, admin, 'DELETE', `/rules/${ruleId}`), 200),
    );
    const thresholds = await a.eventsDuring(() =>
      expectStatus(
        pointsTable(a.t.app, admin, 'PUT', `/campaigns/${a.table.upcoming.id}/thresholds`, {
          intermediate: 50,
          highest: 90,
        }),
        200,
      ),
    );
    const frozen = await a.eventsDuring(() =>
      expectStatus(
        pointsTable(a.t.app, admin, 'PATCH', `/rules/${a.table.runningRule.id}`, { base_points: 1 }),
        409,
      ),
    );
    const event = { actor_id: a.table.admin.id, client_id: a.table.id };
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
        entity_id: a.table.upcoming.id,
        fields: ['intermediate', 'highest'],
      },
    ]);
    expect([...unchanged, ...frozen]).toEqual([]);
  });
});
