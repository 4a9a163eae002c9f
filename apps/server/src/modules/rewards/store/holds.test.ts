import { describe, expect, it } from 'vitest';
import { balancesAgainstEntries, engine } from '../../../../test/points-fixtures.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { noiseJpeg, salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';
import {
  credit,
  type Headers,
  type StoreProgramme,
  storeOnClient,
  storeSuite,
} from '../../../../test/store-fixtures.ts';

/**
 * Orders paid with points under audit (SPEC §4) wait in pending_audit until the audit of the user's sales ends:
 * approved → awaiting approval, reproved → rejected with a refund exactly once. Run on PGlite and PostgreSQL.
 */

const suite = storeSuite();
let images = 5000;

/** The sales programme with the store switched on, a 100-point and a 40-point reward, an auditor and an operator. */
async function setUp() {
  const p = await salesProgramme(suite.t.app, suite.t.db);
  await suite.t.db
    .updateTable('clients')
    .set({ enabled_modules: ['campaigns', 'insert_sales', 'upload_photos', 'profile', 'reward_store'] })
    .where('id', '=', p.client.id)
    .execute();
  const store = await storeOnClient(suite.t.db, p.client.id, p);
  const rewards = {
    speaker: await store.reward({
      names: ['Caixa de som', 'Speaker', 'Altavoz', 'Enceinte'],
      price: 100,
      stock: { brazil: 50 },
    }),
    mug: await store.reward({ names: ['Caneca', 'Mug', 'Taza', 'Tasse'], price: 40, stock: { brazil: 50 } }),
  };
  const auditor = await staffMember(suite.t.app, suite.t.db, p.client.id);
  const operator = await staffMember(suite.t.app, suite.t.db, p.client.id, 'program_admin');
  const asStore = { client: p.client, campaign: p.active } as unknown as StoreProgramme;

  /** A registered seller with `bonus` audited points and a 100-point sale under audit per `sales`. */
  async function seller(options: { bonus: number; sales?: number }) {
    const member = await p.seller();
    await credit(suite.t.db, asStore, member.user.id, options.bonus);
    const saleIds: number[] = [];
    for (let i = 0; i < (options.sales ?? 1); i++) saleIds.push(await sale(member.headers));
    return { ...member, saleIds };
  }
  async function sale(headers: Headers) {
    const body = multipartBody([
      { name: 'file', filename: 'invoice.jpg', contentType: 'image/jpeg', data: await noiseJpeg(++images) },
    ]);
    const upload = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/sales/invoices',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const key = suite.nextKey();
    const response = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/sales`,
      headers: { ...headers, 'idempotency-key': `h-${key}` },
      payload: {
        invoice_number: `NF-H-${key}`,
        sale_date: '2026-11-20',
        chain_id: p.chains.a.id,
        store_id: p.stores.a1.id,
        invoice_key: upload.json().key,
        lines: [{ product_id: p.products.notebook.id, quantity: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().points).toBe(100);
    return response.json().id as number;
  }
  const redeem = (rewardId: number, headers: Headers) =>
    suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/store/${rewardId}/redemptions`,
      headers: { ...headers, 'idempotency-key': `r-${suite.nextKey()}` },
    });
  const decide = (ids: number[], decision: 'approve' | 'reprove', reason = 'Nota fiscal ilegível') =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/rewards/audit/sales/decisions',
      headers: auditor.headers,
      payload: decision === 'approve' ? { decision, ids } : { decision, ids, reason },
    });
  return { p, rewards, operator, seller, redeem, decide };
}

async function orderOf(id: number) {
  const order = await suite.t.db
    .selectFrom('reward_orders')
    .select(['status', 'reason', 'refund_entry_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const events = await suite.t.db
    .selectFrom('reward_order_events')
    .select('status')
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...order, history: events.map((e) => e.status) };
}

const refunds = async (orderId: number) =>
  suite.t.db
    .selectFrom('point_entries')
    .select('amount')
    .where('source_type', '=', 'reward_order')
    .where('source_id', '=', String(orderId))
    .where('kind', '=', 'refund')
    .execute();

async function orderNotices(userId: number) {
  const rows = await suite.t.db
    .selectFrom('notifications')
    .select('data')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reward_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.data as { status: string; reason: string | null }).status);
}

async function balanceMatchesEntries(userId: number) {
  for (const check of await balancesAgainstEntries(suite.t.db, [userId]))
    expect(check.available).toBe(check.entries_available);
}

