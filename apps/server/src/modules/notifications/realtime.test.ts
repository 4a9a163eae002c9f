import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earn } from '../../../test/badge-fixtures.ts';
import { bearer, buildClient, buildUser, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { notifyRaw } from '../../../test/notification-fixtures.ts';
import { openUserSocket } from '../../../test/sockets.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const at = new Date('2026-11-20T10:00:00Z');

async function signedInUser(clientId: number) {
  const user = await buildUser(t.db, { clients: [{ id: clientId }] });
  const tokens = await login(t.app, user.username, user.password);
  return { user, tokens, socket: await openUserSocket(t.app, tokens.user_firebase_token) };
}

describe('live notifications on /ws', () => {
  it('a posting that earns a badge pushes badge_earned with the unread counts once it commits', async () => {
    const client = await buildClient(t.db);
    await buildBadge(t.db, client.id, { code: 'first-course', rule: 'first_entry' });
    const { user, socket } = await signedInUser(client.id);
    try {
      await earn(t.db, { clientId: client.id, userId: user.id }, 'training', 40, at);
      expect(await socket.next()).toEqual({
        type: 'notification',
        client_id: client.id,
        notification: {
          id: expect.any(Number),
          kind: 'badge_earned',
          channel: 'notification',
          data: expect.objectContaining({ code: 'first-course' }),
          read_at: null,
          created_at: at.toISOString(),
        },
        unread: { notification: 1, message: 0 },
      });
    } finally {
      socket.close();
    }
  });

  it('a rolled-back transaction pushes nothing: the next event is the one committed after it', async () => {
    const client = await buildClient(t.db);
    await buildBadge(t.db, client.id, { code: 'first-sale', rule: 'first_entry', pointKind: 'sale' });
    const { user, socket } = await signedInUser(client.id);
    const me = { clientId: client.id, userId: user.id };
    try {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await earn(trx, me, 'sale', 100, at);
          await notifyRaw(trx, { ...me, kind: 'doomed', data: {} });
          throw new Error('invoice rejected');
        }),
      ).rejects.toThrow('invoice rejected');
      await notifyRaw(t.db, { ...me, kind: 'committed', channel: 'message', data: { n: 1 } });

      const next = await socket.next();
      expect(next).toMatchObject({
        type: 'notification',
        notification: { kind: 'committed', channel: 'message' },
        unread: { notification: 0, message: 1 },
      });
    } finally {
      socket.close();
    }
  });

  it("reaches every socket of the user and none of another user's", async () => {
    const client = await buildClient(t.db);
    const ana = await signedInUser(client.id);
    const anaPhone = await openUserSocket(t.app, ana.tokens.user_firebase_token);
    const bruno = await signedInUser(client.id);
    try {
      await notifyRaw(t.db, { clientId: client.id, userId: ana.user.id, kind: 'for-ana', data: {} });
      await notifyRaw(t.db, { clientId: client.id, userId: bruno.user.id, kind: 'for-bruno', data: {} });
      expect(await ana.socket.next()).toMatchObject({ notification: { kind: 'for-ana' } });
      expect(await anaPhone.next()).toMatchObject({ notification: { kind: 'for-ana' } });
      expect(await bruno.socket.next()).toMatchObject({ notification: { kind: 'for-bruno' } });
    } finally {
      ana.socket.close();
      anaPhone.close();
      bruno.socket.close();
    }
  });

  it('reading pushes the new unread counts to the other tabs', async () => {
    const client = await buildClient(t.db);
    const { user, tokens, socket } = await signedInUser(client.id);
    try {
      await notifyRaw(t.db, { clientId: client.id, userId: user.id, kind: 'one', data: {} });
      await notifyRaw(t.db, {
        clientId: client.id,
        userId: user.id,
        kind: 'two',
        data: {},
        channel: 'message',
      });
      const first = await socket.next();
      await socket.next();
      const id = (first.notification as { id: number }).id;
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/${id}/read`,
        headers: bearer(tokens),
      });
      expect(await socket.next()).toEqual({
        type: 'unread',
        client_id: client.id,
        unread: { notification: 0, message: 1 },
      });
      await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: bearer(tokens) });
      expect(await socket.next()).toMatchObject({ type: 'unread', unread: { notification: 0, message: 0 } });
    } finally {
      socket.close();
    }
  });
});
