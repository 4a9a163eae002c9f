import type { ForumReportStatus } from '@elevar/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/types.ts';

/** Who reads: hidden posts are theirs to see when they wrote them or moderate the forum. */
export interface Viewer {
  clientId: number;
  userId: number;
  moderator: boolean;
}

type Page = { limit: number; offset: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function visibleTopic(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'forum_topics'>) =>
    viewer.moderator
      ? eb.lit(true)
      : eb.or([eb('forum_topics.hidden_at', 'is', null), eb('forum_topics.author_id', '=', viewer.userId)]);
}

function visibleReply(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'forum_replies'>) =>
    viewer.moderator
      ? eb.lit(true)
      : eb.or([eb('forum_replies.hidden_at', 'is', null), eb('forum_replies.author_id', '=', viewer.userId)]);
}

export interface TopicFilter {
  status?: 'open' | 'closed' | undefined;
  search?: string | undefined;
}

function topicScope(db: Db, viewer: Viewer, filter: TopicFilter) {
  let query = db
    .selectFrom('forum_topics')
    .where('forum_topics.client_id', '=', viewer.clientId)
    .where(visibleTopic(viewer));
  if (filter.status) query = query.where('forum_topics.status', '=', filter.status);
  if (filter.search) query = query.where('forum_topics.title', 'ilike', `%${escapeLike(filter.search)}%`);
  return query;
}

const TOPIC_COLUMNS = [
  'forum_topics.id',
  'forum_topics.client_id',
  'forum_topics.author_id',
  'forum_topics.title',
  'forum_topics.body',
  'forum_topics.status',
  'forum_topics.hidden_at',
  'forum_topics.reply_count',
  'forum_topics.last_activity_at',
  'forum_topics.created_at',
  'forum_topics.edited_at',
  'users.full_name as author_name',
  'users.status as author_status',
] as const;

export type TopicRow = Awaited<ReturnType<typeof topicPage>>[number];

