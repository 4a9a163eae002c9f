import { errorMessage } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { type Headers, storeMember, storeProgramme, storeSuite } from '../../../../test/store-fixtures.ts';

/** The operators' bulk moves of the order queue and its CSV export for fulfilment partners. */

const suite = storeSuite();

/** A member with three orders of a 100-point reward, and an operator of the client. */
async function setUp() {
  const p = await storeProgramme(suite.t.db);
  const reward = await p.reward({
    names: ['Mochila', 'Backpack', 'Mochila', 'Sac à dos'],
    price: 100,
    stock: { brazil: 10 },
  });
  const member = await storeMember(suite.t.app, suite.t.db, p, { points: 1000 });
  await suite.t.db
    .updateTable('users')
    .set({ city: 'São Paulo', address: 'Rua "A", 10', zip: '01000-000', phone_mobile: '+5511999990000' })
    .where('id', '=', member.user.id)
    .execute();
  const orders: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/store/${reward}/redemptions`,
      headers: { ...member.headers, 'idempotency-key': `bulk-${suite.nextKey()}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    orders.push(response.json().id);
  }
  const operator = await storeMember(suite.t.app, suite.t.db, p, { role: 'program_admin' });
  return { p, reward, member, operator: operator.headers, orders };
}

const bulk = (headers: Headers, payload: object, language = 'en-US') =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/rewards/orders/bulk',
    headers: { ...headers, 'accept-language': language },
    payload,
  });

async function statusOf(id: number) {
  const row = await suite.t.db
    .selectFrom('reward_orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('bulk moves of the order queue', () => {
  it('approves, ships (each with its tracking) and delivers the selected orders, reporting each one', async () => {
    const { orders, operator, member } = await setUp();
    const [a, b, c] = orders as [number, number, number];
    const approved = await bulk(operator, { action: 'approve', ids: [a, b] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().results).toEqual([
      { id: a, outcome: 'changed', status: 'approved', code: null, message: null },
      { id: b, outcome: 'changed', status: 'approved', code: null, message: null },
    ]);
    // c is still awaiting approval, and one shipment lacks its tracking number: those two are refused, a ships
    const shipped = await bulk(
      operator,
      {
        action: 'ship',
        shipments: [
          { id: a, carrier: ' Correios ', tracking_number: 'BR1' },
          { id: b, carrier: 'Correios', tracking_number: '  ' },
          { id: c, carrier: 'Correios', tracking_number: 'BR3' },
        ],
      },
      'pt-BR',
    );
    expect(shipped.json().results).toEqual([
      { id: a, outcome: 'changed', status: 'shipped', code: null, message: null },
      {
        id: b,
        outcome: 'refused',
        status: 'approved',
        code: 'store.shipment_invalid',
        message: errorMessage('store.shipment_invalid', 'pt-BR'),
      },
      {
        id: c,
        outcome: 'refused',
        status: 'awaiting_approval',
        code: 'store.order_status_changed',
        message: errorMessage('store.order_status_changed', 'pt-BR'),
      },
    ]);
    const row = await suite.t.db
      .selectFrom('reward_orders')
      .select(['carrier', 'tracking_number'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ carrier: 'Correios', tracking_number: 'BR1' });
    const delivered = await bulk(operator, { action: 'deliver', ids: [a, a] });
    expect(delivered.json().results).toEqual([
      { id: a, outcome: 'changed', status: 'delivered', code: null, message: null },
    ]);
    // every change is in the audit trail and told to the user
    const audit = await suite.t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'reward_order')
      .where('entity_id', '=', a)
      .orderBy('id')
      .execute();
    expect(audit.map((e) => e.action)).toEqual([
      'rewards.order.approved',
      'rewards.order.shipped',
      'rewards.order.delivered',
    ]);
    const notices = await suite.t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'reward_order')
      .execute();
    expect(notices).toHaveLength(4);
  });

  it('rejects with one reason, refunding each order once; another client’s order is not found', async () => {
    const { p, orders, operator, member } = await setUp();
    const other = await setUp();
    const [a, b] = orders as [number, number];
    const foreign = other.orders[0] as number;
    const rejected = await bulk(operator, {
      action: 'reject',
      ids: [a, foreign, b],
      reason: 'Fora de linha',
    });
    expect(rejected.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'changed',
      'not_found',
      'changed',
    ]);
    expect(await statusOf(foreign)).toBe('awaiting_approval');
    const again = await bulk(operator, { action: 'reject', ids: [a], reason: 'Outra vez' });
    expect(again.json().results[0]).toMatchObject({ outcome: 'refused', status: 'rejected' });
    const balance = await suite.t.db
      .selectFrom('point_balances')
      .select('available')
      .where('user_id', '=', member.user.id)
      .where('campaign_id', '=', p.campaign.id)
      .executeTakeFirstOrThrow();
    expect(balance.available).toBe(1000 - 100);
  });

  it('is for the client’s programme administrators, and checks the request', async () => {
    const { orders, member, operator } = await setUp();
    expect((await bulk(member.headers, { action: 'approve', ids: orders })).statusCode).toBe(403);
    expect((await bulk(operator, { action: 'approve', ids: [] })).statusCode).toBe(400);
    expect((await bulk(operator, { action: 'reject', ids: orders, reason: ' ' })).statusCode).toBe(400);
    expect(
      (await bulk(operator, { action: 'approve', ids: Array.from({ length: 101 }, (_, i) => i + 1) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the CSV for fulfilment partners', () => {
  it('lists the queue’s orders with the recipient’s address, by status, in the request’s language', async () => {
    const { orders, operator } = await setUp();
    const [a] = orders as [number];
    await bulk(operator, { action: 'approve', ids: [a] });
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/orders.csv?status=approved',
      headers: { ...operator, 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="reward-orders-approved.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^pedido,data_pedido,status,premio,pontos,destinatario,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${a},`);
    expect(lines[1]).toContain(',approved,Mochila,100,');
    // a field starting like a formula is guarded (csvField): the phone's '+' keeps an apostrophe before it
    expect(lines[1]).toContain(",'+5511999990000,BR,");
    expect(lines[1]).toContain(',São Paulo,,"Rua ""A"", 10",');
    const all = await suite.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/orders.csv',
      headers: { ...operator, 'accept-language': 'en-US' },
    });
    expect(
      all.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(4);
    expect(all.body).toContain('order,placed_at,status,reward');
    expect(all.body).toContain('Backpack');
  });

  it('is for the client’s programme administrators', async () => {
    const { member } = await setUp();
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/orders.csv',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
