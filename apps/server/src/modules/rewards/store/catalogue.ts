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
import { keptCards, pageCardsWritten, writeCards, writtenCatalogue } from './catalogue-cards.ts';
import { cataloguePageOf, type Listed } from './catalogue-pages.ts';
import { nameIn, toCard } from './mappers.ts';
import * as q from './queries.ts';
import { type ShopperRow, shopperWithBalance, shopperWithDetail, shopperWithPage } from './reads.ts';

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
 * SPEC §3 Reward state's user part from the shopper's row (`shopperWithBalance`'s): points and level in the balance
 * a redemption debits (`spendingBalance`'s); a level not stored yet is carried over as `currentLevel` reads it.
 */
async function stateOf(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  row: ShopperRow | undefined,
): Promise<RewardState> {
  const campaignId = row?.running_campaign_id == null ? null : Number(row.running_campaign_id);
  const level =
    campaignId === null
      ? null
      : (row?.level ??
        (await currentLevel(ctx.db, { clientId: viewer.clientId, userId: viewer.userId, campaignId })));
  return {
    user_points: row?.available ?? 0,
    level_id: level as RewardState['level_id'],
    level_points: row?.experience ?? 0,
  };
}

/**
 * Each shopper's country as last read on this instance (bounded): a catalogue page is listed for it before the
 * shopper's statement, which then reads the page's stock with the shopper's row when that is still their country
 * (`shopperWithPage`), else the page is listed again for the country read.
 */
const countriesOf = new WeakMap<ServiceContext, Map<number, number>>();
const MAX_COUNTRIES = 100_000;

function knownCountries(ctx: ServiceContext): Map<number, number> {
  let known = countriesOf.get(ctx);
  if (!known || known.size >= MAX_COUNTRIES) {
    known = new Map();
    countriesOf.set(ctx, known);
  }
  return known;
}

/**
 * GET /api/v1/rewards/store: a page of the rewards offered in the user's country (a stock row there), searched
 * (accents ignored, each word beginning a word of a name or description in any language), filtered by department
 * and category, sorted by popularity, name, or price; the filters' lists and the user's points beside it. A user
 * with no country sees an empty store. Answered written (catalogue-cards.ts): the shared parts are written once; a
 * shopper whose country this instance knows is read with the page's stock in one statement.
 */
export async function catalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: RewardCatalogueQuery,
  language: LanguageCode,
): Promise<WrittenAnswer<RewardCatalogue>> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'reward_store');
  const countries = knownCountries(ctx);
  const known = countries.get(actor.userId);
  const shopper = [clientId, actor.userId, today(ctx)];
  let row: ShopperRow | undefined;
  let page: { listed: Listed; cards: string[] } | undefined;
  if (known !== undefined) {
    const listed = await cataloguePageOf(ctx, { clientId, countryId: known }, query, language);
    const kept = keptCards(ctx, clientId, listed.ids, language);
    const [read] = await shopperWithPage(ctx.db, [...shopper, known, listed.ids, kept.wanted]);
    row = read;
    if (read?.cards) {
      const generation = Number(read.catalogue_generation);
      page = { listed, cards: writeCards(ctx, clientId, kept, read.cards, language, generation) };
    }
  } else {
    [row] = await shopperWithBalance(ctx.db, shopper);
  }
  const viewer = viewerOf(actor, clientId, row, language);
  if (viewer.countryId === null) countries.delete(viewer.userId);
  else countries.set(viewer.userId, viewer.countryId);
  if (!page) {
    const where = { clientId, countryId: viewer.countryId };
    const listed =
      where.countryId === null
        ? { ids: [], count: 0 }
        : await cataloguePageOf(ctx, { ...where, countryId: where.countryId }, query, language);
    const cards =
      where.countryId === null
        ? []
        : await pageCardsWritten(ctx, { ...where, countryId: where.countryId }, listed.ids, language);
    page = { listed, cards };
  }
  return writtenCatalogue(ctx, clientId, page, query, await stateOf(ctx, viewer, row), language);
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
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'reward_store');
  const [row] = await shopperWithDetail(ctx.db, [clientId, actor.userId, today(ctx), rewardId]);
  const viewer = viewerOf(actor, clientId, row, language);
  const state = await stateOf(ctx, viewer, row);
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
