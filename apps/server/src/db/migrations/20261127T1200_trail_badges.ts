import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Badges for finished trails (issue 12): the rule `trails_finished` counts a fact the learning module reports, not
 * ledger postings, so it names no point kind (like `campaign_experience`) and no campaign. Its awards have no
 * ledger entry (`user_badges.entry_id` is already nullable). No new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table badges drop constraint badges_rule_check;
    alter table badges add constraint badges_rule_check check (rule in ('first_entry', 'entry_count',
      'campaign_experience', 'event_streak', 'trails_finished'));
    alter table badges drop constraint badges_check1;
    alter table badges add constraint badges_point_kind_by_rule_check
      check ((rule in ('campaign_experience', 'trails_finished')) = (point_kind is null));
  `,
  );
}
