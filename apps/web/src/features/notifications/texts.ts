import type { NotificationData, NotificationKind } from '@elevar/contract';
import { formatDate, isProgrammeLevel, languageByCode, POINT_KINDS, type PointKind } from '@elevar/domain';
import type { FeedItem, Notification } from './api.ts';
import type { NotificationsT } from './i18n.ts';

/** What a notification says, in the interface language: a short title and the full text. */
export interface NotificationText {
  title: string;
  body: string;
  /** The administrator's note on a level decision, when one was given. */
  note: string | null;
}

/**
 * A row of a kind the contract describes may be older than its data's schema, so each field is read as stored
 * (`unknown`), by the names the contract gives and the older names a describer still reads (`Legacy`).
 */
type Stored<K extends NotificationKind, Legacy extends string = never> = {
  readonly [P in keyof NotificationData<K> | Legacy]?: unknown;
};

interface Reading {
  t: NotificationsT;
  language: string;
  numbers: Intl.NumberFormat;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function levelName(value: unknown, t: NotificationsT): string {
  if (typeof value === 'string' && isProgrammeLevel(value)) return t(`levels.${value}`);
  return text(value) ?? '—';
}

/** A text by language code (`{ "pt-BR": … }`) in the language, else pt-BR, else any, else a dash. */
function namesIn(value: unknown, language: string): string {
  const names = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return (
    text(names[language]) ??
    text(names['pt-BR']) ??
    Object.values(names)
      .map(text)
      .find((name) => name !== null) ??
    '—'
  );
}

/** A badge's name in the language (its `names` by language code), else pt-BR, else any, else its code. */
function badgeName(data: Stored<'badge_earned', 'name'>, language: string): string {
  const names = data.names && typeof data.names === 'object' ? (data.names as Record<string, unknown>) : {};
  return (
    text(names[language]) ??
    text(names['pt-BR']) ??
    Object.values(names)
      .map(text)
      .find((name) => name !== null) ??
    text(data.name) ??
    text(data.code) ??
    '—'
  );
}

/** A date (yyyy-mm-dd or ISO) in the SPEC §9 order for the language. */
function dateText(value: unknown, language: string): string | null {
  const raw = text(value);
  if (!raw || Number.isNaN(new Date(raw).getTime())) return null;
  const languageId = languageByCode(language)?.id ?? 1;
  // a bare date is a calendar day: read it in UTC so no time zone moves it a day
  const zone = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatDate(raw, languageId, zone);
}

/** How each kind the contract names is written: the compiler asks for a new kind's text here. */
const DESCRIBERS: { [K in NotificationKind]: (data: Stored<K>, reading: Reading) => NotificationText } = {
  level_reached: (data, { t, numbers }) => ({
    title: t('kinds.level_reached.title'),
    body: t('kinds.level_reached.body', {
      level: levelName(data.level, t),
      experience: numbers.format(count(data.experience) ?? 0),
    }),
    note: null,
  }),
  level_approved: (data, { t }) => ({
    title: t('kinds.level_approved.title'),
    body: t('kinds.level_approved.body', { level: levelName(data.level, t) }),
    note: noteOf(data.note, t),
  }),
  level_rejected: (data, { t }) => ({
    title: t('kinds.level_rejected.title'),
    body: t('kinds.level_rejected.body', {
      level: levelName(data.level, t),
      from: levelName(data.from_level, t),
    }),
    note: noteOf(data.note, t),
  }),
  badge_earned: (data: Stored<'badge_earned', 'name'>, { t, language }) => ({
    title: t('kinds.badge_earned.title'),
    body: t('kinds.badge_earned.body', { badge: badgeName(data, language) }),
    note: null,
  }),
  points_expiring: (data: Stored<'points_expiring', 'date'>, { t, language, numbers }) => {
    const points = numbers.format(count(data.points) ?? 0);
    // the campaign's last day, as every screen says it; warnings stored before it came carry the expiry instant
    const validUntil = dateText(data.valid_until, language);
    const date = dateText(data.expires_at ?? data.date, language);
    return {
      title: t('kinds.points_expiring.title'),
      body: validUntil
        ? t('kinds.points_expiring.bodyValidUntil', { points, date: validUntil })
        : date
          ? t('kinds.points_expiring.body', { points, date })
          : t('kinds.points_expiring.bodyNoDate', { points }),
      note: null,
    };
  },
  forum_reply: (data, { t }) => ({
    title: t('kinds.forum_reply.title'),
    body: t('kinds.forum_reply.body', { title: text(data.title) ?? '—' }),
    note: null,
  }),
  forum_mention: (data, { t }) => ({
    title: t('kinds.forum_mention.title'),
    body: t('kinds.forum_mention.body', {
      title: text(data.title) ?? '—',
      author: text(data.author_name) ?? '—',
    }),
    note: null,
  }),
  support_reply: (data, { t }) => ({
    title: t('kinds.support_reply.title'),
    body: t('kinds.support_reply.body', { subject: text(data.subject) ?? '—' }),
    note: null,
  }),
  // a sale or photo reproved by the audit: its points reversed, with the auditor's reason (issue 13)
  reward_reproved: (data, { t, numbers }) => {
    const item = data.item === 'photo' ? 'photo' : 'sale';
    const reason = text(data.reason);
    return {
      title: t(`rewardAudit.reproved.${item}.title`),
      body: t(`rewardAudit.reproved.${item}.body`, {
        label: text(data.label) ?? '—',
        points: numbers.format(count(data.points) ?? 0),
      }),
      note: reason && t('rewardAudit.reproved.reason', { reason }),
    };
  },
  // a programme administrator blocked the user from the rewards programme, or lifted the block (issue 13)
  rewards_blocked: (_data, { t }) => ({
    title: t('rewardAccess.blocked.title'),
    body: t('rewardAccess.blocked.body'),
    note: null,
  }),
  rewards_unblocked: (_data, { t }) => ({
    title: t('rewardAccess.unblocked.title'),
    body: t('rewardAccess.unblocked.body'),
    note: null,
  }),
  points_transfer: (data, { t, language, numbers }) => {
    const points = count(data.points);
    const values = { points: points === null ? '—' : numbers.format(points) };
    // the partner's reason is on the transfer screen, in the user's language
    return data.status === 'refunded'
      ? {
          title: t('kinds.points_transfer.title'),
          body: t('kinds.points_transfer.refunded', values),
          note: null,
        }
      : {
          title: t('kinds.points_transfer.title'),
          body: t('kinds.points_transfer.sent', {
            ...values,
            date: dateText(data.expires_at, language) ?? '—',
          }),
          note: null,
        };
  },
  reward_order: (data, { t, language }) => {
    const reward = namesIn(data.reward_names, language);
    const status = text(data.status);
    const values = {
      reward,
      carrier: text(data.carrier) ?? '—',
      tracking: text(data.tracking_number) ?? '—',
    };
    const reason = text(data.reason);
    return {
      title: t('kinds.reward_order.title'),
      body:
        status === 'awaiting_approval' ||
        status === 'approved' ||
        status === 'rejected' ||
        status === 'shipped' ||
        status === 'delivered'
          ? t(`kinds.reward_order.${status}`, values)
          : t('kinds.reward_order.other', values),
      note: reason && t('kinds.reward_order.reason', { reason }),
    };
  },
};

function noteOf(value: unknown, t: NotificationsT): string | null {
  const note = text(value);
  return note && t('kinds.note', { note });
}

function isDescribed(kind: string): kind is NotificationKind {
  return Object.hasOwn(DESCRIBERS, kind);
}

/**
 * The text of a notification, built from its kind and data (issue 4: level reached, approved or rejected, badge
 * earned, points expiring). A kind this build does not know yet reads as a generic notice.
 */
export function describeNotification(
  notification: Notification,
  t: NotificationsT,
  language: string,
): NotificationText {
  const { kind, data } = notification;
  if (!isDescribed(kind))
    return { title: t('kinds.generic.title'), body: t('kinds.generic.body'), note: null };
  // the describer of this very kind: the compiler cannot pair a kind read at runtime with its entry
  const describe = DESCRIBERS[kind] as (data: object, reading: Reading) => NotificationText;
  return describe(data, { t, language, numbers: new Intl.NumberFormat(language) });
}

/**
 * Where a notification leads, and the key of its link's words: level decisions and requests to the user's level (the
 * profile's programme section), the support team's answer to the ticket's thread, a forum reply or mention to its
 * topic, a reproval to the list of the
 * sales or photos it struck, reward orders to the profile's orders, a block from the rewards programme to support
 * (SPEC §8: "contact the store representative or support"), its lifting to the campaigns.
 */
export function notificationLink(notification: Notification): {
  to: string;
  label:
    | 'list.seeLevel'
    | 'list.seeTicket'
    | 'list.seeOrders'
    | 'list.seeTransfers'
    | 'list.seeTopic'
    | 'rewardAudit.reproved.see'
    | 'rewardAccess.blocked.see'
    | 'rewardAccess.unblocked.see';
} | null {
  if (notification.kind === 'forum_reply' || notification.kind === 'forum_mention') {
    const topic = count((notification.data as { topic_id?: unknown }).topic_id);
    return { to: topic === null ? '/forum' : `/forum/${topic}`, label: 'list.seeTopic' };
  }
  if (notification.kind === 'support_reply') {
    const ticket = count((notification.data as { ticket_id?: unknown }).ticket_id);
    return { to: ticket === null ? '/support' : `/support/tickets/${ticket}`, label: 'list.seeTicket' };
  }
  if (notification.kind === 'reward_reproved') {
    const photo = (notification.data as { item?: unknown }).item === 'photo';
    return { to: photo ? '/upload-photos' : '/insert-sales', label: 'rewardAudit.reproved.see' };
  }
  if (notification.kind === 'reward_order') return { to: '/profile/orders', label: 'list.seeOrders' };
  if (notification.kind === 'rewards_blocked') return { to: '/support', label: 'rewardAccess.blocked.see' };
  if (notification.kind === 'rewards_unblocked')
    return { to: '/campaigns', label: 'rewardAccess.unblocked.see' };
  if (notification.kind === 'points_transfer') return { to: '/profile/transfer', label: 'list.seeTransfers' };
  return notification.kind.startsWith('level_') ? { to: '/profile/programme', label: 'list.seeLevel' } : null;
}

/**
 * What a notification makes stale on the screens (query key prefixes read again when it arrives live): a reward
 * order's change moves the store's orders, and a rejection's refund the points; a settled transfer the transfer
 * screen and, refunded, the points.
 */
export function staleQueriesOf(notification: Pick<Notification, 'kind'>): readonly (readonly string[])[] {
  if (notification.kind === 'points_transfer') return [['points-transfer'], ['points']];
  return notification.kind === 'reward_order' ? [['reward-store'], ['points']] : [];
}

/** One line of the activity feed: a title and the facts under it. */
export interface FeedText {
  title: string;
  details: { key: string; text: string }[];
  /** The audit state of a ledger entry, when it is not simply credited. */
  status: string | null;
}

export function describeFeedItem(item: FeedItem, t: NotificationsT, language: string): FeedText {
  if (item.type === 'badge')
    return {
      title: t('feed.badge', { name: item.badge.name || item.badge.code }),
      details: [],
      status: null,
    };
  if (item.type === 'notification') {
    const { title, body, note } = describeNotification(item.notification, t, language);
    const details = [{ key: 'body', text: body }];
    if (note) details.push({ key: 'note', text: note });
    return { title, details, status: null };
  }
  const { entry } = item;
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
  const kind = (POINT_KINDS as readonly string[]).includes(entry.kind)
    ? t(`feed.kinds.${entry.kind as PointKind}`)
    : t('feed.kinds.other');
  const details = [{ key: 'points', text: t('feed.points', { points: signed.format(entry.amount) }) }];
  if (entry.experience !== 0)
    details.push({
      key: 'experience',
      text: t('feed.experience', { points: signed.format(entry.experience) }),
    });
  if (entry.multiplier !== 1) {
    const value = new Intl.NumberFormat(language).format(entry.multiplier);
    details.push({ key: 'multiplier', text: t('feed.multiplier', { value }) });
  }
  if (entry.reason) details.push({ key: 'reason', text: entry.reason });
  return {
    title: kind,
    details,
    status: entry.status === 'credited' ? null : t(`feed.statuses.${entry.status}`),
  };
}
