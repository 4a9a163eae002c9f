import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '../context.ts';
import { verifyJwt } from './crypto.ts';
import { type Listen, USER_CHANNEL, type UserEvent } from './pubsub.ts';

/** This instance's open sockets per user. Only this process's sockets live here; other instances hold theirs. */
class SocketRegistry {
  private readonly byUser = new Map<number, Set<WebSocket>>();

  add(userId: number, socket: WebSocket) {
    let sockets = this.byUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(userId, sockets);
    }
    sockets.add(socket);
  }

  remove(userId: number, socket: WebSocket) {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byUser.delete(userId);
  }

  send(userId: number, message: string) {
    for (const socket of this.byUser.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(message);
    }
  }
}

/** Parses one payload of the user channel; anything malformed is dropped. */
function parseUserEvent(payload: string): UserEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<UserEvent> | null;
    if (!event || typeof event.user_id !== 'number' || typeof event.type !== 'string') return null;
    return event as UserEvent;
  } catch {
    return null;
  }
}

/**
 * The realtime socket at /ws. Clients authenticate with the `user_firebase_token` from /o/token/ (as the
 * `token` query value), checked against the app's clock and against the session still being live; the first
 * message tells them they are connected. With `listen`, every event published on the user channel by any
 * instance (LISTEN/NOTIFY) reaches that user's sockets on this instance, without its `user_id` routing field.
 */
export async function registerRealtime(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  const registry = new SocketRegistry();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  if (listen) {
    const unlisten = await listen(USER_CHANNEL, (payload) => {
      const event = parseUserEvent(payload);
      if (!event) return;
      const { user_id: userId, ...message } = event;
      registry.send(userId, JSON.stringify(message));
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  }

  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token') ?? '';
    const claims = verifyJwt(token, ctx.secret, ctx.clock.now().getTime());
    const live =
      claims?.aud === 'realtime' &&
      typeof claims.sub === 'number' &&
      typeof claims.fam === 'number' &&
      (await ctx.db
        .selectFrom('token_families')
        .select('id')
        .where('id', '=', claims.fam)
        .where('user_id', '=', claims.sub)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()) !== undefined;
    if (!live || !claims || typeof claims.sub !== 'number') {
      socket.close(4401, 'unauthenticated');
      return;
    }
    const userId = claims.sub;
    if (socket.readyState !== socket.OPEN) return;
    registry.add(userId, socket);
    socket.on('close', () => registry.remove(userId, socket));
    socket.send(JSON.stringify({ type: 'ready', user_id: userId }));
    socket.on('message', (raw) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
