import type { Notification } from '@elevar/contract';
import type { NotificationRow } from './queries.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    data: row.data,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
