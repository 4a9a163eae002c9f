import type { AuditEvent } from '@elevar/contract';
import type { AuditRow } from './queries.ts';

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    actor: { id: row.actor_id, username: row.actor_username, full_name: row.actor_full_name },
    client_id: row.client_id,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    fields: row.fields,
  };
}
