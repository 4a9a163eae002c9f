import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '../context.ts';
import { verifyJwt } from './crypto.ts';
import { type Listen, parseSessionEvent, SESSION_CHANNEL, USER_CHANNEL, type UserEvent } from './pubsub.ts';

/** The close code of a socket whose session is not (or no longer) accepted; the web fetches a new token on it. */
export const UNAUTHENTICATED_CLOSE = 4401;

/** setTimeout's longest delay; a later expiry is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One open socket: whose it is, which session (token family) opened it, and whether it was greeted yet. */
interface Entry {
  familyId: number;
  ready: boolean;
}

/**
 * This instance's open sockets per user, each with its session. Only this process's sockets live here; other
 * instances hold theirs.
 */
class SocketRegistry {
  private readonly byUser = new Map<number, Map<WebSocket, Entry>>();

  add(userId: number, familyId: number, socket: WebSocket): Entry {
    let sockets = this.byUser.get(userId);
    if (!sockets) {
      sockets = new Map();
      this.byUser.set(userId, sockets);
    }
    const entry = { familyId, ready: false };
    sockets.set(socket, entry);
    return entry;
  }

  remove(userId: number, socket: WebSocket) {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byUser.delete(userId);
  }

  /** To the user's greeted sockets (one still being checked gets the `ready` greeting first, then what follows). */
  send(userId: number, message: string) {
    for (const [socket, entry] of this.byUser.get(userId) ?? []) {
      if (entry.ready && socket.readyState === socket.OPEN) socket.send(message);
    }
  }

  /** Closes the user's sockets of these sessions (`null`: all of them), greeted or not. */
  closeSessions(userId: number, familyIds: number[] | null) {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const ended = familyIds === null ? null : new Set(familyIds);
    for (const [socket, entry] of [...sockets]) {
      if (ended === null || ended.has(entry.familyId)) socket.close(UNAUTHENTICATED_CLOSE, 'session ended');
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

/** The realtime token's claims the socket lives by, or null when it is not a valid, unexpired realtime token. */
function realtimeClaims(ctx: ServiceContext, token: string) {
  const claims = verifyJwt(token, ctx.secret, ctx.clock.now().getTime());
  if (
    claims?.aud !== 'realtime' ||
    typeof claims.sub !== 'number' ||
    typeof claims.fam !== 'number' ||
    typeof claims.exp !== 'number'
  ) {
    return null;
  }
  return { userId: claims.sub, familyId: claims.fam, exp: claims.exp };
}

/** Whether the session is still live: its family not revoked and its user still approved. */
async function sessionIsLive(ctx: ServiceContext, userId: number, familyId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('token_families')
    .innerJoin('users', 'users.id', 'token_families.user_id')
    .select('token_families.id')
    .where('token_families.id', '=', familyId)
    .where('token_families.user_id', '=', userId)
    .where('token_families.revoked_at', 'is', null)
    .where('users.status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Closes the socket with 4401 when its realtime token expires: `exp` against the app's clock gives the time left,
 * which then runs on the process's monotonic clock (a long one in steps). Returns what cancels it.
 */
function closeAtExpiry(ctx: ServiceContext, socket: WebSocket, exp: number): () => void {
  const deadline = performance.now() + (exp * 1000 - ctx.clock.now().getTime());
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = deadline - performance.now();
    if (left <= 0) {
      socket.close(UNAUTHENTICATED_CLOSE, 'token expired');
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * The realtime socket at /ws. Clients authenticate with the `user_firebase_token` from /o/token/ (as the
 * `token` query value), checked against the app's clock and against the session still being live; the first
 * message tells them they are connected. With `listen`, every event published on the user channel by any
 * instance (LISTEN/NOTIFY) reaches that user's sockets on this instance, without its `user_id` routing field, and
 * every end of sessions published on the session channel (logout, revocation, a reused refresh token, a password
 * reset, a closed or blocked account) closes those sessions' sockets here with 4401. Each socket also closes with
 * 4401 when its realtime token expires.
 */
export async function registerRealtime(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  const registry = new SocketRegistry();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  if (listen) {
    const unlistenUser = await listen(USER_CHANNEL, (payload) => {
      const event = parseUserEvent(payload);
      if (!event) return;
      const { user_id: userId, ...message } = event;
      registry.send(userId, JSON.stringify(message));
    });
    const unlistenSession = await listen(SESSION_CHANNEL, (payload) => {
      const event = parseSessionEvent(payload);
      if (event) registry.closeSessions(event.user_id, event.family_ids);
    });
    app.addHook('onClose', async () => {
      await unlistenUser();
      await unlistenSession();
    });
  }

  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token') ?? '';
    const claims = realtimeClaims(ctx, token);
    if (!claims) {
      socket.close(UNAUTHENTICATED_CLOSE, 'unauthenticated');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const { userId, familyId } = claims;
    // Registered before the session is checked: an end of the session published after the check closes it here,
    // and one committed before the check is seen by it. Until it is greeted it hears no user events.
    const entry = registry.add(userId, familyId, socket);
    const cancelExpiry = closeAtExpiry(ctx, socket, claims.exp);
    socket.on('close', () => {
      cancelExpiry();
      registry.remove(userId, socket);
    });
    let live: boolean;
    try {
      live = await sessionIsLive(ctx, userId, familyId);
    } catch (error) {
      request.log.error({ err: error }, 'realtime: cannot check the session');
      socket.close(1011, 'try again');
      return;
    }
    if (!live) {
      socket.close(UNAUTHENTICATED_CLOSE, 'unauthenticated');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    entry.ready = true;
    socket.send(JSON.stringify({ type: 'ready', user_id: userId }));
    socket.on('message', (raw) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
