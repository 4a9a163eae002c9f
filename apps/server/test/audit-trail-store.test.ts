import { describe, expect, it } from 'vitest';
import { auditSuite, expectStatus } from './audit-trail-support.ts';
import { storeMember, storeProgramme } from './store-fixtures.ts';

// The audit trail (docs/audit.md) of the reward store's staff actions: each move of an order is one event.

const a = auditSuite();

describe('reward store', () => {
  it('records approving, shipping, delivering and rejecting orders; a refused move records nothing', async () => {
    const p = await storeProgramme(a.t.db);
    const reward = await p.reward({
      names: ['Caneca', 'Mug', 'Taza', 'Tasse'],
      price: 10,
      stock: { brazil: 5 },
    });
    const seller = await storeMember(a.t.app, a.t.db, p, { points: 100 });
    const admin = await storeMember(a.t.app, a.t.db, p, { role: 'program_admin' });
    const order = async (key: string) =>
      (
        await expectStatus(
          a.t.app.inject({
            method: 'POST',
            url: `/api/v1/rewards/store/${reward}/redemptions`,
            headers: { ...seller.headers, 'idempotency-key': key },
          }),
          201,
        )
      ).json().id as number;
    const first = await order('audit-1');
    const second = await order('audit-2');
    const move = (id: number, action: string, payload?: object) =>
      a.send('POST', `/api/v1/admin/rewards/orders/${id}/${action}`, admin.headers, payload);

    const events = await a.eventsDuring(async () => {
      await expectStatus(move(first, 'approve'), 200);
      await expectStatus(move(first, 'ship', { carrier: 'Correios', tracking_number: 'BR1' }), 200);
      await expectStatus(move(first, 'deliver'), 200);
      await expectStatus(move(second, 'reject', { reason: 'Fora de linha' }), 200);
    });
    const event = { actor_id: admin.user.id, client_id: p.client.id, entity_type: 'reward_order' };
    expect(events).toEqual([
      { ...event, entity_id: first, action: 'rewards.order.approved', fields: ['status'] },
      {
        ...event,
        entity_id: first,
        action: 'rewards.order.shipped',
        fields: ['status', 'carrier', 'tracking_number'],
      },
      { ...event, entity_id: first, action: 'rewards.order.delivered', fields: ['status'] },
      { ...event, entity_id: second, action: 'rewards.order.rejected', fields: ['status', 'reason'] },
    ]);

    const none = await a.eventsDuring(async () => {
      await expectStatus(move(second, 'approve'), 409);
      await expectStatus(
        a.send('POST', `/api/v1/admin/rewards/orders/${first}/reject`, seller.headers, { reason: 'x' }),
        403,
      );
    });
    expect(none).toEqual([]);
  });
});
