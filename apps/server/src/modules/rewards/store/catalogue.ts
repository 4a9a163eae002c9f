import type { RewardCatalogue, RewardCatalogueQuery, RewardDetail, RewardState } from '@elevar/contract';
import { type LanguageCode, SEARCH_MIN_LENGTH, searchKey } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { unfinishedCourses } from '../../learning/index.ts';
import { spendingBalance } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer } from '../access.ts';
import { nameIn, toCard, toCategory } from './mappers.ts';
import * as q from './queries.ts';

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

/** SPEC §3 Reward state's user part: points and level in the balance a redemption debits. */
async function stateOf(ctx: ServiceContext, viewer: RewardsViewer): Promise<RewardState> {
  const balance = await spendingBalance(ctx.db, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    today: today(ctx),
  });
  return { user_points: balance.available, level_id: balance.level, level_points: balance.experience };
}

/** The words searched (the domain's search key, as learning's catalogue), or '' when too short to search. */
function searchWords(search: string | undefined): string {
  const words = search ? searchKey(search) : '';
  return words.length >= SEARCH_MIN_LENGTH ? words : '';
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
  const viewer = await storeViewer(ctx, auth, language);
  const [page, lists, state] = await Promise.all([
    viewer.countryId === null
      ? { rows: [], count: 0 }
      : q.cataloguePage(
          ctx.db,
          { clientId: viewer.clientId, countryId: viewer.countryId },
          {
            words: searchWords(query.search),
            departmentId: query.department_id,
            categoryId: query.category_id,
          },
          { sort: query.sort, language, page: query.page, pageSize: query.page_size },
        ),
    q.storeLists(ctx.db, viewer.clientId),
    stateOf(ctx, viewer),
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
  const courseIds = await q.requiredCourseIds(db, viewer.clientId);
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
  const viewer = await storeViewer(ctx, auth, language);
  const reward = await offeredReward(ctx, viewer, rewardId);
  const [state, redeemed, training] = await Promise.all([
    stateOf(ctx, viewer),
    q.liveOrdersInCategory(ctx.db, {
      clientId: viewer.clientId,
      userId: viewer.userId,
      categoryId: Number(reward.category_id),
    }),
    trainingComplete(ctx.db, viewer),
  ]);
  return {
    ...toCard(reward, language, ctx.secret),
    description: nameIn(reward.descriptions, language),
    delivery_notes: nameIn(reward.delivery_notes, language),
    state: { ...state, category_redeemed: redeemed, training_complete: training },
  };
}
