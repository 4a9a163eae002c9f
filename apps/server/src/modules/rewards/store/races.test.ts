import { beforeAll, describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { balancesAgainstEntries, engine, errorCode } from '../../../../test/points-fixtures.ts';
import {
  bulkStoreMembers,
  type StoreProgramme,
  serviceContext,
  storeMember,
  storeProgramme,
} from '../../../../test/store-fixtures.ts';
import type { ServiceContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { changeOrder } from './orders.ts';
import { redeem } from './redeem.ts';

/**
 * Races on redemptions and rejections, through the services as the routes call them. On PostgreSQL they run at
 * once on the pool's connections; on PGlite the engine queues them, and the outcome must be the same. The
 * 1,000-user race runs on PostgreSQL only (on PGlite it is the same queue, a thousand times).
 */

const { t } = withDataDir();
let ctx: ServiceContext;
beforeAll(async () => {
  ctx = serviceContext(t);
});

const auth = (userId: number): AuthContext => ({ userId, familyId: 0, kind: 'normal', boundClientId: null });

async function ordersOf(p: StoreProgramme, rewardId: number) {
  return t.db
    .selectFrom('reward_orders')
    .select(['id', 'user_id', 'status'])
    .where('client_id', '=', p.client.id)
    .where('reward_id', '=', rewardId)
    .execute();
}

async function stockOf(rewardId: number, countryId: number) {
  const row = await t.db
    .selectFrom('reward_stock')
    .select('stock')
    .where('reward_id', '=', rewardId)
    .where('country_id', '=', countryId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function debitsOf(userId: number) {
  return t.db
    .selectFrom('point_entries')
    .select(['id', 'amount'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['redemption', 'refund'])
    .execute();
}

describe('concurrent redemptions', () => {
  it.runIf(engine() === 'postgres')(
    '1,000 users redeem a 10-stock reward at once: exactly 10 orders, stock 0, only the winners debited',
    async () => {
      const p = await storeProgramme(t.db);
      const reward = await p.reward({
        names: ['Drone', 'Drone', 'Dron', 'Drone'],
        price: 100,
        stock: { brazil: 10 },
      });
      const users = await bulkStoreMembers(t.db, p, 1000, 100);
      const outcomes = await Promise.all(
        users.map((who, i) => errorCode(redeem(ctx, who, reward, `race-${i}`, 'pt-BR'))),
      );
      expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(10);
      expect(outcomes.filter((o) => o === 'store.out_of_stock')).toHaveLength(990);
      const orders = await ordersOf(p, reward);
      expect(orders).toHaveLength(10);
      expect(await stockOf(reward, p.brazil)).toBe(0);
      const checks = await balancesAgainstEntries(
        t.db,
        users.map((u) => u.userId),
      );
      const winners = new Set(orders.map((o) => Number(o.user_id)));
      for (const check of checks) {
        expect(check.available).toBe(check.entries_available);
        expect(check.available).toBe(winners.has(Number(check.user_id)) ? 0 : 100);
      }
    },
    180_000,
  );

  it('200 redemptions of a 10-point reward by a 100-point user at once: exactly 10, never below zero', async () => {
    const p = await storeProgramme(t.db);
    const reward = await p.reward({
      names: ['Caneta', 'Pen', 'Bolígrafo', 'Stylo'],
      price: 10,
      stock: { brazil: 500 },
    });
    const [who] = await bulkStoreMembers(t.db, p, 1, 100);
    if (!who) throw new Error('no member');
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => errorCode(redeem(ctx, who, reward, `pen-${i}`, 'en-US'))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'store.insufficient_points')).toHaveLength(190);
    expect(await ordersOf(p, reward)).toHaveLength(10);
    expect(await stockOf(reward, p.brazil)).toBe(490);
    expect(await balancesAgainstEntries(t.db, [who.userId])).toEqual([
      expect.objectContaining({ available: 0, entries_available: 0 }),
    ]);
  }, 120_000);

  it('a category of at most 2 per user: 30 redemptions at once by one rich user place exactly 2', async () => {
    const p = await storeProgramme(t.db, { limitedMax: 2 });
    const a = await p.reward({
      names: ['Vale A', 'Card A', 'Tarjeta A', 'Carte A'],
      price: 10,
      stock: { brazil: 100 },
      category: p.categories.limited,
    });
    const b = await p.reward({
      names: ['Vale B', 'Card B', 'Tarjeta B', 'Carte B'],
      price: 10,
      stock: { brazil: 100 },
      category: p.categories.limited,
    });
    const [who] = await bulkStoreMembers(t.db, p, 1, 10_000);
    if (!who) throw new Error('no member');
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => errorCode(redeem(ctx, who, i % 2 ? a : b, `card-${i}`, 'pt-BR'))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'store.category_limit')).toHaveLength(28);
    expect((await ordersOf(p, a)).length + (await ordersOf(p, b)).length).toBe(2);
    expect(await debitsOf(who.userId)).toHaveLength(2);
    expect((await stockOf(a, p.brazil)) + (await stockOf(b, p.brazil))).toBe(198);
  }, 120_000);

  it('the same Idempotency-Key sent 10 times at once: one order, one debit, every answer that order', async () => {
    const p = await storeProgramme(t.db);
    const reward = await p.reward({
      names: ['Mochila', 'Backpack', 'Mochila', 'Sac à dos'],
      price: 40,
      stock: { brazil: 5 },
    });
    const [who] = await bulkStoreMembers(t.db, p, 1, 100);
    if (!who) throw new Error('no member');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(ctx, who, reward, 'retry-key', 'pt-BR')),
    );
    const ids = new Set(answers.map((a) => a.order.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(await debitsOf(who.userId)).toEqual([expect.objectContaining({ amount: -40 })]);
    expect(await stockOf(reward, p.brazil)).toBe(4);
  }, 60_000);
});

describe('concurrent rejections', () => {
  it('10 operators reject one order at once: one rejection, the points refunded exactly once', async () => {
    const p = await storeProgramme(t.db);
    const reward = await p.reward({
      names: ['Relógio', 'Watch', 'Reloj', 'Montre'],
      price: 60,
      stock: { brazil: 3 },
    });
    const [who] = await bulkStoreMembers(t.db, p, 1, 100);
    if (!who) throw new Error('no member');
    const { order } = await redeem(ctx, who, reward, 'watch', 'pt-BR');
    const admins = await Promise.all(
      Array.from({ length: 10 }, () => storeMember(t.app, t.db, p, { role: 'program_admin' })),
    );
    const outcomes = await Promise.all(
      admins.map((admin) =>
        errorCode(
          changeOrder(
            ctx,
            auth(admin.user.id),
            order.id,
            { action: 'reject', body: { reason: 'No' } },
            'pt-BR',
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'store.order_status_changed')).toHaveLength(9);
    expect((await debitsOf(who.userId)).map((e) => e.amount).sort((x, y) => x - y)).toEqual([-60, 60]);
    expect(await balancesAgainstEntries(t.db, [who.userId])).toEqual([
      expect.objectContaining({ available: 100, entries_available: 100 }),
    ]);
    expect(await stockOf(reward, p.brazil)).toBe(3);
  }, 60_000);
});
