import type { NotificationChannel, NotificationListQuery, UnreadCounts } from '@elevar/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { selectedClientId } from '../identity/index.ts';
import { toNotification } from './mappers.ts';
import { publishUnread } from './notify.ts';
import * as q from './queries.ts';

const NO_UNREAD: UnreadCounts = { notification: 0, message: 0 };

/** Whose rows a request sees: the signed-in user's, in the selected client only. Null without a client. */
export async function ownerOf(ctx: ServiceContext, auth: AuthContext): Promise<q.Owner | null> {
  const clientId = await selectedClientId(ctx, auth);
  return clientId === null ? null : { userId: auth.userId, clientId };
}

export async function listNotifications(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof NotificationListQuery>,
) {
  const owner = await ownerOf(ctx, auth);
  const page = { count: 0, page: query.page, page_size: query.page_size, results: [] };
  if (!owner) return page;
  const { count, rows } = await q.listNotifications(
    ctx.db,
    owner,
    { channel: query.channel, unreadOnly: query.unread === 'true' },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return { ...page, count, results: rows.map(toNotification) };
}

export async function getUnreadCounts(ctx: ServiceContext, auth: AuthContext): Promise<UnreadCounts> {
  const owner = await ownerOf(ctx, auth);
  return owner ? q.unreadCounts(ctx.db, owner) : NO_UNREAD;
}

/** Marks one row read; someone else's row, or one of another client, is not found. Other tabs hear the counts. */
export async function readNotification(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
): Promise<UnreadCounts> {
  const owner = await ownerOf(ctx, auth);
  if (!owner) throw notFound();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await q.markRead(trx, owner, id, ctx.clock.now()))) throw notFound();
    return publishUnread(trx, owner);
  });
}

export async function readAllNotifications(
  ctx: ServiceContext,
  auth: AuthContext,
  channel: NotificationChannel | undefined,
): Promise<UnreadCounts> {
  const owner = await ownerOf(ctx, auth);
  if (!owner) return NO_UNREAD;
  return ctx.db.transaction().execute(async (trx) => {
    const changed = await q.markAllRead(trx, owner, channel, ctx.clock.now());
    return changed > 0 ? publishUnread(trx, owner) : q.unreadCounts(trx, owner);
  });
}
