import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface AuditTables {
  /**
   * The audit trail of staff actions (platform/audit.ts `recordAudit`): one row per action, written in the action's
   * own transaction, never changed or deleted. Ids and field names only, no copy of personal data.
   */
  audit_events: {
    id: Generated<number>;
    /** The user who acted. */
    actor_id: number;
    /** The client the actor acted for; null for a superuser acting outside any client. */
    client_id: number | null;
    /** `<module>.<thing>.<what happened>`, the contract's AUDIT_ACTIONS. */
    action: string;
    /** What was acted on: the contract's AUDIT_ENTITIES, and its id. */
    entity_type: string;
    entity_id: number | null;
    /** The names of the fields the action wrote. */
    fields: ColumnType<string[], string[] | undefined, never>;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
}

/**
 * The audit trail. Append-only like the ledger: a trigger refuses UPDATE, DELETE and TRUNCATE (SQLSTATE
 * restrict_violation), so no code path, nor a hand-typed statement, rewrites history; for the same reason no foreign
 * key cascades into it. Listed per client newest first (the index), or across clients for a superuser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table audit_events (
      id bigint generated always as identity primary key,
      actor_id bigint not null references users(id),
      client_id bigint references clients(id),
      action text not null,
      entity_type text not null,
      entity_id bigint,
      fields text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create index audit_events_client_idx on audit_events (client_id, created_at desc, id desc);
    create index audit_events_created_idx on audit_events (created_at desc, id desc);

    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % is not allowed', tg_op
        using errcode = 'restrict_violation';
    end;
    $$;
    create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_append_only();
    create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_append_only();
  `,
  );
}
