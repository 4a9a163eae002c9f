import { z } from 'zod';
import { INT4_MAX, pageOf } from './common.ts';

/**
 * Notifications and internal messages (issue 4): one table, two channels. `notification` feeds the bell and the
 * notifications screen; `message` is the inbox of the profile's messages section (e.g. "level reached"). `kind`
 * and `data` let the web write the text in the user's language (`badge_earned` with the badge, `level_reached`
 * with the level, …).
 */
export const NOTIFICATION_CHANNELS = ['notification', 'message'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const Notification = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/v1/notifications — newest first; `unread=true` keeps only unread ones. */
export const NotificationListQuery = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const NotificationPage = pageOf(Notification);

/** Unread rows per channel, for the shell's badges (GET /api/v1/notifications/unread-count and live events). */
export const UnreadCounts = z.object({
  notification: z.number().int(),
  message: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCounts>;

/** POST /api/v1/notifications/read-all — every unread row of one channel, or of both (also with no body). */
export const ReadAllRequest = z.object({ channel: z.enum(NOTIFICATION_CHANNELS).optional() }).nullish();

/** GET /api/v1/feed — the activity feed: ledger entries, badges earned and notifications, newest first. */
export const FeedQuery = z.object({
  /** `next_cursor` of the previous page; absent for the first page. */
  cursor: z
    .string()
    .regex(/^\d{1,17}\.[0-2]\.\d{1,15}$/)
    .optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const FeedEntry = z.object({
  kind: z.string(),
  amount: z.number().int(),
  experience: z.number().int(),
  multiplier: z.number(),
  status: z.enum(['credited', 'under_audit', 'reversed']),
  campaign_id: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export const FeedBadge = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  label_key: z.string().nullable(),
  icon: z.string().nullable(),
});

export const FeedItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('entry'), id: z.number().int(), at: z.string(), entry: FeedEntry }),
  z.object({ type: z.literal('badge'), id: z.number().int(), at: z.string(), badge: FeedBadge }),
  z.object({
    type: z.literal('notification'),
    id: z.number().int(),
    at: z.string(),
    notification: Notification,
  }),
]);
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = z.object({
  results: z.array(FeedItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

/**
 * What the /ws socket pushes. `notification`: a new notification or message (with the unread counts after it);
 * `unread`: the counts changed because rows were read (e.g. in another tab). `client_id` is the client the row
 * belongs to: the web shows it only while that client is selected.
 */
export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({
    type: z.literal('notification'),
    client_id: z.number().int(),
    notification: Notification,
    unread: UnreadCounts,
  }),
  z.object({ type: z.literal('unread'), client_id: z.number().int(), unread: UnreadCounts }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
