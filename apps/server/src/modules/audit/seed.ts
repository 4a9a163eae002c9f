import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';

/**
 * The rewards demo's trail, so the demo admin finds entries on the audit screen: the level decisions the points
 * step made in the admin's name, and a few edits of the points table and the badges by the admin and the auditor.
 */
export const auditDemoStep = {
  name: '2026-11-26 audit trail',
  async run(db: Db) {
    const { rewards } = await clientIds(db);
    const users = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['admin', 'auditor'])
      .execute();
    const admin = users.find((user) => user.username === 'admin')?.id;
    const auditor = users.find((user) => user.username === 'auditor')?.id;
    if (admin === undefined || auditor === undefined) throw new Error('demo staff missing');
    const [decisions, rules, badges, underAudit] = await Promise.all([
      db
        .selectFrom('level_changes')
        .select(['id', 'status', 'reviewed_at', 'review_note'])
        .where('client_id', '=', rewards)
        .where('reviewed_by', '=', admin)
        .orderBy('reviewed_at')
        .execute(),
      db
        .selectFrom('point_rules')
        .select('id')
        .where('client_id', '=', rewards)
        .orderBy('id')
        .limit(2)
        .execute(),
      db.selectFrom('badges').select('id').where('client_id', '=', rewards).orderBy('id').limit(2).execute(),
      db
        .selectFrom('point_entries')
        .select('id')
        .where('client_id', '=', rewards)
        .where('kind', '=', 'sale')
        .orderBy('id')
        .limit(1)
        .execute(),
    ]);
    await inTransaction(db, async (trx) => {
      const event = { actor: admin, clientId: rewards };
      for (const decision of decisions) {
        if (decision.status === 'pending' || !decision.reviewed_at) continue;
        await recordAudit(trx, {
          ...event,
          action:
            decision.status === 'approved' ? 'points.level_change.approved' : 'points.level_change.rejected',
          entity: 'level_change',
          entityId: decision.id,
          fields: decision.review_note === null ? ['status'] : ['status', 'review_note'],
          at: decision.reviewed_at,
        });
      }
      const day = (iso: string) => new Date(`2026-11-${iso}Z`);
      for (const [index, rule] of rules.entries()) {
        await recordAudit(trx, {
          ...event,
          action: 'points.rule.updated',
          entity: 'point_rule',
          entityId: rule.id,
          fields: index === 0 ? ['descriptions'] : ['position'],
          at: day(`2${index}T14:10:00`),
        });
      }
      for (const [index, badge] of badges.entries()) {
        await recordAudit(trx, {
          ...event,
          action: index === 0 ? 'points.badge.updated' : 'points.badge.deactivated',
          entity: 'badge',
          entityId: badge.id,
          fields: index === 0 ? ['names', 'icon'] : ['active'],
          at: day(`2${index}T16:30:00`),
        });
      }
      for (const entry of underAudit) {
        await recordAudit(trx, {
          actor: auditor,
          clientId: rewards,
          action: 'points.entry.approved',
          entity: 'point_entry',
          entityId: entry.id,
          fields: ['status'],
          at: day('21T09:45:00'),
        });
      }
      await recordAudit(trx, {
        ...event,
        action: 'tenancy.maintenance.switched_off',
        entity: 'client',
        entityId: rewards,
        fields: ['under_maintenance'],
        at: day('22T08:00:00'),
      });
    });
  },
};
