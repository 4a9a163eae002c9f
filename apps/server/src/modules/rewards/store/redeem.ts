import type { RewardOrder } from '@elevar/contract';
import { categoryLimitExceeded, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { postEntry } from '../../points/index.ts';
import { type RewardsViewer, viewerOf } from '../access.ts';
import { today, trainingComplete, trainingDone } from './catalogue.ts';
import { statusAfterDebit } from './holds.ts';
import { toOrder } from './mappers.ts';
import { userOrder } from './orders.ts';
import * as q from './queries.ts';
import { completeOrder, countAndTakeStock, insertOrder, redemptionFacts } from './redeem-statements.ts';

export interface Redemption {
  order: RewardOrder;
  /** Whether this call placed it (201), or the Idempotency-Key answered the first (200). */
  created: boolean;
}

const refused = (
  code:
    | 'store.insufficient_points'
    | 'store.out_of_stock'
    | 'store.category_limit'
    | 'store.training_required',
) => new AppError(code, 422);

/**
 * POST /api/v1/rewards/store/:id/redemptions with `Idempotency-Key` (SPEC §5 Redemption): one order of one unit of
 * a reward offered in the user's country. What it decides with is read in one statement (`redemptionFacts`): the
 * key's earlier order answers a retry; a blocked user gets 403 `rewards.account_blocked` (SPEC §8); a reward not
 * offered is not found; then each rule is checked on what was read, in this order, so that a request already refused
 * needs no transaction: stock left (`store.out_of_stock`), the client's required training finished
 * (`store.training_required`), enough points (`store.insufficient_points`), the category's maximum
 * (`store.category_limit`). What was read may be a moment old: `placeOrder`'s transaction decides each rule again
 * where races decide it, by its conditional updates.
 */
export async function redeem(
  ctx: ServiceContext,
  auth: AuthContext,
  rewardId: number,
  idempotencyKey: string,
  language: LanguageCode,
): Promise<Redemption> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'reward_store');
  const [facts] = await redemptionFacts(ctx.db, [
    clientId,
    actor.userId,
    today(ctx),
    rewardId,
    idempotencyKey,
  ]);
  const viewer = viewerOf(actor, clientId, facts, language);
  if (facts?.earlier_order_id != null) {
    return { order: await userOrder(ctx, viewer, Number(facts.earlier_order_id)), created: false };
  }
  if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
  if (!facts || facts.reward_id === null || viewer.countryId === null) throw notFound();
  const reward = {
    id: Number(facts.reward_id),
    category_id: Number(facts.category_id),
    price: facts.price,
    max_per_user: facts.max_per_user,
  };
  if (facts.stock < 1) throw refused('store.out_of_stock');
  if (!(await trainingDone(ctx.db, viewer, facts.required_courses.map(Number))))
    throw refused('store.training_required');
  if (facts.available < reward.price) throw refused('store.insufficient_points');
  if (categoryLimitExceeded(facts.category_redeemed + 1, reward.max_per_user))
    throw refused('store.category_limit');
  const campaignId = facts.running_campaign_id === null ? null : Number(facts.running_campaign_id);
  const now = ctx.clock.now();
  const placed = await inTransaction(ctx.db, (trx) =>
    placeOrder(trx, { viewer, reward, campaignId, idempotencyKey, now, trainingChecked: true }),
  );
  if (placed === undefined) {
    // a racing request with the same key placed the order: answer it
    const winner = await q.orderIdByKey(ctx.db, viewer.clientId, viewer.userId, idempotencyKey);
    if (winner === undefined) throw new AppError('store.redemption_failed', 409);
    return { order: await userOrder(ctx, viewer, winner), created: false };
  }
  // the order as it was just written: no need to read it back
  const history = [{ status: placed.status, at: now.toISOString(), note: null }];
  const order = {
    id: placed.id,
    status: placed.status,
    points: reward.price,
    reason: null,
    carrier: null,
    tracking_number: null,
    created_at: now,
    reward_id: reward.id,
    reward_names: facts.names ?? {},
    image_key: facts.image_key,
  };
  return { order: toOrder(order, history, language, ctx.secret), created: true };
}

