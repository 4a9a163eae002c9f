import type { ForumBlockedPage, ForumMemberPage, ForumMemberQuery } from '@elevar/contract';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { moderatorOf } from './moderation.ts';
import { forumViewer } from './service.ts';

type Page = { limit: number; offset: number };
const pageOf = (query: { page: number; page_size: number }): Page => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page's answer: the rows of this page and how many there are in all. */
function answer<T>(query: { page: number; page_size: number }, total: { count: string }, results: T[]) {
  return { count: Number(total.count), page: query.page, page_size: query.page_size, results };
}

// The forum's member lists (docs/community.md): the moderators' blocked members, and the writers' mention suggestions.

function blockedScope(db: Db, clientId: number) {
  return db.selectFrom('forum_blocks').where('forum_blocks.client_id', '=', clientId);
}

/** GET /api/v1/admin/forum/blocks: the members blocked from the client's forum, newest block first (moderators). */
export async function listBlocked(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
): Promise<ForumBlockedPage> {
  const viewer = await moderatorOf(ctx, auth);
  const page = pageOf(query);
  const [rows, total] = await Promise.all([
    blockedScope(ctx.db, viewer.clientId)
      .innerJoin('users as member', 'member.id', 'forum_blocks.user_id')
      .leftJoin('users as moderator', 'moderator.id', 'forum_blocks.blocked_by')
      .select([
        'forum_blocks.user_id',
        'member.username',
        'member.full_name',
        'forum_blocks.created_at',
        'moderator.full_name as blocked_by_name',
      ])
      .orderBy('forum_blocks.created_at', 'desc')
      .orderBy('forum_blocks.user_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    blockedScope(ctx.db, viewer.clientId)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return answer(
    query,
    total,
    rows.map((row) => ({
      user_id: Number(row.user_id),
      username: row.username,
      full_name: row.full_name,
      blocked_at: new Date(row.created_at).toISOString(),
      blocked_by_name: row.blocked_by_name,
    })),
  );
}

function membersScope(db: Db, clientId: number, userId: number, search: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .where('user_clients.client_id', '=', clientId)
    .where(sql<string>`lower(users.username)`, 'like', `${escapeLike(search.toLowerCase())}%`)
    .where('users.status', '<>', 'closed')
    .where('users.id', '<>', userId);
}

/**
 * GET /api/v1/forum/members: whom a writer may mention, the members of the client they act in whose username starts
 * with what they typed after `@` (case ignored), by username; never themselves, a closed account or another
 * client's member (a mention of those reaches no one).
 */
export async function suggestMembers(
  ctx: ServiceContext,
  auth: AuthContext,
  query: ForumMemberQuery,
): Promise<ForumMemberPage> {
  const viewer = await forumViewer(ctx, auth);
  const page = pageOf(query);
  const [rows, total] = await Promise.all([
    membersScope(ctx.db, viewer.clientId, viewer.userId, query.search)
      .select(['users.id', 'users.username', 'users.full_name'])
      .orderBy(sql`lower(users.username)`)
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    membersScope(ctx.db, viewer.clientId, viewer.userId, query.search)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return answer(
    query,
    total,
    rows.map((row) => ({ id: Number(row.id), username: row.username, full_name: row.full_name })),
  );
}
