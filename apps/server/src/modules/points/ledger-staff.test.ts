import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ledgerClient, post } from '../../../test/points-fixtures.ts';
import { signedIn } from '../../../test/registration.ts';
import { balanceOf } from './ledger.ts';

let t: TestContext;
let a: Awaited<ReturnType<typeof ledgerClient>>;
let b: Awaited<ReturnType<typeof ledgerClient>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let auditor: Awaited<ReturnType<typeof signedIn>>;
let learner: Awaited<ReturnType<typeof signedIn>>;
let adminB: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestContext();
  a = await ledgerClient(t.db);
  b = await ledgerClient(t.db);
  admin = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'program_admin' }] });
  auditor = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'auditor' }] });
  learner = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
  adminB = await signedIn(t.app, t.db, { clients: [{ id: b.id, role: 'program_admin' }] });
});
afterAll(() => t.close());

let keys = 0;
function postEntryAs(
  user: { headers: Record<string, string> },
  payload: Record<string, unknown>,
  key: string | null = `key-${++keys}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/points/entries',
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

const bonus = (userId: number, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  campaign_id: a.current,
  kind: 'bonus',
  amount: 25,
  experience: 10,
  reason: 'Campeão da semana',
  ...extra,
});

describe('POST /api/v1/admin/points/entries', () => {
  it('posts a programme administrator’s bonus for a member, recorded with its author', async () => {
    const response = await postEntryAs(admin, bonus(learner.id));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      duplicate: false,
      balance: { available: 25, experience: 10 },
      entry: { kind: 'bonus', amount: 25, experience: 10, programme: 'rewards', reason: 'Campeão da semana' },
    });
    const row = await t.db
      .selectFrom('point_entries')
      .select(['created_by', 'idempotency_key'])
      .where('id', '=', body.entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: admin.id, idempotency_key: `staff:${admin.id}:key-${keys}` });
  });

  it('needs an Idempotency-Key; a retry with it answers the first entry; reusing it for another entry is a conflict', async () => {
    const missing = await postEntryAs(admin, bonus(learner.id), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);

    const first = await postEntryAs(admin, bonus(learner.id, { amount: 3, experience: 0 }), 'retry-1');
    const again = await postEntryAs(admin, bonus(learner.id, { amount: 3, experience: 0 }), 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, entry: { id: first.json().entry.id } });
    const changed = await postEntryAs(admin, bonus(learner.id, { amount: 4, experience: 0 }), 'retry-1');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('points.idempotency_key_reused');
  });

  it('posts adjustments either way, refusing one the balance cannot cover (422 points.insufficient)', async () => {
    const target = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
    await postEntryAs(admin, bonus(target.id, { amount: 10, experience: 0 }));
    const over = await postEntryAs(
      admin,
      bonus(target.id, { kind: 'adjustment', amount: -11, experience: 0 }),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'points.insufficient',
      message: 'Pontos insuficientes.',
    });
    const fine = await postEntryAs(
      admin,
      bonus(target.id, { kind: 'adjustment', amount: -4, experience: 0 }),
    );
    expect(fine.json().balance).toEqual({ available: 6, experience: 0 });
    const outside = await postEntryAs(
      admin,
      bonus(target.id, { campaign_id: null, amount: 2, experience: 0 }),
    );
    expect(outside.json().entry).toMatchObject({ programme: 'training', campaign: null });
  });

  it('validates the body', async () => {
    for (const payload of [
      bonus(learner.id, { amount: -5 }),
      bonus(learner.id, { amount: 0, experience: 0 }),
      bonus(learner.id, { kind: 'sale' }),
      bonus(learner.id, { reason: '' }),
      bonus(learner.id, { reason: 'x'.repeat(257) }),
    ]) {
      expect((await postEntryAs(admin, payload)).statusCode).toBe(400);
    }
  });

  it('is for programme administrators of the selected client only', async () => {
    expect((await postEntryAs(learner, bonus(learner.id))).statusCode).toBe(403);
    expect((await postEntryAs(auditor, bonus(learner.id))).statusCode).toBe(403);
    // a member or campaign of another client is not found, and nothing is posted
    const stranger = await signedIn(t.app, t.db, { clients: [{ id: b.id, role: 'salesperson' }] });
    expect((await postEntryAs(admin, bonus(stranger.id))).statusCode).toBe(404);
    expect((await postEntryAs(admin, bonus(learner.id, { campaign_id: b.current }))).statusCode).toBe(404);
    expect((await postEntryAs(adminB, bonus(learner.id, { campaign_id: b.current }))).statusCode).toBe(404);
    expect(await balanceOf(t.db, { clientId: b.id, userId: stranger.id, campaignId: a.current })).toEqual({
      available: 0,
      experience: 0,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/points/entries',
      headers: { 'idempotency-key': 'anonymous' },
      payload: bonus(learner.id),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reversal and audit approval', () => {
  async function saleOf(userId: number, status: 'credited' | 'under_audit' = 'under_audit') {
    return (await post(t.db, { clientId: a.id, userId, campaignId: a.current, amount: 20, status })).entry.id;
  }
  const reverse = (user: { headers: Record<string, string> }, id: number, reason = 'Nota reprovada') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/points/entries/${id}/reverse`,
      headers: user.headers,
      payload: { reason },
    });
  const approve = (user: { headers: Record<string, string> }, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/points/entries/${id}/approve`,
      headers: user.headers,
    });

  it('an auditor reverses a sale; the statement shows it reversed; a repeat answers the same reversal', async () => {
    const seller = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
    const sale = await saleOf(seller.id);
    const response = await reverse(auditor, sale);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      duplicate: false,
      entry: {
        kind: 'reversal',
        amount: -20,
        reverses_entry_id: sale,
        reason: 'Nota reprovada',
        shortfall: 0,
      },
      balance: { available: 0, experience: 0 },
    });
    expect((await reverse(admin, sale)).json()).toMatchObject({
      duplicate: true,
      entry: { id: response.json().entry.id },
    });
    const statement = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/points/statement?kind=sale',
        headers: seller.headers,
      })
    ).json();
    expect(statement.results).toEqual([expect.objectContaining({ id: sale, status: 'reversed' })]);
  });

  it('an auditor approves points under audit; approving a reversed entry is a conflict', async () => {
    const seller = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
    const sale = await saleOf(seller.id);
    const approved = await approve(auditor, sale);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: sale, status: 'credited' });
    const other = await saleOf(seller.id);
    await reverse(admin, other);
    const conflict = await approve(admin, other);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('points.not_under_audit');
  });

  it('is refused to learners (403) and to staff of other clients (404)', async () => {
    const seller = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
    const sale = await saleOf(seller.id);
    expect((await reverse(learner, sale)).statusCode).toBe(403);
    expect((await approve(learner, sale)).statusCode).toBe(403);
    expect((await reverse(adminB, sale)).statusCode).toBe(404);
    expect((await approve(adminB, sale)).statusCode).toBe(404);
    expect((await reverse(auditor, sale, '')).statusCode).toBe(400);
    const spent = await post(t.db, {
      clientId: a.id,
      userId: seller.id,
      campaignId: a.current,
      kind: 'redemption',
      amount: -5,
    });
    const refused = await reverse(auditor, spent.entry.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('points.not_reversible');
    expect(await balanceOf(t.db, { clientId: a.id, userId: seller.id, campaignId: a.current })).toEqual({
      available: 15,
      experience: 20,
    });
  });
});
