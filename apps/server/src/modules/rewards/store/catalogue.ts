import type { RewardCatalogue, RewardCatalogueQuery, RewardDetail, RewardState } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { unfinishedCourses } from '../../learning/index.ts';
import { currentLevel } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer, viewerOf } from '../access.ts';
import { cataloguePageOf, storeListsOf } from './catalogue-pages.ts';
import { nameIn, toCard, toCategory } from './mappers.ts';
import * as q from './queries.ts';
import { rewardDetailFor, shopperWithBalance } from './reads.ts';

/**
 * Who uses the store: the `reward_store` module's predicate (retail roles and the programme's staff) and a partner
 * account (SPEC §6). The catalogue is their client's in their country (SPEC §3: stock by country).
 */
export function storeViewer(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<RewardsViewer> {
  return rewardsViewer(ctx, auth, language, 'reward_store');
}

/** The day the store's balance is read on (UTC, as the profile's programme fields). */
export const today = (ctx: ServiceContext) => ctx.clock.now().toISOString().slice(0, 10);

/**
 * The store's viewer (`storeViewer`'s checks) with SPEC §3 Reward state's user part: points and level in the balance
 * a redemption debits (`spendingBalance`'s), read with the membership in one statement; a level not stored yet is
 * carried over as `currentLevel` reads it.
 */
async function shopperOf(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<{ viewer: RewardsViewer; state: RewardState }> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'reward_store');
  const [row] = await shopperWithBalance(ctx.db, [clientId, actor.userId, today(ctx)]);
  const viewer = viewerOf(actor, clientId, row, language);
  const campaignId = row?.running_campaign_id == null ? null : Number(row.running_campaign_id);
  const level =
    campaignId === null
      ? null
      : (row?.level ?? (await currentLevel(ctx.db, { clientId, userId: actor.userId, campaignId })));
  return {
    viewer,
    state: {
      user_points: row?.available ?? 0,
      level_id: level as RewardState['level_id'],
      level_points: row?.experience ?? 0,
    },
  };
}

/**
 * GET /api/v1/rewards/store: a page of the rewards offered in the user's country (a stock row there), searched
 * (accents ignored, each word beginning a word of a name or description in any language), filtered by department
 * and category, sorted by popularity, name, or price; the filters' lists and the user's points beside it. A user
 * with no country sees an empty store.
 */
export async function catalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: RewardCatalogueQuery,
  language: LanguageCode,
): Promise<RewardCatalogue> {
  const { viewer, state } = await shopperOf(ctx, auth, language);
  const [page, lists] = await Promise.all([
    viewer.countryId === null
      ? { rows: [], count: 0 }
      : cataloguePageOf(ctx, { clientId: viewer.clientId, countryId: viewer.countryId }, query, language),
    storeListsOf(ctx, viewer.clientId),
  ]);
  return {
    count: page.count,
    page: query.page,
    page_size: query.page_size,
    results: page.rows.map((row) => toCard(row, language, ctx.secret)),
    departments: lists.departments.map((d) => ({ id: Number(d.id), name: nameIn(d.names, language) })),
    categories: lists.categories.map((c) => toCategory(c, language)),
    state,
  };
}

/** Whether the client's required training is all finished by the user (none required: true). */
export async function trainingComplete(
  db: Db,
  viewer: Pick<RewardsViewer, 'clientId' | 'userId'>,
): Promise<boolean> {
  return trainingDone(db, viewer, await q.requiredCourseIds(db, viewer.clientId));
}

/** Whether the user finished each of `courseIds` in the client (none: true). */
async function trainingDone(
  db: Db,
  viewer: Pick<RewardsViewer, 'clientId' | 'userId'>,
  courseIds: number[],
): Promise<boolean> {
  if (courseIds.length === 0) return true;
  const unfinished = await unfinishedCourses(db, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    courseIds,
  });
  return unfinished.length === 0;
}

/** A reward offered in the viewer's country, else not found (another client's, another country's, inactive). */
export async function offeredReward(ctx: ServiceContext, viewer: RewardsViewer, rewardId: number) {
  const reward =
    viewer.countryId === null
      ? undefined
      : await q.rewardInCountry(ctx.db, viewer.clientId, viewer.countryId, rewardId);
  if (!reward) throw notFound();
  return reward;
}

/**
 * GET /api/v1/rewards/store/:id: the reward's details (price, department, category and its maximum, stock left in
 * the user's country, image, description, delivery notes) and SPEC §3 Reward state: the user's points, level and
 * level points, their orders in the category, whether the required training is finished.
 */
export async function rewardDetail(
  ctx: ServiceContext,
  auth: AuthContext,
  rewardId: number,
  language: LanguageCode,
): Promise<RewardDetail> {
  const { viewer, state } = await shopperOf(ctx, auth, language);
  const [reward] =
    viewer.countryId === null
      ? []
      : await rewardDetailFor(ctx.db, [viewer.clientId, viewer.countryId, rewardId, viewer.userId]);
  if (!reward) throw notFound();
  const training = await trainingDone(ctx.db, viewer, reward.required_courses.map(Number));
  const redeemed = reward.category_redeemed;
  return {
    ...toCard(reward, language, ctx.secret),
    description: nameIn(reward.descriptions, language),
    delivery_notes: nameIn(reward.delivery_notes, language),
    state: { ...state, category_redeemed: redeemed, training_complete: training },
  };
}
