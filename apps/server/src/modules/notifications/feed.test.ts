import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earn } from '../../../test/badge-fixtures.ts';
import { bearer, buildClient, buildUser, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { notifyRaw } from '../../../test/notification-fixtures.ts';
import { reverseEntry } from '../points/ledger-corrections.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

interface Item {
  type: string;
  id: number;
  at: string;
  entry?: { kind: string; amount: number; status: string };
  badge?: { code: string; name: string };
  notification?: { kind: string };
}

const describeItem = (item: Item) =>
  `${item.at.slice(11, 16)} ${item.type}:${item.entry?.kind ?? item.badge?.code ?? item.notification?.kind}`;

describe('GET /api/v1/feed', () => {
  let headers: Record<string, string>;
  let expected: string[];

  beforeAll(async () => {
    const client = await buildClient(t.db);
    const other = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const neighbour = await buildUser(t.db, { clients: [{ id: client.id }] });
    const me = { clientId: client.id, userId: user.id };
    await buildBadge(t.db, client.id, {
      code: 'first-course',
      rule: 'first_entry',
      names: { 'pt-BR': 'Primeiro curso', 'en-US': 'First course' },
    });

    await notifyRaw(t.db, {
      ...me,
      kind: 'level_reached',
      channel: 'message',
      data: { level: 'intermediate' },
      at: at(1),
    });
    const saleA = await earn(t.db, me, 'sale', 100, at(2));
    await earn(t.db, me, 'photo', 20, at(2));
    await earn(t.db, me, 'training', 30, at(3)); // earns first-course at the same instant (badge_earned is not listed)
    await reverseEntry(t.db, { entryId: saleA.entry.id, clientId: client.id, reason: 'reproved' }, at(4));
    await earn(t.db, me, 'training', 50, at(5));
    await notifyRaw(t.db, { ...me, kind: 'points_expiring', data: { points: 150 }, at: at(10) });
    // other people's and other clients' rows stay out
    await earn(t.db, { clientId: client.id, userId: neighbour.id }, 'training', 10, at(6));
    await earn(t.db, { clientId: other.id, userId: user.id }, 'training', 10, at(7));
    await notifyRaw(t.db, { clientId: other.id, userId: user.id, kind: 'elsewhere', data: {}, at: at(8) });

    headers = { ...bearer(await login(t.app, user.username, user.password)), 'accept-language': 'en-US' };
    expected = [
      '09:10 notification:points_expiring',
      '09:05 entry:training',
      '09:04 entry:reversal',
      '09:03 badge:first-course',
      '09:03 entry:training',
      '09:02 entry:photo',
      '09:02 entry:sale',
      '09:01 notification:level_reached',
    ];
  });

  async function page(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/feed${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { results: Item[]; next_cursor: string | null };
  }

  it('merges entries, badges and notifications newest first, with their details', async () => {
    const first = await page('');
    expect(first.next_cursor).toBeNull();
    expect(first.results.map(describeItem)).toEqual(expected);
    const byLabel = new Map(first.results.map((item) => [describeItem(item), item]));
    expect(byLabel.get('09:02 entry:sale')?.entry).toEqual({
      kind: 'sale',
      amount: 100,
      experience: 100,
      multiplier: 1,
      status: 'reversed',
      campaign_id: null,
      reason: null,
    });
    expect(byLabel.get('09:04 entry:reversal')?.entry).toMatchObject({ amount: -100, reason: 'reproved' });
    expect(byLabel.get('09:03 badge:first-course')?.badge).toMatchObject({
      name: 'First course',
      icon: null,
    });
    expect(byLabel.get('09:01 notification:level_reached')?.notification).toMatchObject({
      channel: 'message',
      data: { level: 'intermediate' },
      read_at: null,
    });
  });

  it.each([1, 2, 3, 4])(
    'pages of %i follow the cursor through ties without gaps or repeats',
    async (size) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result = await page(
          `?page_size=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(result.results.length).toBeLessThanOrEqual(size);
        seen.push(...result.results.map(describeItem));
        cursor = result.next_cursor;
        pages++;
      } while (cursor && pages < 20);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / size));
    },
  );

  it('rejects a malformed cursor with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/feed?cursor=yesterday', headers });
    expect(response.statusCode).toBe(400);
  });
});
