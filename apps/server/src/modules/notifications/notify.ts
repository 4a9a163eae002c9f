import type { Notification, NotificationContent, UnreadCounts } from '@elevar/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { MAX_PAYLOAD_BYTES, publishToUser, type UserEvent } from '../../platform/pubsub.ts';
import { toNotification } from './mappers.ts';
import { insertNotification, type Owner, unreadCounts } from './queries.ts';

/**
 * A notification for one user in one client: a kind of the contract's `NotificationContent` with its data (the web
 * formats it into a localized text).
 */
export type NotifyInput = NotificationContent & {
  clientId: number;
  userId: number;
  /** 'message' lands in the inbox as an internal message too. */
  channel?: 'notification' | 'message';
  /** When it happened (default: the transaction's time), e.g. the posting time of the entry behind it. */
  at?: Date;
};

/** The live event for a new row; when too large for NOTIFY, the row's data is left out (the web refetches). */
function notificationEvent(owner: Owner, notification: Notification, unread: UnreadCounts): UserEvent {
  const event = {
    user_id: owner.userId,
    client_id: owner.clientId,
    type: 'notification',
    notification,
    unread,
  };
  if (Buffer.byteLength(JSON.stringify(event)) <= MAX_PAYLOAD_BYTES) return event;
  return { ...event, notification: { ...notification, data: {} }, partial: true };
}

async function record(trx: Trx, input: NotifyInput): Promise<void> {
  const owner = { userId: input.userId, clientId: input.clientId };
  const row = await insertNotification(trx, { ...input, channel: input.channel ?? 'notification' });
  const unread = await unreadCounts(trx, owner);
  await publishToUser(trx, notificationEvent(owner, toNotification(row), unread));
}

/**
 * Stores a notification (or an internal message) for one user in one client, and pushes it to the user's open
 * sockets on every instance. The push is a NOTIFY in the same transaction: it leaves only when the transaction
 * commits, so a rolled-back posting notifies no one. Called outside a transaction, it opens its own.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  await inTransaction(db, (trx) => record(trx, input));
}

/** Pushes the owner's unread counts (after rows were read), inside the caller's transaction. */
export async function publishUnread(trx: Trx, owner: Owner): Promise<UnreadCounts> {
  const unread = await unreadCounts(trx, owner);
  await publishToUser(trx, { user_id: owner.userId, client_id: owner.clientId, type: 'unread', unread });
  return unread;
}
