import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/types.ts';

/**
 * One ranking: a client and campaign (null: points outside campaigns), optionally one country or one store.
 * Every query here filters by the client: a ranking never reads another tenant's rows.
 */
export interface RankingScope {
  clientId: number;
  campaignId: number | null;
  countryId: number | null;
  branchId: number | null;
}

export interface RankedRow {
  user_id: number;
  experience: number;
  full_name: string;
  nickname: string | null;
  image_url: string | null;
  status: string;
}

/** Bits of score each histogram level groups (see the 20261121T1210_rankings migration). */
const LEVEL_BITS = 10;
const BLOCK = 2 ** LEVEL_BITS;

/**
 * The ranked balances of a scope. `experience > 0` is spelled out so the planner can use the partial ranking
 * indexes (client, campaign[, country | branch], experience desc, user_id) whatever the parameters.
 */
function rankedBalances(db: Db, scope: RankingScope) {
  return db
    .selectFrom('point_balances as b')
    .where('b.client_id', '=', scope.clientId)
    .where('b.experience', '>', 0)
    .$if(scope.campaignId === null, (qb) => qb.where('b.campaign_id', 'is', null))
    .$if(scope.campaignId !== null, (qb) => qb.where('b.campaign_id', '=', scope.campaignId))
    .$if(scope.countryId !== null, (qb) => qb.where('b.country_id', '=', scope.countryId))
    .$if(scope.branchId !== null, (qb) => qb.where('b.branch_id', '=', scope.branchId));
}

/** The histogram rows of a scope (client, campaign, country or all countries). */
function histogram(db: Db | ExpressionBuilder<Database, never>, scope: RankingScope) {
  return db
    .selectFrom('ranking_counts as h')
    .where('h.client_id', '=', scope.clientId)
    .where('h.campaign_key', '=', scope.campaignId ?? 0)
    .where('h.country_key', '=', scope.countryId ?? 0);
}

const RANKED_COLUMNS = [
  'b.user_id',
  'b.experience',
  'u.full_name',
  'u.nickname',
  'u.image_url',
  'u.status',
] as const;

/** Ranked balances with the users' public fields. */
const rankedRows = (db: Db, scope: RankingScope) =>
  rankedBalances(db, scope).innerJoin('users as u', 'u.id', 'b.user_id').select(RANKED_COLUMNS);

/** The ranked balances' keys, to pick a page by before joining the users. */
const rankedKeys = (db: Db, scope: RankingScope) =>
  rankedBalances(db, scope).select(['b.user_id', 'b.experience']);

/** The users' public fields for a page of balances picked first: rows skipped never reach the users table. */
function withUsers(db: Db, page: ReturnType<typeof rankedKeys>): Promise<RankedRow[]> {
  return db
    .selectFrom(page.as('p'))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.experience', 'u.full_name', 'u.nickname', 'u.image_url', 'u.status'])
    .orderBy('p.experience', 'desc')
    .orderBy('p.user_id')
    .execute();
}

/** A slice of the ranking by offset: an index range scan, for the first pages and for stores. */
export async function rankedSlice(
  db: Db,
  scope: RankingScope,
  offset: number,
  limit: number,
): Promise<RankedRow[]> {
  return withUsers(
    db,
    rankedKeys(db, scope).orderBy('b.experience', 'desc').orderBy('b.user_id').limit(limit).offset(offset),
  );
}

/** A store's ranked balances as a subquery (alias `o`): stores are small, so they count through their index. */
function storeBalances(eb: ExpressionBuilder<Database, never>, scope: RankingScope, branchId: number) {
  return eb
    .selectFrom('point_balances as o')
    .where('o.client_id', '=', scope.clientId)
    .where('o.branch_id', '=', branchId)
    .$if(scope.campaignId === null, (qb) => qb.where('o.campaign_id', 'is', null))
    .$if(scope.campaignId !== null, (qb) => qb.where('o.campaign_id', '=', scope.campaignId))
    .where('o.experience', '>', 0);
}

/** How many users the scope ranks, as a scalar subquery: the top histogram level, or the store's index. */
function totalOf(eb: ExpressionBuilder<Database, never>, scope: RankingScope) {
  if (scope.branchId !== null) {
    return storeBalances(eb, scope, scope.branchId).select((e) => e.fn.countAll<number>().as('n'));
  }
  return histogram(eb, scope)
    .where('h.level', '=', 2)
    .select((e) => e.fn.coalesce(e.fn.sum<number>('h.users'), e.lit(0)).as('n'));
}

/** The first page and the scope's size in one statement (the size is an init plan, computed once). */
export async function rankedTop(
  db: Db,
  scope: RankingScope,
  limit: number,
): Promise<{ total: number; rows: RankedRow[] }> {
  const rows = await rankedRows(db, scope)
    .select((eb) => totalOf(eb as unknown as ExpressionBuilder<Database, never>, scope).as('total'))
    .orderBy('b.experience', 'desc')
    .orderBy('b.user_id')
    .limit(limit)
    .execute();
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(({ total: _total, ...row }) => row) };
}

