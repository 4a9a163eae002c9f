import type { RewardOrder } from '@elevar/contract';
import { categoryLimitExceeded, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { postEntry, spendingBalance } from '../../points/index.ts';
import type { RewardsViewer } from '../access.ts';
import { offeredReward, storeViewer, today, trainingComplete } from './catalogue.ts';
import { holdIfPaidUnderAudit } from './holds.ts';
import { userOrder } from './orders.ts';
import * as q from './queries.ts';

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
 * a reward offered in the user's country, decided in one transaction, in this order:
 * 1. the client's required training is all finished (`store.training_required`);
 * 2. the order is inserted, claiming the key (a racing retry waits for it, then answers it);
 * 3. the price is debited through the ledger (`postEntry` kind `redemption`, refused by its conditional update:
 *    `store.insufficient_points`); the update locks the user's balance row until commit, so the user's
 *    redemptions run one at a time from here on;
 * 4. the user's live orders in the category, this one included, are counted (read after that lock, so every
 *    earlier redemption of the user has committed or failed): over the maximum is `store.category_limit`;
 * 5. one unit of stock is taken by a conditional update (`store.out_of_stock`), never below zero;
 * 6. when points still under audit paid for it, the order waits in `pending_audit` (holds.ts), else it awaits
 *    approval.
 * Any refusal rolls everything back. Blocked users get 403 `rewards.account_blocked` (SPEC §8).
 */
export async function redeem(
  ctx: ServiceContext,
  auth: AuthContext,
  rewardId: number,
  idempotencyKey: string,
  language: LanguageCode,
): Promise<Redemption> {
  const viewer = await storeViewer(ctx, auth, language);
  const earlier = await q.orderIdByKey(ctx.db, viewer.clientId, viewer.userId, idempotencyKey);
  if (earlier !== undefined) return { order: await userOrder(ctx, viewer, earlier), created: false };
  if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
  const reward = await offeredReward(ctx, viewer, rewardId);
  // nothing left already: no transaction needed to say so (the conditional update decides the races)
  if (reward.stock < 1) throw refused('store.out_of_stock');
  const { campaignId } = await spendingBalance(ctx.db, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    today: today(ctx),
  });
  const now = ctx.clock.now();
  const orderId = await inTransaction(ctx.db, (trx) =>
    placeOrder(trx, { viewer, reward, campaignId, idempotencyKey, now }),
  );
  if (orderId === undefined) {
    // a racing request with the same key placed the order: answer it
    const winner = await q.orderIdByKey(ctx.db, viewer.clientId, viewer.userId, idempotencyKey);
    if (winner === undefined) throw new AppError('store.redemption_failed', 409);
    return { order: await userOrder(ctx, viewer, winner), created: false };
  }
  return { order: await userOrder(ctx, viewer, orderId), created: true };
}

/**
 * Steps 1 to 5 of `redeem` in the caller's transaction (the demo seed places its orders with it too): the order's
 * id, or undefined when the key's order was placed by a racing request. Throws SPEC §8's refusals.
 */
export async function placeOrder(
  trx: Trx,
  order: {
    viewer: Pick<RewardsViewer, 'clientId' | 'userId' | 'countryId'>;
    reward: Pick<q.RewardRow, 'id' | 'category_id' | 'price' | 'max_per_user'>;
    campaignId: number | null;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const { viewer, reward, now } = order;
  if (!(await trainingComplete(trx, viewer))) throw refused('store.training_required');
  const id = await q.insertOrder(trx, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    rewardId: Number(reward.id),
    categoryId: Number(reward.category_id),
    countryId: viewer.countryId as number,
    campaignId: order.campaignId,
    points: reward.price,
    idempotencyKey: order.idempotencyKey,
    now,
  });
  if (id === undefined) return undefined;
  const debit = await debitPoints(trx, viewer, {
    orderId: id,
    campaignId: order.campaignId,
    points: reward.price,
    now,
  });
  const live = await q.liveOrdersInCategory(trx, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    categoryId: Number(reward.category_id),
  });
  if (categoryLimitExceeded(live, reward.max_per_user)) throw refused('store.category_limit');
  if (!(await q.takeStock(trx, Number(reward.id), viewer.countryId as number)))
    throw refused('store.out_of_stock');
  await q.completeOrder(trx, id, Number(reward.id), debit.entryId);
  const status = await holdIfPaidUnderAudit(trx, {
    id,
    clientId: viewer.clientId,
    userId: viewer.userId,
    campaignId: order.campaignId,
    availableAfter: debit.availableAfter,
  });
  await q.insertEvent(trx, {
    orderId: id,
    status,
    actorId: viewer.userId,
    note: null,
    at: now,
  });
  return id;
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
