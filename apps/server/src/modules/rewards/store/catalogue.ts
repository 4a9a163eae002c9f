import type { RewardCatalogue, RewardCatalogueQuery, RewardDetail, RewardState } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import type { WrittenAnswer } from '../../../platform/response-serializer.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { unfinishedCourses } from '../../learning/index.ts';
import { currentLevel } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer, viewerOf } from '../access.ts';
import { writtenCatalogue } from './catalogue-cards.ts';
import { cataloguePageOf } from './catalogue-pages.ts';
import { nameIn, toCard } from './mappers.ts';
import * as q from './queries.ts';
import { type ShopperRow, shopperWithBalance, shopperWithDetail } from './reads.ts';

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
 * a redemption debits (`spendingBalance`'s), read with the membership by `read` in one statement (with what else the
 * request needs: `row`); a level not stored yet is carried over as `currentLevel` reads it.
 */
async function shopperOf<R extends ShopperRow>(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
  read: (clientId: number, userId: number) => Promise<R[]>,
): Promise<{ viewer: RewardsViewer; state: RewardState; row: R | undefined }> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'reward_store');
  const [row] = await read(clientId, actor.userId);
  const viewer = viewerOf(actor, clientId, row, language);
  const campaignId = row?.running_campaign_id == null ? null : Number(row.running_campaign_id);
  const level =
    campaignId === null
      ? null
      : (row?.level ?? (await currentLevel(ctx.db, { clientId, userId: actor.userId, campaignId })));
  return {
    viewer,
    row,
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
 * with no country sees an empty store. Answered written (catalogue-cards.ts): the shared parts are written once.
 */
export async function catalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: RewardCatalogueQuery,
  language: LanguageCode,
): Promise<WrittenAnswer<RewardCatalogue>> {
  const { viewer, state } = await shopperOf(ctx, auth, language, (clientId, userId) =>
    shopperWithBalance(ctx.db, [clientId, userId, today(ctx)]),
  );
  const where = { clientId: viewer.clientId, countryId: viewer.countryId };
  const listed =
    where.countryId === null
      ? { ids: [], count: 0 }
      : await cataloguePageOf(ctx, { ...where, countryId: where.countryId }, query, language);
  return writtenCatalogue(ctx, where, listed, query, state, language);
}

/** Whether the client's required training is all finished by the user (none required: true). */
export async function trainingComplete(
  db: Db,
  viewer: Pick<RewardsViewer, 'clientId' | 'userId'>,
): Promise<boolean> {
  return trainingDone(db, viewer, await q.requiredCourseIds(db, viewer.clientId));
}

/** Whether the user finished each of `courseIds` in the client (none: true). */
export async function trainingDone(
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
  const { viewer, state, row } = await shopperOf(ctx, auth, language, (clientId, userId) =>
    shopperWithDetail(ctx.db, [clientId, userId, today(ctx), rewardId]),
  );
  if (row?.id == null) throw notFound();
  const reward = { ...row, id: row.id };
  const training = await trainingDone(ctx.db, viewer, reward.required_courses.map(Number));
  const redeemed = reward.category_redeemed;
  return {
    ...toCard(reward, language, ctx.secret),
    description: nameIn(reward.descriptions, language),
    delivery_notes: nameIn(reward.delivery_notes, language),
    state: { ...state, category_redeemed: redeemed, training_complete: training },
  };
}
