import type { BadgeRuleKind, PointKind } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';

/** Kysely queries of the programme administrators' badges screen. Every one is scoped to one client. */

export interface AdminBadgeRow {
  id: number;
  code: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  label_key: string | null;
  icon: string | null;
  rule: BadgeRuleKind;
  threshold: number;
  point_kind: PointKind | null;
  campaign_id: number | null;
  active: boolean;
  position: number;
  created_at: Date;
  earned_count: number;
}

const COLUMNS = [
  'b.id',
  'b.code',
  'b.names',
  'b.descriptions',
  'b.label_key',
  'b.icon',
  'b.rule',
  'b.threshold',
  'b.point_kind',
  'b.campaign_id',
  'b.active',
  'b.position',
  'b.created_at',
] as const;

/**
 * The badges of the client with how many users earned each, by position: one aggregate query over the page (the
 * join counts through `user_badges_badge_idx`), plus the count of badges.
 */
export async function listAdminBadges(
  db: Db,
  clientId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: AdminBadgeRow[] }> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('badges')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('badges as b')
      .leftJoin('user_badges as ub', 'ub.badge_id', 'b.id')
      .select(COLUMNS)
      .select((eb) => eb.fn.count<string>('ub.id').as('earned_count'))
      .where('b.client_id', '=', clientId)
      .groupBy('b.id')
      .orderBy('b.position')
      .orderBy('b.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    rows: rows.map((row) => ({ ...row, earned_count: Number(row.earned_count) })),
  };
}

/** One badge of the client with its earned count (another client's is not found). */
export async function findAdminBadge(
  db: Db,
  clientId: number,
  id: number,
): Promise<AdminBadgeRow | undefined> {
  const row = await db
    .selectFrom('badges as b')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('user_badges as ub')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('ub.badge_id', '=', 'b.id')
        .as('earned_count'),
    )
    .where('b.client_id', '=', clientId)
    .where('b.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, earned_count: Number(row.earned_count ?? 0) } : undefined;
}

/**
 * Locks one badge of the client for a change and tells whether anyone earned it. A posting reads its candidate
 * badges `FOR SHARE` (queries.ts), so an award under the old rule either committed before this lock (and is seen
 * here) or waits for the change and reads the new rule.
 */
export async function lockBadgeForChange(db: Db, clientId: number, id: number) {
  const badge = await db
    .selectFrom('badges')
    .select(['id', 'rule', 'threshold', 'point_kind', 'campaign_id'])
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!badge) return undefined;
  const earned = await db
    .selectFrom('user_badges')
    .select('id')
    .where('badge_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return { ...badge, earned: earned !== undefined };
}

/** Whether the campaign is one of the client's. */
export async function campaignOfClient(db: Db, clientId: number, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('campaigns')
    .select('id')
    .where('client_id', '=', clientId)
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface BadgeValues {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  icon: string;
  rule: BadgeRuleKind;
  threshold: number;
  point_kind: PointKind | null;
  campaign_id: number | null;
}

/**
 * Inserts a badge at the given position (else after the client's last one). Null when the client already has a
 * badge with this code (the unique key decides, also between two racing creations).
 */
export async function insertBadge(
  db: Db,
  clientId: number,
  badge: BadgeValues & { code: string; active: boolean; position: number | undefined },
): Promise<number | null> {
  const row = await db
    .insertInto('badges')
    .values((eb) => ({
      client_id: clientId,
      code: badge.code,
      names: JSON.stringify(badge.names),
      descriptions: JSON.stringify(badge.descriptions),
      icon: badge.icon,
      rule: badge.rule,
      threshold: badge.threshold,
      point_kind: badge.point_kind,
      campaign_id: badge.campaign_id,
      active: badge.active,
      position:
        badge.position ??
        eb
          .selectFrom('badges')
          .select(eb.fn.coalesce(eb(eb.fn.max('position'), '+', 1), eb.lit(0)).as('next'))
          .where('client_id', '=', clientId),
    }))
    .onConflict((oc) => oc.columns(['client_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Updates the given fields of one badge of the client. */
export async function updateBadge(
  db: Db,
  clientId: number,
  id: number,
  changes: Partial<BadgeValues> & { position?: number; active?: boolean },
): Promise<void> {
  const { names, descriptions, ...rest } = changes;
  if (!names && !descriptions && Object.keys(rest).length === 0) return;
  await db
    .updateTable('badges')
    .set({
      ...rest,
      ...(names ? { names: JSON.stringify(names) } : {}),
      ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}),
    })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
}

/** Activates or deactivates one badge of the client; false when the client has no such badge. */
export async function setBadgeActive(
  db: Db,
  clientId: number,
  id: number,
  active: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('badges')
    .set({ active })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
