import { z } from 'zod';
import { isoDate, PageQuery, pageOf, queryId } from './common.ts';

/**
 * The audit trail of staff actions (docs/audit.md): who changed what, acting for which client, when, and the names
 * of the fields the action wrote. Ids and field names only: never a copy of what a person wrote.
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

/** The list's and the CSV's filters: action, acting user, entity type, and whole UTC days from and to. */
export const AuditFilter = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor_id: queryId().optional(),
  entity_type: z.enum(AUDIT_ENTITIES).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

/** GET /api/v1/admin/audit — newest first, paginated. */
export const AuditQuery = PageQuery.extend(AuditFilter.shape);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who acted: read from the user's row now (a closed account reads as closed), never copied into the trail. */
  actor: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  /** The client the actor acted for; null for a superuser's action outside any client. */
  client_id: z.number().int().nullable(),
  // text, not the enums: an event of an action retired later still lists
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** The names of the fields the action wrote. */
  fields: z.array(z.string()),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditPage = pageOf(AuditEvent);
export type AuditPage = z.infer<typeof AuditPage>;