/** A page of the client's topics the viewer sees, most recently active first. */
export function topicPage(db: Db, viewer: Viewer, filter: TopicFilter, page: Page) {
  return topicScope(db, viewer, filter)
    .innerJoin('users', 'users.id', 'forum_topics.author_id')
    .select(TOPIC_COLUMNS)
    .orderBy('forum_topics.last_activity_at', 'desc')
    .orderBy('forum_topics.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTopics(db: Db, viewer: Viewer, filter: TopicFilter): Promise<number> {
  const row = await topicScope(db, viewer, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One topic of the client the viewer sees, with whether they follow it; undefined for another client's or a hidden
 * one of someone else (not found, so its existence is not told). Locked for the caller's transaction when `lock`.
 */
export function topicFor(db: Db, viewer: Viewer, topicId: number, lock = false) {
  const query = db
    .selectFrom('forum_topics')
    .innerJoin('users', 'users.id', 'forum_topics.author_id')
    .leftJoin('forum_subscriptions', (join) =>
      join
        .onRef('forum_subscriptions.topic_id', '=', 'forum_topics.id')
        .on('forum_subscriptions.user_id', '=', viewer.userId),
    )
    .select([...TOPIC_COLUMNS, sql<boolean>`forum_subscriptions.user_id is not null`.as('subscribed')])
    .where('forum_topics.id', '=', topicId)
    .where('forum_topics.client_id', '=', viewer.clientId)
    .where(visibleTopic(viewer));
  return (lock ? query.forUpdate('forum_topics') : query).executeTakeFirst();
}

const REPLY_COLUMNS = [
  'forum_replies.id',
  'forum_replies.topic_id',
  'forum_replies.author_id',
  'forum_replies.body',
  'forum_replies.audio_key',
  'forum_replies.hidden_at',
  'forum_replies.created_at',
  'forum_replies.edited_at',
  'users.full_name as author_name',
  'users.status as author_status',
] as const;

export type ReplyRow = Awaited<ReturnType<typeof replyPage>>[number];

/** A page of a topic's replies the viewer sees, oldest first. */
export function replyPage(db: Db, viewer: Viewer, topicId: number, page: Page) {
  return db
    .selectFrom('forum_replies')
    .innerJoin('users', 'users.id', 'forum_replies.author_id')
    .select(REPLY_COLUMNS)
    .where('forum_replies.topic_id', '=', topicId)
    .where(visibleReply(viewer))
    .orderBy('forum_replies.created_at')
    .orderBy('forum_replies.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReplies(db: Db, viewer: Viewer, topicId: number): Promise<number> {
  const row = await db
    .selectFrom('forum_replies')
    .where('forum_replies.topic_id', '=', topicId)
    .where(visibleReply(viewer))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One reply of the client the viewer sees, with its topic's status and title (a hidden topic's replies are out of
 * reach as the topic is); locked for the caller's transaction when `lock`.
 */
export function replyFor(db: Db, viewer: Viewer, replyId: number, lock = false) {
  const query = db
    .selectFrom('forum_replies')
    .innerJoin('users', 'users.id', 'forum_replies.author_id')
    .innerJoin('forum_topics', 'forum_topics.id', 'forum_replies.topic_id')
    .select([...REPLY_COLUMNS, 'forum_topics.status as topic_status', 'forum_topics.title as topic_title'])
    .where('forum_replies.id', '=', replyId)
    .where('forum_replies.client_id', '=', viewer.clientId)
    .where(visibleReply(viewer))
    .where(visibleTopic(viewer));
  return (lock ? query.forUpdate('forum_replies') : query).executeTakeFirst();
}

export async function isBlocked(db: Db, clientId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('forum_blocks')
    .select('user_id')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function subscribe(db: Db, topicId: number, userId: number): Promise<void> {
  await db
    .insertInto('forum_subscriptions')
    .values({ topic_id: topicId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unsubscribe(db: Db, topicId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('forum_subscriptions')
    .where('topic_id', '=', topicId)
    .where('user_id', '=', userId)
    .execute();
}

/** A topic's followers but `except`, who are still members of its client and not closed. */
export function subscribersOf(db: Db, clientId: number, topicId: number, except: number) {
  return db
    .selectFrom('forum_subscriptions')
    .innerJoin('user_clients', (join) =>
      join
        .onRef('user_clients.user_id', '=', 'forum_subscriptions.user_id')
        .on('user_clients.client_id', '=', clientId),
    )
    .innerJoin('users', 'users.id', 'forum_subscriptions.user_id')
    .select('forum_subscriptions.user_id')
    .where('forum_subscriptions.topic_id', '=', topicId)
    .where('forum_subscriptions.user_id', '<>', except)
    .where('users.status', '<>', 'closed')
    .execute();
}

/** The members of the client with these usernames (case ignored): whom a post's mentions reach. */
export function membersNamed(db: Db, clientId: number, usernames: readonly string[]) {
  if (usernames.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select('users.id')
    .where('user_clients.client_id', '=', clientId)
    .where(sql<string>`lower(users.username)`, 'in', [...usernames])
    .where('users.status', '<>', 'closed')
    .execute();
}

// reports

function reportScope(db: Db, clientId: number, status: ForumReportStatus) {
  return db
    .selectFrom('forum_reports')
    .where('forum_reports.client_id', '=', clientId)
    .where(sql<boolean>`(forum_reports.resolved_at is null)`, '=', status === 'open');
}

export type ReportRow = Awaited<ReturnType<typeof reportPage>>[number];

/** A page of the client's reports in one state, newest first, with the post, its author and the reporter. */
export function reportPage(db: Db, clientId: number, status: ForumReportStatus, page: Page) {
  return reportScope(db, clientId, status)
    .innerJoin('forum_topics', 'forum_topics.id', 'forum_reports.topic_id')
    .leftJoin('forum_replies', 'forum_replies.id', 'forum_reports.reply_id')
    .innerJoin('users as author', (join) =>
      join.on(sql<boolean>`author.id = coalesce(forum_replies.author_id, forum_topics.author_id)`),
    )
    .innerJoin('users as reporter', 'reporter.id', 'forum_reports.reporter_id')
    .leftJoin('forum_blocks', (join) =>
      join
        .onRef('forum_blocks.user_id', '=', 'author.id')
        .onRef('forum_blocks.client_id', '=', 'forum_reports.client_id'),
    )
    .select([
      'forum_reports.id',
      'forum_reports.topic_id',
      'forum_reports.reply_id',
      'forum_reports.reason',
      'forum_reports.created_at',
      'forum_reports.resolved_at',
      'forum_reports.resolution',
      'forum_topics.title as topic_title',
      'forum_topics.status as topic_status',
      sql<string>`coalesce(forum_replies.body, forum_topics.body)`.as('body'),
      sql<Date | null>`case when forum_reports.reply_id is null then forum_topics.hidden_at else forum_replies.hidden_at end`.as(
        'hidden_at',
      ),
      'author.id as author_id',
      'author.full_name as author_name',
      'author.status as author_status',
      'reporter.full_name as reporter_name',
      'reporter.status as reporter_status',
      sql<boolean>`forum_blocks.user_id is not null`.as('author_blocked'),
    ])
    .orderBy('forum_reports.created_at', 'desc')
    .orderBy('forum_reports.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReports(db: Db, clientId: number, status: ForumReportStatus): Promise<number> {
  const row = await reportScope(db, clientId, status)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a report, once per reporter and post while it waits (a second is a no-op). */
export async function addReport(
  db: Db,
  report: { clientId: number; topicId: number; replyId: number | null; reporterId: number; reason: string },
): Promise<void> {
  await sql`
    insert into forum_reports (client_id, topic_id, reply_id, reporter_id, reason)
    values (${report.clientId}, ${report.topicId}, ${report.replyId}, ${report.reporterId}, ${report.reason})
    on conflict (reporter_id, topic_id, coalesce(reply_id, 0)) where resolved_at is null do nothing
  `.execute(db);
}

/** Decides the waiting reports of one post (a topic's own when `replyId` is null). */
export async function resolveReports(
  db: Db,
  post: { topicId: number; replyId: number | null },
  decision: { by: number; at: Date; resolution: 'hidden' | 'kept' },
): Promise<void> {
  let query = db
    .updateTable('forum_reports')
    .set({ resolved_at: decision.at, resolved_by: decision.by, resolution: decision.resolution })
    .where('topic_id', '=', post.topicId)
    .where('resolved_at', 'is', null);
  query =
    post.replyId === null ? query.where('reply_id', 'is', null) : query.where('reply_id', '=', post.replyId);
  await query.execute();
}

/**
 * A closing account's forum rows: its topics (with everyone's replies in them), its replies, follows, reports and
 * blocks. Returns the voice files of the replies that went, their `stored_files` rows deleted too.
 */
export async function deleteForumDataOf(db: Db, userId: number): Promise<string[]> {
  const going = await db
    .selectFrom('forum_replies')
    .innerJoin('forum_topics', 'forum_topics.id', 'forum_replies.topic_id')
    .select(['forum_replies.topic_id', 'forum_replies.author_id', 'forum_replies.audio_key'])
    .where((eb) =>
      eb.or([eb('forum_replies.author_id', '=', userId), eb('forum_topics.author_id', '=', userId)]),
    )
    .execute();
  await db.deleteFrom('forum_replies').where('author_id', '=', userId).execute();
  await db.deleteFrom('forum_topics').where('author_id', '=', userId).execute();
  const touched = new Set(going.filter((r) => r.author_id === userId).map((r) => r.topic_id));
  for (const topicId of touched) await refreshReplyCount(db, topicId);
  await db.deleteFrom('forum_reports').where('reporter_id', '=', userId).execute();
  await db.deleteFrom('forum_blocks').where('user_id', '=', userId).execute();
  await db.deleteFrom('forum_subscriptions').where('user_id', '=', userId).execute();
  const keys = going.flatMap((r) => (r.audio_key ? [r.audio_key] : []));
  if (keys.length > 0) await db.deleteFrom('stored_files').where('key', 'in', keys).execute();
  return keys;
}

/** A topic's stored reply count, counted again (after a reply was added or deleted). */
export async function refreshReplyCount(db: Db, topicId: number): Promise<void> {
  await sql`
    update forum_topics set reply_count = (select count(*) from forum_replies where topic_id = ${topicId})
    where id = ${topicId}
  `.execute(db);
}
