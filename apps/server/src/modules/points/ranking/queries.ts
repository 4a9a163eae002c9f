import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import { runningCampaign } from '../ledger-queries.ts';
import {
  balancesWhere,
  fixedText,
  histogramWhere,
  literal,
  Params,
  type RankingScope,
  run,
  scopeParams,
  shapeOf,
  storeWhere,
  totalOf,
  usersAbove,
  withUsers,
} from './statements.ts';

/**
 * The ranking reads. Every query here filters by the client: a ranking never reads another tenant's rows. They are
 * fixed SQL texts per scope shape, prepared once per connection on PostgreSQL (see statements.ts).
 */
export type { RankingScope } from './statements.ts';

export interface RankedRow {
  user_id: number;
  experience: number;
  full_name: string;
  nickname: string | null;
  image_url: string | null;
  status: string;
}

const KEYS = 'select b.user_id, b.experience from point_balances b';
const ORDER = 'order by b.experience desc, b.user_id';

/** A slice of the ranking by offset: an index range scan, for the first pages and for stores. */
export async function rankedSlice(
  db: Db,
  scope: RankingScope,
  offset: number,
  limit: number,
): Promise<RankedRow[]> {
  const p = new Params();
  const s = scopeParams(scope, p);
  const page = `${KEYS} where ${balancesWhere('b', s)} ${ORDER} limit ${literal(limit)} offset ${p.add(offset, 'integer')}`;
  return run<RankedRow>(db, { text: withUsers(page), params: p.values });
}

/** The first page and the scope's size in one statement (the size is an init plan, computed once). */
export async function rankedTop(
  db: Db,
  scope: RankingScope,
  limit: number,
): Promise<{ total: number; rows: RankedRow[] }> {
  const p = new Params();
  const s = scopeParams(scope, p);
  const text = `select b.user_id, b.experience, u.full_name, u.nickname, u.image_url, u.status, ${totalOf(s)} as total
    from point_balances b join users u on u.id = b.user_id
    where ${balancesWhere('b', s)} ${ORDER} limit ${literal(limit)}`;
  const rows = await run<RankedRow & { total: number }>(db, { text, params: p.values });
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(({ total: _total, ...row }) => row) };
}

/**
 * A slice that starts `skip` users into the group tied at `score` and continues below it, in one statement: two
 * index seeks, so a deep page costs what the first one does (apart from the tie group skipped).
 */
export async function rankedFrom(
  db: Db,
  scope: RankingScope,
  score: number,
  skip: number,
  limit: number,
): Promise<RankedRow[]> {
  const p = new Params();
  const s = scopeParams(scope, p);
  const at = p.add(score, 'integer');
  const where = balancesWhere('b', s);
  const n = literal(limit);
  const tied = `${KEYS} where ${where} and b.experience = ${at} order by b.user_id limit ${n} offset ${p.add(skip, 'integer')}`;
  const below = `${KEYS} where ${where} and b.experience < ${at} ${ORDER} limit ${n}`;
  const page = `(${tied}) union all (${below}) order by experience desc, user_id limit ${n}`;
  return run<RankedRow>(db, { text: withUsers(page), params: p.values });
}

/** How many users the scope ranks. */
export async function countRanked(db: Db, scope: RankingScope): Promise<number> {
  const p = new Params();
  const rows = await run<{ n: number }>(db, {
    text: `select ${totalOf(scopeParams(scope, p))} as n`,
    params: p.values,
  });
  return Number(rows[0]?.n ?? 0);
}

/** Users with more experience than `score`: the histogram, or for a store the store's ranking index. */
export async function countAbove(db: Db, scope: RankingScope, score: number): Promise<number> {
  const p = new Params();
  const s = scopeParams(scope, p);
  const at = p.add(score, 'integer');
  const text =
    s.branch !== null
      ? `select count(*) as n from point_balances b where ${balancesWhere('b', s)} and b.experience > ${at}`
      : `select ${usersAbove(s, at)} as n`;
  const rows = await run<{ n: number }>(db, { text, params: p.values });
  return Number(rows[0]?.n ?? 0);
}

/** How many users of the scope have more experience than the ranked balance `b`. */
function usersAboveBalance(s: ReturnType<typeof scopeParams>): string {
  return s.branch !== null
    ? `(select count(*) from point_balances o where ${storeWhere('o', s)} and o.experience > b.experience)`
    : usersAbove(s, 'b.experience');
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
  const p = new Params();
  const s = scopeParams(scope, p);
  const user = p.add(userId, 'bigint');
  const text = fixedText(
    `standing:${shapeOf(scope)}`,
    () => `select b.experience, ${usersAboveBalance(s)} as above from point_balances b
    where ${balancesWhere('b', s)} and b.user_id = ${user}`,
  );
  const [row] = await run<{ experience: number; above: number }>(db, { text, params: p.values });
  return row ? { experience: row.experience, above: Number(row.above) } : undefined;
}

/**
 * The first page, the scope's size and a user's own standing in one statement (so one snapshot, no transaction):
 * the request path's ranking read.
 */
