import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Columns this migration adds to point_entries. */
export interface PointRuleEntryColumns {
  /**
   * The points-table rule the entry was posted by (the engine took its base points × quantity); null for amounts
   * posted directly (bonuses, adjustments, debits, corrections).
   */
  rule_id: ColumnType<number | null, number | null | undefined, never>;
}

/**
 * Point values stay fixed during a campaign (SPEC §9). An entry records the rule it was posted by, and once the
 * rule's campaign has begun (its begin date, in UTC, is today or earlier) a trigger refuses any change of what the
 * rule is worth or means (code, kind, base points, campaign, client) and its deletion, with SQLSTATE EL001 and the
 * message `points.rule_frozen`. New rules and edits of descriptions, label key or position stay allowed: they change
 * no value. Deleting the campaign (or its client) still cascades, since the check finds no campaign left; a rule
 * that entries reference cannot be deleted at all (the foreign key refuses, SQLSTATE 23503).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    -- no ON DELETE action (never cascade into the ledger): deleting a rule that entries use fails with 23503 on
    -- every engine
    alter table point_entries add column rule_id bigint references point_rules(id);
    create index point_entries_rule_idx on point_entries (rule_id) where rule_id is not null;

    create function point_rules_frozen() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from campaigns c join clients cl on cl.id = c.client_id
        where c.id = old.campaign_id and c.begin_date <= (now() at time zone 'UTC')::date
      ) then
        raise exception using
          errcode = 'EL001',
          message = 'points.rule_frozen',
          detail = format('%s of rule %s (%s) in campaign %s, which has begun', tg_op, old.id, old.code,
            old.campaign_id);
      end if;
      if tg_op = 'DELETE' then
        return old;
      end if;
      return new;
    end;
    $$;
    create trigger point_rules_frozen_update before update of code, kind, base_points, campaign_id, client_id
      on point_rules for each row
      when ((old.code, old.kind, old.base_points, old.campaign_id, old.client_id)
        is distinct from (new.code, new.kind, new.base_points, new.campaign_id, new.client_id))
      execute function point_rules_frozen();
    create trigger point_rules_frozen_delete before delete on point_rules
      for each row execute function point_rules_frozen();
  `,
  );
}
