import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The badges screen of programme administrators counts how many users earned each badge, and locks a badge's rule
 * once anyone has: both look user_badges up by badge, which the (user_id, badge_id) key cannot serve. No new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create index user_badges_badge_idx on user_badges (badge_id);
  `,
  );
}
