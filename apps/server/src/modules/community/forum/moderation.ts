import type {
  AuditAction,
  ForumBlock,
  ForumReportPage,
  ForumReportQuery,
  ForumTopic,
} from '@elevar/contract';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { toReportItem, toTopic } from './mappers.ts';
import * as q from './queries.ts';
import { forumViewer } from './service.ts';

/** A moderator of the client's forum (SPEC §6), else 403; each action below is audited in its transaction. */
export async function moderatorOf(ctx: ServiceContext, auth: AuthContext) {
  const viewer = await forumViewer(ctx, auth);
  if (!viewer.moderator) throw new AppError('forum.moderators_only', 403);
  return viewer;
}

function audited(
  trx: Trx,
  viewer: q.Viewer,
  action: AuditAction,
  entity: 'forum_topic' | 'forum_reply' | 'account',
  id: number,
  at: Date,
) {
  return recordAudit(trx, {
    actor: viewer.userId,
    clientId: viewer.clientId,
    action,
    entity,
    entityId: id,
    at,
  });
}

/** The report queue: the client's reports waiting for a decision (or decided), newest first. */
export async function listReports(
  ctx: ServiceContext,
  auth: AuthContext,
  query: ForumReportQuery,
): Promise<ForumReportPage> {
  const viewer = await moderatorOf(ctx, auth);
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.reportPage(ctx.db, viewer.clientId, query.status, page),
    q.countReports(ctx.db, viewer.clientId, query.status),
  ]);
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toReportItem) };
}

/** Hides a topic (only its author and the moderators still see it) or restores it; its waiting reports are decided. */
export async function setTopicHidden(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  hidden: boolean,
) {
  const viewer = await moderatorOf(ctx, auth);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await q.topicFor(trx, viewer, topicId, true))) throw notFound();
    await trx
      .updateTable('forum_topics')
      .set({ hidden_at: hidden ? now : null })
      .where('id', '=', topicId)
      .execute();
    await q.resolveReports(
      trx,
      { topicId, replyId: null },
      { by: viewer.userId, at: now, resolution: hidden ? 'hidden' : 'kept' },
    );
    await audited(
      trx,
      viewer,
      hidden ? 'community.forum.topic_hidden' : 'community.forum.topic_restored',
      'forum_topic',
      topicId,
      now,
    );
  });
  return { ok: true as const };
}

/** Hides a reply or restores it; its waiting reports are decided. */
export async function setReplyHidden(
  ctx: ServiceContext,
  auth: AuthContext,
  replyId: number,
  hidden: boolean,
) {
  const viewer = await moderatorOf(ctx, auth);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const reply = await q.replyFor(trx, viewer, replyId, true);
    if (!reply) throw notFound();
    await trx
      .updateTable('forum_replies')
      .set({ hidden_at: hidden ? now : null })
      .where('id', '=', replyId)
      .execute();
    await q.resolveReports(
      trx,
      { topicId: reply.topic_id, replyId },
      { by: viewer.userId, at: now, resolution: hidden ? 'hidden' : 'kept' },
    );
    await audited(
      trx,
      viewer,
      hidden ? 'community.forum.reply_hidden' : 'community.forum.reply_restored',
      'forum_reply',
      replyId,
      now,
    );
  });
  return { ok: true as const };
}

/**
 * Closes a topic (it takes no more replies) or opens it again. Anyone but a moderator gets SPEC §8's status
 * error (403).
 */
export async function setTopicStatus(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  status: 'open' | 'closed',
): Promise<ForumTopic> {
  const viewer = await forumViewer(ctx, auth);
  if (!viewer.moderator) throw new AppError('forum.status_change_failed', 403);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const topic = await q.topicFor(trx, viewer, topicId, true);
    if (!topic) throw notFound();
    if (topic.status !== status) {
      await trx.updateTable('forum_topics').set({ status }).where('id', '=', topicId).execute();
      await audited(
        trx,
        viewer,
        status === 'closed' ? 'community.forum.topic_closed' : 'community.forum.topic_reopened',
        'forum_topic',
        topicId,
        now,
      );
    }
    const row = await q.topicFor(trx, viewer, topicId);
    if (!row) throw notFound();
    return toTopic(row, viewer, !(await q.isBlocked(trx, viewer.clientId, viewer.userId)));
  });
}

/** Blocks a member of the client from posting in its forum (they still read it), or lifts the block. */
export async function setBlocked(
  ctx: ServiceContext,
  auth: AuthContext,
  userId: number,
  blocked: boolean,
): Promise<ForumBlock> {
  const viewer = await moderatorOf(ctx, auth);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const member = await trx
      .selectFrom('user_clients')
      .select('user_id')
      .where('client_id', '=', viewer.clientId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member || userId === viewer.userId) throw notFound();
    const changed = blocked
      ? await trx
          .insertInto('forum_blocks')
          .values({ client_id: viewer.clientId, user_id: userId, blocked_by: viewer.userId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      : await trx
          .deleteFrom('forum_blocks')
          .where('client_id', '=', viewer.clientId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
    const rows =
      'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows;
    if (rows && rows > 0n)
      await audited(
        trx,
        viewer,
        blocked ? 'community.forum.user_blocked' : 'community.forum.user_unblocked',
        'account',
        userId,
        now,
      );
  });
  return { user_id: userId, blocked };
}
