import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-actions.ts';
import { isoDate, isoDateTime, PageQuery, pageOf, queryId } from './common.ts';

/**
 * The audit trail of staff actions (docs/audit.md): who changed what, acting for which client, when, and the names
 * of the fields the action wrote. Ids and field names only: never a copy of what a person wrote.
 */

/** yyyy-mm-dd (a whole UTC day) or an ISO date-time with offset (that instant), as the statement's range. */
const dateBound = z.union([isoDate(), isoDateTime()]);

/** The list's and the CSV's filters: action, acting user, entity type, and a range of time (`to` included). */
export const AuditFilter = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor_id: queryId().optional(),
  entity_type: z.enum(AUDIT_ENTITIES).optional(),
  from: dateBound.optional(),
  to: dateBound.optional(),
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
