import type { RankingQuery, RankingResponse } from '@elevar/contract';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inSnapshot } from '../../../db/transaction.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type ShortCache, shortCacheOf } from '../../../platform/short-cache.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { toRankingEntry, toRankingPosition } from './mappers.ts';
import * as q from './queries.ts';

export type { RankingScope } from './queries.ts';

/**
 * Up to this offset a page is read by skipping index entries (cheaper than three histogram look-ups); past it, the
 * histogram finds the score at the page's first position and the index is entered there, so a deep page costs
 * about what the first one does. Stores always skip: they are small.
 */
const OFFSET_SCAN_LIMIT = 1000;

export interface PositionedRow extends q.RankedRow {
  position: number;
}

/**
 * Competition ranking (1, 2, 2, 4), as SQL rank() over experience desc: a row tied with the one before shares its
 * position, any other row is placed by its index in the ordered list.
 */
function positioned(rows: q.RankedRow[], offset: number, firstPosition: number): PositionedRow[] {
  const result: PositionedRow[] = [];
  rows.forEach((row, i) => {
    const previous = result[i - 1];
    const position =
      i === 0 ? firstPosition : previous?.experience === row.experience ? previous.position : offset + i + 1;
    result.push({ ...row, position });
  });
  return result;
}

/** One page of a ranking with positions, and how many users it ranks. A bounded number of index reads. */
export async function readRankingPage(
  db: Db,
  scope: q.RankingScope,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: PositionedRow[] }> {
  if (page.offset === 0) {
    const top = await q.rankedTop(db, scope, page.limit);
    return { total: top.total, rows: positioned(top.rows, 0, 1) };
  }
  const total = await q.countRanked(db, scope);
  if (page.offset >= total) return { total, rows: [] };
  if (scope.branchId === null && page.offset > OFFSET_SCAN_LIMIT) {
    const start = await q.locatePosition(db, scope, page.offset + 1);
    if (!start) return { total, rows: [] };
    const rows = await q.rankedFrom(db, scope, start.score, page.offset - start.above, page.limit);
    return { total, rows: positioned(rows, page.offset, start.above + 1) };
  }
  const rows = await q.rankedSlice(db, scope, page.offset, page.limit);
  const first = rows[0];
  if (!first) return { total, rows: [] };
  const above = await q.countAbove(db, scope, first.experience);
  return { total, rows: positioned(rows, page.offset, above + 1) };
}

/** A user's place and score in a scope; null when not ranked there. */
export type Standing = { position: number; score: number } | null;

const standingOf = (row: { experience: number; above: number } | undefined): Standing =>
  row ? { position: row.above + 1, score: row.experience } : null;

/** A user's own place: 1 + the users with more experience (one statement), or null when not ranked there. */
export async function readPosition(db: Db, scope: q.RankingScope, userId: number): Promise<Standing> {
  return standingOf(await q.findStanding(db, scope, userId));
}

/** How long an instance keeps a client's ranking settings, and a scope's first page, at most. */
const KEEP_MAX_MS = 1000;
type RankingContext = Awaited<ReturnType<typeof q.findRankingContext>>;
const settingsCaches = new WeakMap<ServiceContext, ShortCache<RankingContext>>();
type RankingPage = Awaited<ReturnType<typeof readRankingPage>>;
const topPageCaches = new WeakMap<ServiceContext, ShortCache<RankingPage>>();

/** The request path caches' switch (ACTOR_CACHE_MS, 0 in most tests), capped at KEEP_MAX_MS. */
const keepMs = (ctx: ServiceContext) => Math.min(ctx.config.ACTOR_CACHE_MS, KEEP_MAX_MS);

/**
 * Whether a page shows the user where their own standing, read on the primary, puts them: their row with their score
 * at their position, or no row of theirs when their position lies outside the page's places (above or below it, or
 * not ranked at all). Otherwise the page is read again on the primary with the standing, so nobody sees their own
 * points or place disagree on one screen: for a first page kept per instance, and for a page read on the replica.
 */
function showsOwnStanding(
  ranking: RankingPage,
  page: { offset: number; limit: number },
  userId: number,
  me: Standing,
): boolean {
  const own = ranking.rows.find((row) => row.user_id === userId);
  if (own) return me !== null && own.experience === me.score && own.position === me.position;
  return me === null || me.position <= page.offset || me.position > page.offset + page.limit;
}

/**
 * The first page with the user's own position. Every member of a scope sees the same first page, so an instance
 * keeps it for at most KEEP_MAX_MS (under the request path caches' switch) and reads only the user's standing (the
 * histogram sums); a page that would contradict that standing is read again on the primary (never on the replica,
 * which may be older still than the page kept). With no page kept and a read replica, the page is read there and the
 * standing on the primary, side by side; a replica page that contradicts the standing is neither shown nor kept.
 * Otherwise it is one statement on the primary: the page, its size and the standing in one snapshot; the requests
 * that miss the page while that read is under way wait for its page and read only their standing.
 */
