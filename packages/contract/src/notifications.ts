import { z } from 'zod';
import { INT4_MAX, pageOf } from './common.ts';
import { BulkEnrolmentProgressEvent } from './learning-enrolment-admin.ts';

/**
 * Notifications and internal messages (issue 4): one table, two channels. `notification` feeds the bell and the
 * notifications screen; `message` is the inbox of the profile's messages section (e.g. "level reached"). `kind`
 * and `data` let the web write the text in the user's language (`badge_earned` with the badge, `level_reached`
 * with the level, …).
 */
export const NOTIFICATION_CHANNELS = ['notification', 'message'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The changes of level that notifications tell (`level_approved`, `level_rejected`). */
const LevelDecisionData = z.object({
  level_change_id: z.number().int(),
  campaign_id: z.number().int(),
  level: z.string(),
  from_level: z.string(),
  /** The administrator's note, when one was given. */
  note: z.string().nullable(),
});

/** The client whose rewards programme blocked the user, or lifted the block. */
const RewardsAccessData = z.object({ client_id: z.number().int() });

/**
 * What each kind of notification carries: the type `notify` takes (a module cannot write a kind, or data, that is
 * not here), and what the web formats into a text in the user's language.
 */
export const NotificationContent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('level_reached'),
    data: z.object({
      level_change_id: z.number().int(),
      campaign_id: z.number().int(),
      level: z.string(),
      experience: z.number().int(),
      threshold: z.number().int().nullable(),
    }),
  }),
  z.object({ kind: z.literal('level_approved'), data: LevelDecisionData }),
  z.object({ kind: z.literal('level_rejected'), data: LevelDecisionData }),
  z.object({
    kind: z.literal('badge_earned'),
    data: z.object({
      badge_id: z.number().int(),
      code: z.string(),
      /** The badge's names by language code. */
      names: z.record(z.string(), z.string()),
      label_key: z.string().nullable(),
      icon: z.string().nullable(),
    }),
  }),
  z.object({
    kind: z.literal('points_expiring'),
    data: z.object({
      points: z.number().int(),
      /** The campaign's last day (yyyy-mm-dd): the day every screen names. */
      valid_until: z.string(),
      /** The instant the points expire. */
      expires_at: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('support_reply'),
    /** The support team answered one of the user's tickets (docs/content.md). */
    data: z.object({ ticket_id: z.number().int(), subject: z.string() }),
  }),
  z.object({
    kind: z.literal('forum_reply'),
    /** A new reply in a forum topic the user follows (docs/community.md). */
    data: z.object({ topic_id: z.number().int(), reply_id: z.number().int(), title: z.string() }),
  }),
  z.object({
    kind: z.literal('forum_mention'),
    /** Someone mentioned the user (@username) in a forum topic or reply (docs/community.md). */
    data: z.object({
      topic_id: z.number().int(),
      reply_id: z.number().int().nullable(),
      title: z.string(),
      author_name: z.string(),
    }),
  }),
  z.object({
    /** A sale or photo reproved by the audit: its points reversed, with the auditor's reason (docs/rewards.md). */
    kind: z.literal('reward_reproved'),
    data: z.object({
      /** A reported sale or a store photo. */
      item: z.enum(['sale', 'photo']),
      item_id: z.number().int(),
      campaign_id: z.number().int(),
      /** The sale's invoice number, or the photo's type name (as the user's list shows it). */
      label: z.string(),
      /** The points reversed. */
      points: z.number().int(),
      /** The auditor's reason. */
      reason: z.string(),
    }),
  }),
  z.object({
    /**
     * A programme administrator blocked the user from the rewards programme for activity against the rules (SPEC
     * §8 Campaign access), or lifted the block (docs/rewards.md "Blocking a participant").
     */
    kind: z.literal('rewards_blocked'),
    data: RewardsAccessData,
  }),
  z.object({ kind: z.literal('rewards_unblocked'), data: RewardsAccessData }),
  z.object({
    kind: z.literal('points_transfer'),
    data: z.object({
      transfer_id: z.number().int(),
      /** How the settling job settled it: `sent` (the partner confirmed) or `refunded` (it refused). */
      status: z.enum(['sent', 'refunded']),
      points: z.number().int(),
      /** Why the partner refused it (an error code: `transfer.registration_inactive`, …), else null. */
      refusal: z.string().nullable(),
      /** ISO instant the points sent must be redeemed by at the partner (sent), else null. */
      expires_at: z.string().nullable(),
    }),
  }),
  z.object({
    kind: z.literal('reward_order'),
    data: z.object({
      order_id: z.number().int(),
      /** The reward's names by language code. */
      reward_names: z.record(z.string(), z.string()),
      /** The order's new status (the domain's ORDER_STATUSES). */
      status: z.string(),
      /** The rejection's reason, when rejected. */
      reason: z.string().nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
    }),
  }),
]);
export type NotificationContent = z.infer<typeof NotificationContent>;
export type NotificationKind = NotificationContent['kind'];
export type NotificationData<K extends NotificationKind> = Extract<NotificationContent, { kind: K }>['data'];

/**
 * A stored row of a kind this contract does not describe, or of a kind it does with data older than its schema (a
 * warning stored before `valid_until` came): still listed, as stored, for the web to read what it can.
 */
const StoredContent = z.object({ kind: z.string(), data: z.record(z.string(), z.unknown()) });

export const Notification = z.intersection(
  z.object({
    id: z.number().int(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    read_at: z.string().nullable(),
    created_at: z.string(),
  }),
  z.union([NotificationContent, StoredContent]),
);
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
 * `unread`: the counts changed because rows were read (e.g. in another tab); `bulk_enrolment_progress`: a bulk
 * enrolment the user asked for moved on (learning-enrolment-admin.ts). `client_id` is the client the row
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
  BulkEnrolmentProgressEvent,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