export async function rankedTopWithStanding(
  db: Db,
  scope: RankingScope,
  limit: number,
  userId: number,
): Promise<{
  total: number;
  rows: RankedRow[];
  standing: { experience: number; above: number } | undefined;
}> {
  const p = new Params();
  const s = scopeParams(scope, p);
  const user = p.add(userId, 'bigint');
  const text = fixedText(`top-standing:${shapeOf(scope)}:${literal(limit)}`, () => {
    const where = balancesWhere('b', s);
    return `select ${totalOf(s)} as total,
    (select coalesce(json_agg(t order by t.experience desc, t.user_id), '[]'::json) from (
      select b.user_id, b.experience, u.full_name, u.nickname, u.image_url, u.status
      from point_balances b join users u on u.id = b.user_id where ${where} ${ORDER} limit ${literal(limit)}) t) as rows,
    (select json_build_object('experience', b.experience, 'above', ${usersAboveBalance(s)}) from point_balances b
      where ${where} and b.user_id = ${user}) as standing`;
  });
  const [row] = await run<{
    total: number | string;
    rows: RankedRow[];
    standing: { experience: number; above: number | string } | null;
  }>(db, { text, params: p.values });
  return {
    total: Number(row?.total ?? 0),
    rows: row?.rows ?? [],
    standing: row?.standing
      ? { experience: row.standing.experience, above: Number(row.standing.above) }
      : undefined,
  };
}

/**
 * One histogram level's step of locatePosition: among the blocks of a parent block, the one holding the
 * `rank`-th user of the parent from the top, with the users of the parent above it (`before`) and its own. A
 * window sum that stops at the block found, read from the nearer end: from the top when the rank lies in the
 * upper half of the parent's users, else from the bottom (users low in a block are the many). The other branch's
 * condition is a one-time filter: its scan never runs.
 */
function levelStep(where: string, level: number, range: string, rank: string, parentUsers: string) {
  const blocks = (direction: 'asc' | 'desc', side: string) =>
    `select h.key, h.users,
        coalesce(sum(h.users) over (order by h.key ${direction} rows between unbounded preceding and 1 preceding), 0)
          as passed
      from ranking_counts h where ${where} and h.level = ${level} and ${range} and h.users > 0 and ${side}`;
  const fromTop = `select t.key, t.users, t.passed as before from (${blocks('desc', `2 * (${rank}) <= ${parentUsers}`)}) t
    where t.passed < ${rank} and t.passed + t.users >= ${rank} order by t.key desc limit 1`;
  const rankFromBottom = `(${parentUsers} - (${rank}) + 1)`;
  const fromBottom = `select t.key, t.users, ${parentUsers} - t.passed - t.users as before
    from (${blocks('asc', `2 * (${rank}) > ${parentUsers}`)}) t
    where t.passed < ${rankFromBottom} and t.passed + t.users >= ${rankFromBottom} order by t.key limit 1`;
  return `(${fromTop}) union all (${fromBottom})`;
}

/**
 * Where the `position`-th ranked user (1-based, in ranking order) stands: their score and the users above it.
 * Walks the histogram from the top level down in one statement, each level inside the block the one above found.
 */
export async function locatePosition(
  db: Db,
  scope: RankingScope,
  position: number,
): Promise<{ score: number; above: number } | undefined> {
  const p = new Params();
  const where = histogramWhere(scopeParams(scope, p));
  const at = p.add(position, 'bigint');
  const below = (parent: string, level: number) =>
    `select t.key, t.users, ${parent}.before + t.before as before from ${parent} cross join lateral (${levelStep(
      where,
      level,
      `h.key between (${parent}.key << 10) and ((${parent}.key << 10) | 1023)`,
      `${at} - ${parent}.before`,
      `${parent}.users`,
    )}) t`;
  const text = `with l2 as (select t.key, t.users, t.before from (
        select h.key, h.users,
          coalesce(sum(h.users) over (order by h.key desc rows between unbounded preceding and 1 preceding), 0) as before
        from ranking_counts h where ${where} and h.level = 2 and h.users > 0
      ) t where t.before < ${at} and t.before + t.users >= ${at} order by t.key desc limit 1),
    l1 as (${below('l2', 1)}),
    l0 as (${below('l1', 0)})
    select key as score, before as above from l0`;
  const [row] = await run<{ score: number; above: number }>(db, { text, params: p.values });
  return row ? { score: row.score, above: Number(row.above) } : undefined;
}

/** Recomputes one (client, campaign) histogram from point_balances; blocks postings while it runs. */
export async function rebuildRankingCounts(db: Db, clientId: number, campaignId: number | null) {
  await sql`select ranking_counts_rebuild(${clientId}::bigint, ${campaignId}::bigint)`.execute(db);
}

/**
 * What a ranking request needs to know of the client, in one statement: whether scores show
 * (group_training_use_score), its reward campaign running `today`, and whether the campaign and store asked for
 * (null: none) are the client's.
 */
const rankingContext = preparedQuery<{
  use_score: boolean | null;
  running_campaign_id: number | null;
  campaign_found: boolean;
  branch_found: boolean;
}>(`select c.group_training_use_score as use_score,
    (select r.id from (${runningCampaign('$1::bigint', '$2::date')}) r) as running_campaign_id,
    exists (select 1 from campaigns where id = $3::bigint and client_id = $1::bigint) as campaign_found,
    exists (select 1 from branches where id = $4::bigint and client_id = $1::bigint) as branch_found
  from (select 1) one left join clients c on c.id = $1::bigint`);

export async function findRankingContext(
  db: Db,
  clientId: number,
  today: string,
  asked: { campaignId: number | null; branchId: number | null },
) {
  const [row] = await rankingContext(db, [clientId, today, asked.campaignId, asked.branchId]);
  if (!row) throw new Error('the ranking context statement answers one row');
  return row;
}
