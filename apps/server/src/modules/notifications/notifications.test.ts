import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { notifyRaw } from '../../../test/notification-fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

function api(app: FastifyInstance, headers: Record<string, string>) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) }),
  };
}

async function signedIn(clientIds: number[]) {
  const user = await buildUser(t.db, { clients: clientIds.map((id) => ({ id })) });
  const tokens = await login(t.app, user.username, user.password);
  return { user, http: api(t.app, bearer(tokens)) };
}

describe('notifications and messages', () => {
  it('lists newest first, filters by channel and unread, paginates, and counts unread per channel', async () => {
    const client = await buildClient(t.db);
    const { user, http } = await signedIn([client.id]);
    const me = { clientId: client.id, userId: user.id };
    await notifyRaw(t.db, { ...me, kind: 'points_expiring', data: { points: 120 }, at: at(1) });
    await notifyRaw(t.db, {
      ...me,
      kind: 'level_reached',
      data: { level: 'intermediate' },
      channel: 'message',
      at: at(2),
    });
    await notifyRaw(t.db, { ...me, kind: 'badge_earned', data: { code: 'first-course' }, at: at(3) });

    const all = await http.get('/api/v1/notifications');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(all.json().results.map((n: { kind: string }) => n.kind)).toEqual([
      'badge_earned',
      'level_reached',
      'points_expiring',
    ]);
    expect(all.json().results[1]).toEqual({
      id: expect.any(Number),
      kind: 'level_reached',
      channel: 'message',
      data: { level: 'intermediate' },
      read_at: null,
      created_at: at(2).toISOString(),
    });

    const messages = await http.get('/api/v1/notifications?channel=message');
    expect(messages.json().results.map((n: { kind: string }) => n.kind)).toEqual(['level_reached']);
    const second = await http.get('/api/v1/notifications?channel=notification&page=2&page_size=1');
    expect(second.json()).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(second.json().results.map((n: { kind: string }) => n.kind)).toEqual(['points_expiring']);

    expect((await http.get('/api/v1/notifications/unread-count')).json()).toEqual({
      notification: 2,
      message: 1,
    });
  });

  it('marks one read (idempotent), then all of a channel, then the rest; unread filter follows', async () => {
    const client = await buildClient(t.db);
    const { user, http } = await signedIn([client.id]);
    const me = { clientId: client.id, userId: user.id };
    for (const [minute, channel] of [
      [1, 'notification'],
      [2, 'notification'],
      [3, 'message'],
      [4, 'message'],
    ] as const) {
      await notifyRaw(t.db, { ...me, kind: 'news', data: { minute }, channel, at: at(minute) });
    }
    const [newest] = (await http.get('/api/v1/notifications')).json().results;

    t.clock.set(at(30));
    const read = await http.post(`/api/v1/notifications/${newest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ notification: 2, message: 1 });
    t.clock.set(at(40));
    expect((await http.post(`/api/v1/notifications/${newest.id}/read`)).json()).toEqual({
      notification: 2,
      message: 1,
    });
    const listed = (await http.get('/api/v1/notifications?channel=message')).json().results;
    expect(listed[0]).toMatchObject({ id: newest.id, read_at: at(30).toISOString() });
    const unread = (await http.get('/api/v1/notifications?unread=true')).json();
    expect(unread.count).toBe(3);
    expect(unread.results.map((n: { id: number }) => n.id)).not.toContain(newest.id);

    const notificationsRead = await http.post('/api/v1/notifications/read-all', { channel: 'notification' });
    expect(notificationsRead.json()).toEqual({ notification: 0, message: 1 });
    const everythingRead = await http.post('/api/v1/notifications/read-all');
    expect(everythingRead.json()).toEqual({ notification: 0, message: 0 });
    expect((await http.get('/api/v1/notifications?unread=true')).json().count).toBe(0);
  });

  it('a user sees only their own rows in the selected client', async () => {
    const academy = await buildClient(t.db);
    const rewards = await buildClient(t.db);
    const ana = await signedIn([academy.id, rewards.id]);
    const bruno = await signedIn([academy.id]);
    await ana.http.post('/api/v1/session/client', { client_id: academy.id });
    await notifyRaw(t.db, {
      clientId: academy.id,
      userId: ana.user.id,
      kind: 'in-academy',
      data: {},
      at: at(1),
    });
    await notifyRaw(t.db, {
      clientId: rewards.id,
      userId: ana.user.id,
      kind: 'in-rewards',
      data: {},
      at: at(2),
    });
    await notifyRaw(t.db, {
      clientId: academy.id,
      userId: bruno.user.id,
      kind: 'for-bruno',
      data: {},
      at: at(3),
    });
    const rewardsRow = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'in-rewards')
      .where('user_id', '=', ana.user.id)
      .executeTakeFirstOrThrow();
    const brunoRow = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', bruno.user.id)
      .executeTakeFirstOrThrow();

    const kinds = async (http: typeof ana.http) =>
      (await http.get('/api/v1/notifications')).json().results.map((n: { kind: string }) => n.kind);
    expect(await kinds(ana.http)).toEqual(['in-academy']);
    expect(await kinds(bruno.http)).toEqual(['for-bruno']);
    expect((await ana.http.get('/api/v1/notifications/unread-count')).json()).toEqual({
      notification: 1,
      message: 0,
    });

    // someone else's row, and my own row of the other client, are not found; nothing changes
    const foreign = await ana.http.post(`/api/v1/notifications/${brunoRow.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('common.not_found');
    expect((await ana.http.post(`/api/v1/notifications/${rewardsRow.id}/read`)).statusCode).toBe(404);
    await ana.http.post('/api/v1/notifications/read-all');
    expect((await bruno.http.get('/api/v1/notifications/unread-count')).json().notification).toBe(1);

    await ana.http.post('/api/v1/session/client', { client_id: rewards.id });
    expect(await kinds(ana.http)).toEqual(['in-rewards']);
    expect((await ana.http.get('/api/v1/notifications/unread-count')).json().notification).toBe(1);
  });

  it('lists rows stored with a kind the contract does not describe, or with data older than its kind, as stored', async () => {
    const client = await buildClient(t.db);
    const { user, http } = await signedIn([client.id]);
    const stored = [
      { kind: 'course_finished', data: { course: { id: 7, title: 'Vendas' } }, created_at: at(1) },
      // a warning stored before `valid_until` came, with the expiry under its old name
      { kind: 'points_expiring', data: { points: 40, date: '2026-12-31' }, created_at: at(2) },
    ];
    await t.db
      .insertInto('notifications')
      .values(
        stored.map((row) => ({
          client_id: client.id,
          user_id: user.id,
          kind: row.kind,
          channel: 'notification' as const,
          data: JSON.stringify(row.data),
          created_at: row.created_at,
        })),
      )
      .execute();

    const listed = await http.get('/api/v1/notifications');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual(
      stored.toReversed().map((row) => ({
        id: expect.any(Number),
        kind: row.kind,
        channel: 'notification',
        data: row.data,
        read_at: null,
        created_at: row.created_at.toISOString(),
      })),
    );
  });

  it('answers 401 without a session and 400 for a bad channel', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    const client = await buildClient(t.db);
    const { http } = await signedIn([client.id]);
    expect((await http.get('/api/v1/notifications?channel=sms')).statusCode).toBe(400);
  });
});

describe('notify', () => {
  it('stores nothing when the transaction that called it rolls back', async () => {
    const client = await buildClient(t.db);
    const { user } = await signedIn([client.id]);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notifyRaw(trx, { clientId: client.id, userId: user.id, kind: 'doomed', data: {} });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await t.db.selectFrom('notifications').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });
});
