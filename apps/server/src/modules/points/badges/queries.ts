import type { BadgeRuleKind, PointKind } from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../../db/connection.ts';

export interface CandidateBadge {
  id: number;
  code: string;
  names: Record<string, string>;
  label_key: string | null;
  icon: string | null;
  rule: BadgeRuleKind;
  threshold: number;
  point_kind: PointKind | null;
}

/** The client's active badges the user does not hold yet, as an award reads them (the callers add their rule). */
function unheldBadges(db: Db, who: { clientId: number; userId: number }) {
  return db
    .selectFrom('badges as b')
    .select(['b.id', 'b.code', 'b.names', 'b.label_key', 'b.icon', 'b.rule', 'b.threshold', 'b.point_kind'])
    .where('b.client_id', '=', who.clientId)
    .where('b.active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_badges as ub')
            .select('ub.id')
            .whereRef('ub.badge_id', '=', 'b.id')
            .where('ub.user_id', '=', who.userId),
        ),
      ),
    );
}

/**
 * The client's active badges a posting could award the user: not earned yet, and either counting the posting's
 * kind or measuring experience in the posting's campaign (or in any campaign). One query. The rows are read
 * `FOR SHARE` until the posting commits: postings do not block each other, but an administrator's change of a
 * rule or of `active` (admin-queries.ts) waits for them, so an award is never made under a rule that changed.
 */
export async function candidateBadges(
  db: Db,
  who: { clientId: number; userId: number; kind: PointKind; campaignId: number | null },
): Promise<CandidateBadge[]> {
  return CANDIDATE_BADGES(db, [who.clientId, who.userId, who.kind, who.campaignId]);
}

const BADGE_COLUMNS = 'b.id, b.code, b.names, b.label_key, b.icon, b.rule, b.threshold, b.point_kind';

/** `candidateBadges`' rows as SQL (`unheldBadges` with the posting's rule): placeholders of the caller's statement. */
const candidateBadgesFrom = (client: string, user: string, kind: string, campaign: string) => `from badges b
  where b.client_id = ${client} and b.active = true
    and not exists (select ub.id from user_badges ub where ub.badge_id = b.id and ub.user_id = ${user})
    and (b.point_kind = ${kind}
      or (${campaign} is not null and b.rule = 'campaign_experience'
        and (b.campaign_id is null or b.campaign_id = ${campaign})))`;

/** `candidateBadges` as one prepared statement (every posting reads it). */
const CANDIDATE_BADGES = preparedQuery<CandidateBadge>(`select ${BADGE_COLUMNS}
  ${candidateBadgesFrom('$1::bigint', '$2::bigint', '$3::text', '$4::bigint')}
  order by b.position, b.id
  for share of b`);

/**
 * `candidateBadges` as one json column of another statement (a json array in the same order, the rows read `FOR
 * SHARE` as well): the ledger reads them with a post's rules (ledger-queries.ts `findPostingFacts`).
 */
export const candidateBadgesJson = (client: string, user: string, kind: string, campaign: string) =>
  `(select coalesce(json_agg(json_build_object('id', c.id, 'code', c.code, 'names', c.names,
      'label_key', c.label_key, 'icon', c.icon, 'rule', c.rule, 'threshold', c.threshold,
      'point_kind', c.point_kind) order by c.position, c.id), '[]'::json)
    from (select ${BADGE_COLUMNS}, b.position ${candidateBadgesFrom(client, user, kind, campaign)}
      for share of b) c)`;

/**
 * The client's active badges of a fact's rule (`trails_finished`) the user does not hold yet. One query, read
 * `FOR SHARE` like the posting's candidates, so an administrator's change of the rule waits for the award.
 */
export async function factBadges(
  db: Db,
  who: { clientId: number; userId: number; rule: BadgeRuleKind },
): Promise<CandidateBadge[]> {
  return unheldBadges(db, who)
    .where('b.rule', '=', who.rule)
    .orderBy('b.position')
    .orderBy('b.id')
    .forShare('b')
    .execute();
}

/**
 * Serializes badge evaluation per user until the transaction ends, so two postings of the same user (say in two
 * campaigns) cannot both count without seeing each other and miss a threshold they cross together.
 */
export async function lockUserForBadges(db: Db, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${BADGE_LOCK_NAMESPACE}, ${userId % 2_147_483_647}::int)`.execute(
    db,
  );
}

/** A fixed first key ('BA') that keeps these advisory locks apart from any other use. */
const BADGE_LOCK_NAMESPACE = 0x4241;

/** Earning entries of a kind by the user in the client that are not reversed (counted on the kind index). */
function earningEntries(db: Db, who: { clientId: number; userId: number; kind: PointKind }) {
  return db
    .selectFrom('point_entries as e')
    .where('e.user_id', '=', who.userId)
    .where('e.client_id', '=', who.clientId)
    .where('e.kind', '=', who.kind)
    .where((eb) => eb.or([eb('e.amount', '>', 0), eb('e.experience', '>', 0)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('point_entries as r')
            .select('r.id')
            .whereRef('r.reverses_entry_id', '=', 'e.id')
            .where('r.kind', '=', 'reversal'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('point_entry_states as s')
            .select('s.entry_id')
            .whereRef('s.entry_id', '=', 'e.id')
            .where('s.status', '=', 'reversed'),
        ),
      ),
    );
}

export async function countEarningEntries(
  db: Db,
  who: { clientId: number; userId: number; kind: PointKind },
): Promise<number> {
  const row = await earningEntries(db, who)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The distinct weeks (Mondays, UTC) with an earning entry of the kind between two instants. */
export async function entryWeeks(
  db: Db,
  who: { clientId: number; userId: number; kind: PointKind },
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await earningEntries(db, who)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .select(sql<string>`(date_trunc('week', e.created_at at time zone 'UTC'))::date::text`.as('week'))
    .distinct()
    .execute();
  return rows.map((r) => r.week);
}

/**
 * Records the badges earned; a badge the user already holds (a racing posting or fact won) is skipped. The entry is
 * the posting that earned it, null for a fact.
 */
export async function insertUserBadges(
  db: Db,
  rows: { userId: number; clientId: number; badgeId: number; entryId: number | null; at: Date }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('user_badges')
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        client_id: r.clientId,
        badge_id: r.badgeId,
        entry_id: r.entryId,
        earned_at: r.at,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
    .returning('badge_id')
    .execute();
  return inserted.map((r) => r.badge_id);
}

/** The client's badges for the badges screen (active ones, plus retired ones the user holds), with earned_at. */
export async function listBadgesFor(db: Db, who: { clientId: number; userId: number }) {
  return db
    .selectFrom('badges as b')
    .leftJoin('user_badges as ub', (join) =>
      join.onRef('ub.badge_id', '=', 'b.id').on('ub.user_id', '=', who.userId),
    )
    .select([
      'b.id',
      'b.code',
      'b.names',
      'b.descriptions',
      'b.label_key',
      'b.icon',
      'b.rule',
      'b.threshold',
      'b.point_kind',
      'ub.earned_at',
    ])
    .where('b.client_id', '=', who.clientId)
    .where((eb) => eb.or([eb('b.active', '=', true), eb('ub.id', 'is not', null)]))
    .orderBy('b.position')
    .orderBy('b.id')
    .execute();
}
