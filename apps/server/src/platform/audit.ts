import type { AuditAction, AuditEntity } from '@elevar/contract';
import type { Trx } from '../db/transaction.ts';

/** One staff action, as the audit trail keeps it: ids and field names, never a copy of what a person wrote. */
export interface AuditRecord {
  /** The user who acted. */
  actor: number;
  /** The client the actor acted for (null: a superuser outside any client). */
  clientId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  /** The names of the fields the action wrote. */
  fields?: readonly string[];
  /**
   * When: the service's clock, as the change itself is stamped. Always given, so every stored time has the
   * clock's millisecond precision and the CSV export's keyset (time, id) compares exactly.
   */
  at: Date;
}

/**
 * Records a staff action in the audit trail, in the action's own transaction: it commits with the change or not at
 * all. Every staff mutation calls it once, after the change (so a refused action records nothing). The table is
 * append-only (a trigger refuses UPDATE and DELETE), and there is no other write to it.
 *
 * An account closure has nothing to purge here: the trail holds user ids and field names only (the closed account's
 * users row stays, anonymised, so its events list it by the closed name), never what a person wrote or was sent.
 */
export async function recordAudit(trx: Trx, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_events')
    .values({
      actor_id: record.actor,
      client_id: record.clientId,
      action: record.action,
      entity_type: record.entity,
      entity_id: record.entityId,
      fields: [...(record.fields ?? [])],
      created_at: record.at,
    })
    .execute();
}
