/**
 * The codes of the audit trail (docs/audit.md), zod-free so the web can list them without loading zod: what was
 * acted on, and every staff action recorded.
 */

/** What was acted on. */
export const AUDIT_ENTITIES = [
  'account',
  'client',
  'point_entry',
  'badge',
  'level_change',
  'point_rule',
  'campaign',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every staff action recorded: `<module>.<thing>.<what happened>`. A new staff endpoint adds its code here. */
export const AUDIT_ACTIONS = [
  'identity.account.approved',
  'identity.account.rejected',
  'tenancy.maintenance.switched_on',
  'tenancy.maintenance.switched_off',
  'points.entry.posted',
  'points.entry.reversed',
  'points.entry.approved',
  'points.badge.created',
  'points.badge.updated',
  'points.badge.activated',
  'points.badge.deactivated',
  'points.level_change.approved',
  'points.level_change.rejected',
  'points.rule.created',
  'points.rule.updated',
  'points.rule.deleted',
  'points.thresholds.set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