/**
 * A slice that starts `skip` users into the group tied at `score` and continues below it: an index seek, so a
 * deep page costs what the first one does (apart from the tie group skipped).
 */
export async function rankedFrom(
  db: Db,
  scope: RankingScope,
  score: number,
  skip: number,
  limit: number,
): Promise<RankedRow[]> {
  const tied = await withUsers(
    db,
    rankedKeys(db, scope).where('b.experience', '=', score).orderBy('b.user_id').limit(limit).offset(skip),
  );
  if (tied.length === limit) return tied;
  const below = await withUsers(
    db,
    rankedKeys(db, scope)
      .where('b.experience', '<', score)
      .orderBy('b.experience', 'desc')
      .orderBy('b.user_id')
      .limit(limit - tied.length),
  );
  return [...tied, ...below];
}

/** How many users the scope ranks. */
export async function countRanked(db: Db, scope: RankingScope): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => totalOf(eb as ExpressionBuilder<Database, never>, scope).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/** ranking_count_above (see the migration) of a scope, for a score given as SQL. */
function histogramAbove(scope: RankingScope, score: ReturnType<typeof sql<number>>) {
  return sql<number>`ranking_count_above(${scope.clientId}::bigint, ${scope.campaignId ?? 0}::bigint, ${
    scope.countryId ?? 0
  }::integer, ${score})`;
}

/** Users with more experience than `score`: the histogram, or for a store the store's ranking index. */
export async function countAbove(db: Db, scope: RankingScope, score: number): Promise<number> {
  if (scope.branchId !== null) {
    const row = await rankedBalances(db, scope)
      .where('b.experience', '>', score)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectNoFrom(histogramAbove(scope, sql<number>`${score}::integer`).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A user's experience in the scope and how many users have more, in one statement (one snapshot): undefined
 * when the user is not ranked there (no experience, or outside the country or store).
 */
export async function findStanding(
  db: Db,
  scope: RankingScope,
  userId: number,
): Promise<{ experience: number; above: number } | undefined> {
  const row = await rankedBalances(db, scope)
    .where('b.user_id', '=', userId)
    .select('b.experience')
    .select((eb) =>
      (scope.branchId !== null
        ? storeBalances(eb as unknown as ExpressionBuilder<Database, never>, scope, scope.branchId)
            .where('o.experience', '>', sql.ref<number>('b.experience'))
            .select((e) => e.fn.countAll<number>().as('n'))
        : histogramAbove(scope, sql<number>`b.experience`)
      ).as('above'),
    )
    .executeTakeFirst();
  return row ? { experience: row.experience, above: Number(row.above) } : undefined;
}

/**
 * Where the `position`-th ranked user (1-based, in ranking order) stands: their score and the users above it.
 * Walks the histogram from the top level down, each step a window sum over at most 2,048 rows of one block.
 */
export async function locatePosition(
  db: Db,
  scope: RankingScope,
  position: number,
): Promise<{ score: number; above: number } | undefined> {
  let remaining = position;
  let above = 0;
  let parent: number | null = null;
  for (const level of [2, 1, 0]) {
    const lower: number = parent === null ? 0 : parent * BLOCK;
    const upper: number = parent === null ? 2 ** 31 - 1 : Math.min(2 ** 31 - 1, (parent + 1) * BLOCK - 1);
    const blocks = histogram(db, scope)
      .where('h.level', '=', level)
      .where('h.key', '>=', lower)
      .where('h.key', '<=', upper)
      .where('h.users', '>', 0)
      .select([
        'h.key',
        'h.users',
        sql<number>`coalesce(sum(h.users) over (order by h.key desc rows between unbounded preceding and 1 preceding), 0)`.as(
          'before',
        ),
      ]);
    const hit = await db
      .selectFrom(blocks.as('t'))
      .select(['t.key', 't.before'])
      .where('t.before', '<', remaining)
      .where(sql<number>`t.before + t.users`, '>=', remaining)
      .orderBy('t.key', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!hit) return undefined;
    remaining -= Number(hit.before);
    above += Number(hit.before);
    parent = hit.key;
  }
  return parent === null ? undefined : { score: parent, above };
}

/** Recomputes one (client, campaign) histogram from point_balances; blocks postings while it runs. */
export async function rebuildRankingCounts(db: Db, clientId: number, campaignId: number | null) {
  await sql`select ranking_counts_rebuild(${clientId}::bigint, ${campaignId}::bigint)`.execute(db);
}

/** The selected client's ranking flags: has_ranking is the module, scores follow group_training_use_score. */
export async function findRankingSettings(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['enabled_modules', 'group_training_use_score'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export async function campaignOfClient(db: Db, clientId: number, campaignId: number) {
  const row = await db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function branchOfClient(db: Db, clientId: number, branchId: number) {
  const row = await db
    .selectFrom('branches')
    .select('id')
    .where('id', '=', branchId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}
