import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login, type Tokens, tokenForm } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { notifyRaw } from '../../test/notification-fixtures.ts';
import { buildAccount, lastMessage, linkIn, nextAddress, postJson } from '../../test/recovery-helpers.ts';
import { secondInstance } from '../../test/second-instance.ts';
import { openUserSocket, type UserSocket } from '../../test/sockets.ts';
import { endSessions } from '../modules/identity/revocation.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db, { isDefaultSite: true })).id;
});
afterAll(() => t.close());

/** The promise: a session's end closes its sockets within a second. */
const WITHIN_MS = 1000;
const UNAUTHENTICATED = 4401;

/** Sockets a test opened, closed after it whatever happened. */
const opened: UserSocket[] = [];
async function socketFor(tokens: Tokens, app: FastifyInstance = t.app) {
  const socket = await openUserSocket(app, tokens.user_firebase_token);
  opened.push(socket);
  return socket;
}
function closeAll() {
  for (const socket of opened.splice(0)) socket.close();
}

/** One user signed in twice (a laptop and a phone): two sessions, one socket each. */
async function userWithTwoSessions() {
  const user = await buildUser(t.db, { clients: [{ id: clientId }] });
  const a = await login(t.app, user.username, user.password);
  const b = await login(t.app, user.username, user.password);
  return { user, a, b, socketA: await socketFor(a), socketB: await socketFor(b) };
}

/** Tells the user something and expects `socket` to hear it: the socket is open and still fed. */
async function stillHears(socket: UserSocket, userId: number, kind: string) {
  await notifyRaw(t.db, { clientId, userId, kind, data: {} });
  expect(await socket.next()).toMatchObject({
    type: 'notification',
    client_id: clientId,
    notification: { kind },
  });
}

/** A form call to an OAuth endpoint with the web app's credentials. */
function oauthCall(url: '/o/token/' | '/o/revoke_token/', fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm(fields),
  });
}

describe('a session that ends closes its realtime sockets', () => {
  it("logout closes that session's socket with 4401; the user's other session keeps its socket and its events", async () => {
    try {
      const { user, a, socketA, socketB } = await userWithTwoSessions();
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/logout',
        headers: bearer(a),
      });
      expect(logout.statusCode).toBe(200);

      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      await stillHears(socketB, user.id, 'after-logout');
      // and the ended session cannot open a new one
      await expect(openUserSocket(t.app, a.user_firebase_token)).rejects.toThrow(/closed with 4401/);
    } finally {
      closeAll();
    }
  });

  it('an RFC 7009 revocation closes the socket of the revoked session', async () => {
    try {
      const { user, a, socketA, socketB } = await userWithTwoSessions();
      expect((await oauthCall('/o/revoke_token/', { token: a.refresh_token })).statusCode).toBe(200);

      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      await stillHears(socketB, user.id, 'after-revoke');
    } finally {
      closeAll();
    }
  });

  it('a rotated refresh token keeps the socket; presenting it again revokes the session and closes it', async () => {
    try {
      const { user, a, socketA, socketB } = await userWithTwoSessions();
      const rotated = await oauthCall('/o/token/', {
        grant_type: 'refresh_token',
        refresh_token: a.refresh_token,
      });
      expect(rotated.statusCode).toBe(200);
      await stillHears(socketA, user.id, 'after-rotation');
      await socketB.next();

      const reused = await oauthCall('/o/token/', {
        grant_type: 'refresh_token',
        refresh_token: a.refresh_token,
      });
      expect(reused.statusCode).toBe(400);
      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      await stillHears(socketB, user.id, 'after-reuse');
    } finally {
      closeAll();
    }
  });

  it("ending every session of a user (the block path) closes all the user's sockets and no one else's", async () => {
    try {
      const { user, socketA, socketB } = await userWithTwoSessions();
      const other = await buildUser(t.db, { clients: [{ id: clientId }] });
      const otherSocket = await socketFor(await login(t.app, other.username, other.password));

      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ status: 'blocked' }).where('id', '=', user.id).execute();
        await endSessions(trx, { userId: user.id }, 'blocked', t.clock.now());
      });

      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      expect(await socketB.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      await stillHears(otherSocket, other.id, 'not-blocked');
    } finally {
      closeAll();
    }
  });

  it('an end of sessions that rolls back closes nothing', async () => {
    try {
      const { user, socketA } = await userWithTwoSessions();
      await expect(
        t.db.transaction().execute(async (trx) => {
          await endSessions(trx, { userId: user.id }, 'blocked', t.clock.now());
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');

      await stillHears(socketA, user.id, 'still-signed-in');
    } finally {
      closeAll();
    }
  });

  it('a password reset signs the user out everywhere: every socket closes', async () => {
    try {
      const user = await buildAccount(t.db, { clients: [{ id: clientId }] });
      const socketA = await socketFor(await login(t.app, user.username, user.password));
      const socketB = await socketFor(await login(t.app, user.username, user.password));

      const asked = await postJson(
        t.app,
        '/etraining_login/api_recover_password/',
        { email: user.email },
        { address: nextAddress() },
      );
      expect(asked.statusCode).toBe(200);
      const link = linkIn((await lastMessage(t.db, user.email))?.body ?? '');
      const set = await postJson(t.app, '/api/v1/accounts/set-password', {
        ...link,
        password: 'Abcdef123',
        password_confirmation: 'Abcdef123',
      });
      expect(set.statusCode).toBe(200);

      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      expect(await socketB.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
    } finally {
      closeAll();
    }
  });

  it("a password change closes the other sessions' sockets and keeps the one that changed it", async () => {
    try {
      const { user, a, socketA, socketB } = await userWithTwoSessions();
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/password',
        headers: bearer(a),
        payload: {
          current_password: user.password,
          new_password: 'Novo@Senha9',
          new_password_confirmation: 'Novo@Senha9',
        },
      });
      expect(changed.statusCode).toBe(200);

      expect(await socketB.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      await stillHears(socketA, user.id, 'after-change');
    } finally {
      closeAll();
    }
  });

  it('closing the account closes every socket of it', async () => {
    try {
      const { user, a, socketA, socketB } = await userWithTwoSessions();
      const closed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/close',
        headers: bearer(a),
        payload: { typed_name: `User ${user.username}`, confirm: true },
      });
      expect(closed.statusCode).toBe(200);

      expect(await socketA.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
      expect(await socketB.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
    } finally {
      closeAll();
    }
  });

  it('logout through one instance closes the socket held by another instance on the same database', async () => {
    const second = await secondInstance(t);
    try {
      const user = await buildUser(t.db, { clients: [{ id: clientId }] });
      const tokens = await login(t.app, user.username, user.password);
      const socket = await socketFor(tokens, second.app);

      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/logout',
        headers: bearer(tokens),
      });
      expect(logout.statusCode).toBe(200);
      expect(await socket.closed(WITHIN_MS)).toBe(UNAUTHENTICATED);
    } finally {
      closeAll();
      await second.close();
    }
  });
});

describe('the realtime token', () => {
  it('closes the socket with 4401 when it expires, though the session lives on', async () => {
    const start = t.clock.now();
    try {
      const user = await buildUser(t.db, { clients: [{ id: clientId }] });
      const tokens = await login(t.app, user.username, user.password);
      // the app's clock a second before the token's end: the socket opens, then its last second runs out
      t.clock.advance((t.config.ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
      const socket = await socketFor(tokens);

      expect(await socket.closed(1000 + WITHIN_MS)).toBe(UNAUTHENTICATED);
      const refreshed = await oauthCall('/o/token/', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      closeAll();
      t.clock.set(start);
    }
  });
});
