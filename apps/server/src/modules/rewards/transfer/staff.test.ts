import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { storeMember, storeProgramme } from '../../../../test/store-fixtures.ts';

/** The staff list of points transfers: by status, oldest first, with their age; programme administrators only. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function setUp() {
  const p = await storeProgramme(t.db);
  const member = await storeMember(t.app, t.db, p);
  const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
  const now = t.clock.now().getTime();
  const transfer = async (status: 'pending' | 'sent', minutesAgo: number, attempts = 0) => {
    const row = await t.db
      .insertInto('points_transfers')
      .values({
        client_id: p.client.id,
        user_id: member.user.id,
        reference: randomUUID(),
        document: `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}${minutesAgo}`,
        points: 100 + minutesAgo,
        campaign_id: p.campaign.id,
        status,
        idempotency_key: randomUUID(),
        attempts,
        last_error: attempts ? 'partner time-out' : null,
        created_at: new Date(now - minutesAgo * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  return { p, member, admin, transfer };
}

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/rewards/transfers${query}`, headers });

describe('the staff list of points transfers', () => {
  it('lists the pending ones oldest first with their age, sender and attempts; other statuses by filter', async () => {
    const { member, admin, transfer } = await setUp();
    const old = await transfer('pending', 180, 3);
    const recent = await transfer('pending', 5);
    const sent = await transfer('sent', 60);
    const response = await list(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([old, recent]);
    expect(body.results[0]).toMatchObject({
      user: { id: member.user.id, username: member.user.username },
      points: 280,
      status: 'pending',
      attempts: 3,
      last_error: 'partner time-out',
      age_seconds: 180 * 60,
    });
    const page2 = (await list(admin.headers, '?page=2&page_size=1')).json();
    expect(page2.results.map((r: { id: number }) => r.id)).toEqual([recent]);
    expect(
      (await list(admin.headers, '?status=sent')).json().results.map((r: { id: number }) => r.id),
    ).toEqual([sent]);
    expect((await list(admin.headers, '?status=lost')).statusCode).toBe(400);
  });

  it('is for the client’s programme administrators, and shows only the client’s transfers', async () => {
    const { member, admin, transfer } = await setUp();
    await transfer('pending', 10);
    expect((await list(member.headers)).statusCode).toBe(403);
    const other = await setUp();
    expect((await list(other.admin.headers)).json().count).toBe(0);
    expect((await list(admin.headers)).json().count).toBe(1);
  });
});
