import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The forum's two staff and writer lists (docs/community.md): the moderators' list of blocked members, newest block
 * first (`forum_blocks_list_idx`), and the mention suggestions, the client's members whose username starts with what
 * was typed after `@` (`users_username_prefix_idx`: `lower(username) like 'pre%'` as a range scan). No new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create index forum_blocks_list_idx on forum_blocks (client_id, created_at desc, user_id desc);
    create index users_username_prefix_idx on users (lower(username) text_pattern_ops);
  `,
  );
}