async function readTop(ctx: ServiceContext, scope: q.RankingScope, limit: number, userId: number) {
  const pages = shortCacheOf(topPageCaches, ctx, keepMs(ctx));
  const key = `${scope.clientId}:${scope.campaignId}:${scope.countryId}:${scope.branchId}:${limit}`;
  const places = { offset: 0, limit };
  let kept = pages?.get(key);
  // a page aged out is missed by every request in flight at once: they wait for the first one's read of it (looked
  // up and tracked in the same turn, or they would all read)
  const underWay = kept ? undefined : pages?.underWay(key);
  if (underWay) kept = await underWay;
  if (kept) {
    const me = standingOf(await q.findStanding(ctx.db, scope, userId));
    if (showsOwnStanding(kept, places, userId, me)) return { ranking: kept, me };
  } else if (ctx.replica) {
    const [top, standing] = await Promise.all([
      q.rankedTop(ctx.replica, scope, limit),
      q.findStanding(ctx.db, scope, userId),
    ]);
    const ranking = { total: top.total, rows: positioned(top.rows, 0, 1) };
    const me = standingOf(standing);
    if (showsOwnStanding(ranking, places, userId, me)) {
      pages?.set(key, ranking);
      return { ranking, me };
    }
  }
  const read = q.rankedTopWithStanding(ctx.db, scope, limit, userId).then((top) => ({
    ranking: { total: top.total, rows: positioned(top.rows, 0, 1) },
    me: standingOf(top.standing),
  }));
  if (!kept)
    pages?.track(
      key,
      read.then(({ ranking }) => ranking),
    );
  const { ranking, me } = await read;
  pages?.set(key, ranking);
  return { ranking, me };
}

/**
 * A deeper page with the user's own position, in one read-only snapshot so the page, the count and the position
 * agree even while points are being posted. With a read replica the page is read there (in a snapshot of its own)
 * and the position on the primary, side by side; a page that contradicts the position is read again on the primary
 * with it, as without a replica.
 */
async function readDeeper(
  ctx: ServiceContext,
  scope: q.RankingScope,
  page: { offset: number; limit: number },
  userId: number,
) {
  if (ctx.replica) {
    const [ranking, me] = await Promise.all([
      inSnapshot(ctx.replica, (trx) => readRankingPage(trx, scope, page)),
      readPosition(ctx.db, scope, userId),
    ]);
    if (showsOwnStanding(ranking, page, userId, me)) return { ranking, me };
  }
  return inSnapshot(ctx.db, async (trx) => ({
    ranking: await readRankingPage(trx, scope, page),
    me: await readPosition(trx, scope, userId),
  }));
}

/**
 * The client's ranking settings and running campaign: when nothing is asked for (no campaign, no store), kept per
 * instance for at most KEEP_MAX_MS, so the first page is one statement. Both change rarely (the client's score
 * flag, its campaigns' dates); no event is needed to see a change within a second on every instance.
 */
async function rankingContext(
  ctx: ServiceContext,
  clientId: number,
  today: string,
  asked: { campaignId: number | null; branchId: number | null },
): Promise<RankingContext> {
  const cache =
    asked.campaignId === null && asked.branchId === null
      ? shortCacheOf(settingsCaches, ctx, keepMs(ctx))
      : undefined;
  const read = () => q.findRankingContext(ctx.db, clientId, today, asked);
  return cache ? cache.read(`${clientId}:${today}`, read) : read();
}

/**
 * GET /api/v1/rankings (SPEC §6): the selected client's ranking, not found (404) when the client lacks the ranking
 * module (has_ranking false) and without scores when group_training_use_score is false. The campaign defaults to
 * the points' current campaign, as the balance does: the running reward campaign, else points outside campaigns.
 * A campaign or store of another client is not found. A deeper page runs in one read-only snapshot, so the page,
 * the count and the user's own position agree even while points are being posted; the first page may be up to a
 * second old for others' rows (readTop), never for the user's own. With a read replica, others' rows may also trail
 * by its delay, never the user's own row or position (readTop, readDeeper).
 */
export async function getRanking(
  ctx: ServiceContext,
  auth: AuthContext,
  query: RankingQuery,
): Promise<RankingResponse> {
  const clientId = await assertModule(ctx, await loadActor(ctx, auth), 'ranking');
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const settings = await rankingContext(ctx, clientId, today, {
    campaignId: query.campaign_id ?? null,
    branchId: query.branch_id ?? null,
  });
  if (query.campaign_id !== undefined && !settings.campaign_found) throw notFound();
  if (query.branch_id !== undefined && !settings.branch_found) throw notFound();
  const campaignId = query.campaign_id ?? settings.running_campaign_id;
  const scope: q.RankingScope = {
    clientId,
    campaignId,
    countryId: query.country_id ?? null,
    branchId: query.branch_id ?? null,
  };
  const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
  const { ranking, me } =
    page.offset === 0
      ? await readTop(ctx, scope, page.limit, auth.userId)
      : await readDeeper(ctx, scope, page, auth.userId);

  const showScore = settings.use_score !== false;
  return {
    count: ranking.total,
    page: query.page,
    page_size: query.page_size,
    campaign_id: campaignId,
    show_score: showScore,
    results: ranking.rows.map((row) => toRankingEntry(row, showScore)),
    me: me ? toRankingPosition(me, showScore) : null,
  };
}
