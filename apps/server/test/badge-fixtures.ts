import { type BadgeRuleKind, type PointKind, ruleCountsKind } from '@elevar/domain';
import type { Db } from '../src/db/connection.ts';
import { type PostEntryInput, postEntry } from '../src/modules/points/ledger.ts';

/** A badge of a client (staff CRUD does not exist yet: tests and the seed insert them). */
export async function buildBadge(
  db: Db,
  clientId: number,
  options: {
    code: string;
    rule: BadgeRuleKind;
    threshold?: number;
    pointKind?: PointKind | null;
    campaignId?: number | null;
    names?: Record<string, string>;
    active?: boolean;
    position?: number;
  },
) {
  return db
    .insertInto('badges')
    .values({
      client_id: clientId,
      code: options.code,
      names: JSON.stringify(
        options.names ?? { 'pt-BR': `Medalha ${options.code}`, 'en-US': `Badge ${options.code}` },
      ),
      rule: options.rule,
      threshold: options.threshold ?? 1,
      point_kind: ruleCountsKind(options.rule) ? (options.pointKind ?? 'training') : null,
      campaign_id: options.campaignId ?? null,
      active: options.active ?? true,
      position: options.position ?? 0,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/** Posts an earning entry through the real ledger (hooks included) at `at`. */
export function earn(
  db: Db,
  who: { clientId: number; userId: number; campaignId?: number | null },
  kind: PointKind,
  amount: number,
  at: Date,
  extra: Partial<PostEntryInput> = {},
) {
  return postEntry(
    db,
    {
      clientId: who.clientId,
      userId: who.userId,
      programme: 'rewards',
      campaignId: who.campaignId ?? null,
      kind,
      amount,
      ...extra,
    },
    at,
  );
}

/** The user's badges in a client, by code, with when each was earned. */
export async function earnedBadges(db: Db, userId: number, clientId: number) {
  return db
    .selectFrom('user_badges as ub')
    .innerJoin('badges as b', 'b.id', 'ub.badge_id')
    .select(['b.code', 'ub.earned_at', 'ub.entry_id'])
    .where('ub.user_id', '=', userId)
    .where('ub.client_id', '=', clientId)
    .orderBy('b.code')
    .execute();
}

export async function notificationsOf(db: Db, userId: number, kind?: string) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'client_id', 'kind', 'channel', 'data', 'read_at', 'created_at'])
    .where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}