describe('orders paid with points under audit (SPEC §4)', () => {
  it('an order paid with audited points awaits approval; one that needs points under audit waits for the audit', async () => {
    const { rewards, seller, redeem } = await setUp();
    const ana = await seller({ bonus: 50 });
    // 150 available, 100 under audit: 40 leaves 110, paid with audited points
    const mug = await redeem(rewards.mug, ana.headers);
    expect(mug.statusCode, mug.body).toBe(201);
    expect(mug.json().status).toBe('awaiting_approval');
    // 110 left, 100 under audit: the next 100 dips into them
    const speaker = await redeem(rewards.speaker, ana.headers);
    expect(speaker.json()).toMatchObject({ status: 'pending_audit', history: [{ status: 'pending_audit' }] });
  });

  it('approving the sale moves the order to awaiting approval, with its history, notice and audit event', async () => {
    const { rewards, seller, redeem, decide, operator } = await setUp();
    const bia = await seller({ bonus: 50 });
    const order = (await redeem(rewards.speaker, bia.headers)).json();
    expect(order.status).toBe('pending_audit');
    // the operator cannot approve it while the audit holds it, and the queue finds it by its status
    const early = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rewards/orders/${order.id}/approve`,
      headers: { ...operator.headers, 'accept-language': 'en-US' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('store.order_status_changed');
    const queue = await suite.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/orders?status=pending_audit',
      headers: operator.headers,
    });
    expect(queue.json().results.map((o: { id: number }) => o.id)).toEqual([order.id]);

    expect((await decide(bia.saleIds, 'approve')).json().results[0].outcome).toBe('changed');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'awaiting_approval',
      history: ['pending_audit', 'awaiting_approval'],
    });
    expect(await orderNotices(bia.user.id)).toEqual(['awaiting_approval']);
    const audit = await suite.t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'reward_order')
      .where('entity_id', '=', order.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['rewards.order.released']);
    const approved = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rewards/orders/${order.id}/approve`,
      headers: operator.headers,
    });
    expect(approved.json().status).toBe('approved');
  });

  it('an order held by two sales waits for both', async () => {
    const { rewards, seller, redeem, decide } = await setUp();
    const caio = await seller({ bonus: 0, sales: 2 });
    const order = (await redeem(rewards.speaker, caio.headers)).json();
    expect(order.status).toBe('pending_audit');
    await decide([caio.saleIds[0] as number], 'approve');
    expect((await orderOf(order.id)).status).toBe('pending_audit');
    await decide([caio.saleIds[1] as number], 'approve');
    expect((await orderOf(order.id)).status).toBe('awaiting_approval');
  });

  it('reproving the sale rejects the order with the auditor’s reason and refunds it once, before the reversal', async () => {
    const { p, rewards, seller, redeem, decide } = await setUp();
    const dani = await seller({ bonus: 50 });
    const order = (await redeem(rewards.speaker, dani.headers)).json();
    expect(order.status).toBe('pending_audit');
    // twenty auditors reprove it at once: one reversal, one rejection, one refund
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(dani.saleIds, 'reprove')));
    expect(answers.map((a) => a.json().results[0].outcome).filter((o) => o === 'changed')).toHaveLength(1);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'rejected',
      reason: 'Nota fiscal ilegível',
      history: ['pending_audit', 'rejected'],
    });
    expect(await refunds(order.id)).toEqual([{ amount: 100 }]);
    expect(await orderNotices(dani.user.id)).toEqual(['rejected']);
    // 150 − 100 (order) + 100 (refund) − 100 (the sale's reversal, taken whole: no shortfall)
    const entries = await suite.t.db
      .selectFrom('point_entries')
      .select(['kind', 'amount', 'shortfall'])
      .where('user_id', '=', dani.user.id)
      .where('kind', '=', 'reversal')
      .execute();
    expect(entries).toEqual([{ kind: 'reversal', amount: -100, shortfall: 0 }]);
    const stock = await suite.t.db
      .selectFrom('reward_stock')
      .select('stock')
      .where('reward_id', '=', rewards.speaker)
      .where('country_id', '=', p.brazil)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(50);
    await balanceMatchesEntries(dani.user.id);
  });

  it('an operator’s rejection racing the audit’s reproval refunds once and never deadlocks', async () => {
    const { rewards, seller, redeem, decide, operator } = await setUp();
    const eva = await seller({ bonus: 50 });
    const order = (await redeem(rewards.speaker, eva.headers)).json();
    const [reproval, ...rejections] = await Promise.all([
      decide(eva.saleIds, 'reprove'),
      ...Array.from({ length: 5 }, () =>
        suite.t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/rewards/orders/${order.id}/reject`,
          headers: operator.headers,
          payload: { reason: 'Fora do prazo' },
        }),
      ),
    ]);
    expect(reproval?.json().results[0].outcome).toBe('changed');
    expect(rejections.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await orderOf(order.id)).status).toBe('rejected');
    expect(await refunds(order.id)).toHaveLength(1);
    await balanceMatchesEntries(eva.user.id);
  });

  it.runIf(engine() === 'postgres')(
    'redemptions racing the audit of the sales that pay for them: no order is left waiting for a finished audit',
    async () => {
      const { rewards, seller, redeem, decide } = await setUp();
      const sellers = await Promise.all(Array.from({ length: 8 }, () => seller({ bonus: 50 })));
      const outcomes = await Promise.all(
        sellers.flatMap((s, i) => [
          redeem(rewards.speaker, s.headers),
          decide(s.saleIds, i % 2 === 0 ? 'approve' : 'reprove'),
        ]),
      );
      for (const [i, s] of sellers.entries()) {
        const placed = outcomes[i * 2];
        const approved = i % 2 === 0;
        if (placed?.statusCode === 201) {
          // placed before the decision: released or rejected by it; after it: awaiting approval at once
          const order = await orderOf(placed.json().id);
          expect(order.status).toBe(approved ? 'awaiting_approval' : 'rejected');
        } else {
          // the reproval came first and took the sale's points back: 50 left, not enough
          expect(approved).toBe(false);
          expect(placed?.json().error.code).toBe('store.insufficient_points');
        }
        await balanceMatchesEntries(s.user.id);
      }
      const pending = await suite.t.db
        .selectFrom('reward_orders')
        .select('id')
        .where(
          'user_id',
          'in',
          sellers.map((s) => s.user.id),
        )
        .where('status', '=', 'pending_audit')
        .execute();
      expect(pending).toEqual([]);
    },
    120_000,
  );
});
