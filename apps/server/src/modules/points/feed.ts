import { localized } from '@elevar/domain';
import type { FeedSource } from '../manifest.ts';
import * as q from './feed-queries.ts';

/** Points' rows in the activity feed (notifications' feed.ts): the user's ledger entries and badges earned. */

export const entryFeedSource: FeedSource = {
  table: 'point_entries',
  time: 'created_at',
  async load(db, keys) {
    if (keys.length === 0) return [];
    const rows = await q.feedEntries(
      db,
      keys.map((key) => key.id),
    );
    const byId = new Map(rows.map((e) => [e.id, e]));
    return keys.flatMap(({ id, at }) => {
      const e = byId.get(id);
      if (!e) return [];
      const entry = {
        kind: e.kind,
        amount: e.amount,
        experience: e.experience,
        multiplier: Number(e.multiplier),
        status: e.status,
        campaign_id: e.campaign_id,
        reason: e.reason,
      };
      return [{ type: 'entry' as const, id: e.id, at, entry }];
    });
  },
};

export const badgeFeedSource: FeedSource = {
  table: 'user_badges',
  time: 'earned_at',
  async load(db, keys, language) {
    if (keys.length === 0) return [];
    const rows = await q.feedBadges(
      db,
      keys.map((key) => key.id),
    );
    const byId = new Map(rows.map((b) => [b.id, b]));
    return keys.flatMap(({ id, at }) => {
      const b = byId.get(id);
      if (!b) return [];
      const badge = {
        id: b.badge_id,
        code: b.code,
        name: localized(b.names, language),
        label_key: b.label_key,
        icon: b.icon,
      };
      return [{ type: 'badge' as const, id: b.id, at, badge }];
    });
  },
};