/**
 * The order in the caller's transaction (the demo seed places its orders with it too), each rule decided where
 * races cannot fool it: its id and status, or undefined when the key's order was placed by a racing request.
 * Throws SPEC §8's refusals; any refusal rolls everything back.
 * 1. the client's required training is all finished (`store.training_required`), unless the caller checked it;
 * 2. the order is inserted, claiming the key (a racing retry waits for it, then answers it);
 * 3. the price is debited through the ledger (`postEntry` kind `redemption`, refused by its conditional update:
 *    `store.insufficient_points`); the update locks the user's balance row until commit, so the user's
 *    redemptions run one at a time from here on;
 * 4. in one statement, read after that lock (so every earlier redemption of the user has committed or failed): the
 *    user's live orders in the category, this one included (over the maximum is `store.category_limit`), the points
 *    of their items under audit, and one unit of stock taken by a conditional update unless over the maximum
 *    (`store.out_of_stock`), never below zero;
 * 5. the order is completed: its debit, its status (`pending_audit` with its holds when points still under audit
 *    paid for it, holds.ts, else awaiting approval), the reward's popularity and the first event of its history.
 */
export async function placeOrder(
  trx: Trx,
  order: {
    viewer: Pick<RewardsViewer, 'clientId' | 'userId' | 'countryId'>;
    reward: { id: number; category_id: number; price: number; max_per_user: number | null };
    campaignId: number | null;
    idempotencyKey: string;
    now: Date;
    /** The caller checked the client's required training (redeem does, before its transaction). */
    trainingChecked?: boolean;
  },
): Promise<{ id: number; status: 'pending_audit' | 'awaiting_approval' } | undefined> {
  const { viewer, reward, now, campaignId } = order;
  const countryId = viewer.countryId as number;
  if (!order.trainingChecked && !(await trainingComplete(trx, viewer)))
    throw refused('store.training_required');
  const [inserted] = await insertOrder(trx, [
    viewer.clientId,
    viewer.userId,
    reward.id,
    reward.category_id,
    countryId,
    campaignId,
    reward.price,
    order.idempotencyKey,
    now,
  ]);
  if (inserted === undefined) return undefined;
  const id = Number(inserted.id);
  const debit = await debitPoints(trx, viewer, { orderId: id, campaignId, points: reward.price, now });
  const [counted] = await countAndTakeStock(trx, [
    viewer.userId,
    viewer.clientId,
    reward.category_id,
    reward.id,
    countryId,
    campaignId,
    reward.max_per_user,
  ]);
  if (!counted || categoryLimitExceeded(counted.live, reward.max_per_user))
    throw refused('store.category_limit');
  if (!counted.taken) throw refused('store.out_of_stock');
  const status = statusAfterDebit(campaignId, debit.availableAfter, Number(counted.under_audit));
  await completeOrder(trx, [
    id,
    debit.entryId,
    status,
    reward.id,
    viewer.userId,
    now,
    viewer.clientId,
    campaignId,
  ]);
  return { id, status };
}

/**
 * The order's debit through the ledger: its entry id and the points the balance has left after it; the ledger's
 * `points.insufficient` is SPEC §8's message.
 */
async function debitPoints(
  trx: Trx,
  viewer: Pick<RewardsViewer, 'clientId' | 'userId'>,
  order: { orderId: number; campaignId: number | null; points: number; now: Date },
): Promise<{ entryId: number; availableAfter: number }> {
  try {
    const posting = await postEntry(
      trx,
      {
        clientId: viewer.clientId,
        userId: viewer.userId,
        programme: 'rewards',
        campaignId: order.campaignId,
        kind: 'redemption',
        amount: -order.points,
        sourceType: 'reward_order',
        sourceId: String(order.orderId),
        idempotencyKey: `reward_order:${order.orderId}:debit`,
      },
      order.now,
    );
    return { entryId: posting.entry.id, availableAfter: posting.balance.available };
  } catch (error) {
    if (error instanceof AppError && error.code === 'points.insufficient')
      throw refused('store.insufficient_points');
    throw error;
  }
}
