import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle, Db } from '../db/connection.ts';

/**
 * Fan-out between server instances through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE §6 realtime). A producer calls
 * `publish` inside its transaction: PostgreSQL delivers the notification only when that transaction commits, so
 * a rollback sends nothing. Every instance listens on the channel and hands each payload to its own sockets.
 * PGlite delivers LISTEN/NOTIFY in-process, so the embedded default works the same way.
 */

/** The channel of per-user events (notifications, unread counts). */
export const USER_CHANNEL = 'elevar_user';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

/** An event for one user's sockets: `user_id` routes it, the rest is what the socket receives. */
export interface UserEvent {
  user_id: number;
  client_id: number;
  type: string;
  [field: string]: unknown;
}

/**
 * Subscribes to a channel; resolves to the function that stops listening. `onListening` hears when the subscription
 * stops hearing (false: its connection was lost, payloads published meanwhile are gone) and when it hears again
 * (true); whoever keeps state that payloads would drop should drop it all while it is deaf.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onListening?: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

/** Sends a payload on a channel from within `db`'s transaction (delivered on commit). */
export async function publish(db: Db, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`notify payload on ${channel} is too large (${Buffer.byteLength(payload)} bytes)`);
  }
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export async function publishToUser(db: Db, event: UserEvent): Promise<void> {
  await publish(db, USER_CHANNEL, JSON.stringify(event));
}

/**
 * The channel of session ends: whatever ends sessions (logout, revocation, a reused refresh token, a password reset,
 * closing or blocking the account) says so here in its transaction, so every instance can drop what it holds for
 * those sessions (the realtime sockets, the actor cache). Changes to a user's actor and to a client's access travel
 * here too (`actor_changed`, `client_changed`).
 */
export const SESSION_CHANNEL = 'elevar_session';

/** Sessions (token families) of one user that ended; `family_ids: null` means every session of the user. */
export interface SessionRevokedEvent {
  type: 'session_revoked';
  user_id: number;
  family_ids: number[] | null;
}

/** Family ids per notification: well under the payload limit (an id is at most 19 digits and a comma). */
const FAMILY_IDS_PER_EVENT = 300;

/** Publishes the end of sessions within `db`'s transaction; a long list of families goes out in several events. */
export async function publishSessionRevoked(
  db: Db,
  userId: number,
  familyIds: number[] | null,
): Promise<void> {
  if (familyIds === null) {
    await publish(db, SESSION_CHANNEL, JSON.stringify(sessionRevoked(userId, null)));
    return;
  }
  for (let start = 0; start < familyIds.length; start += FAMILY_IDS_PER_EVENT) {
    const chunk = familyIds.slice(start, start + FAMILY_IDS_PER_EVENT);
    await publish(db, SESSION_CHANNEL, JSON.stringify(sessionRevoked(userId, chunk)));
  }
}

function sessionRevoked(userId: number, familyIds: number[] | null): SessionRevokedEvent {
  return { type: 'session_revoked', user_id: userId, family_ids: familyIds };
}

/**
 * A change to who a user acts as, sessions aside: their client choice, roles or memberships, the must-change-password
 * flag. Every instance drops what it caches of the user's sessions (the actor cache, identity/actor-cache.ts).
 */
export interface ActorChangedEvent {
  type: 'actor_changed';
  user_id: number;
}

/** A change to a client that decides its users' access (its maintenance switch): every instance reads it again. */
export interface ClientChangedEvent {
  type: 'client_changed';
  client_id: number;
}

/** Every event of the session channel. */
export type SessionChannelEvent = SessionRevokedEvent | ActorChangedEvent | ClientChangedEvent;

/** Publishes, within `db`'s transaction, that a user's actor changed (delivered on commit). */
export async function publishActorChanged(db: Db, userId: number): Promise<void> {
  const event: ActorChangedEvent = { type: 'actor_changed', user_id: userId };
  await publish(db, SESSION_CHANNEL, JSON.stringify(event));
}

/** Publishes, within `db`'s transaction, that a client's access settings changed (delivered on commit). */
export async function publishClientChanged(db: Db, clientId: number): Promise<void> {
  const event: ClientChangedEvent = { type: 'client_changed', client_id: clientId };
  await publish(db, SESSION_CHANNEL, JSON.stringify(event));
}

/** Parses any payload of the session channel; anything malformed or unknown is dropped. */
export function parseSessionChannelEvent(payload: string): SessionChannelEvent | null {
  const revoked = parseSessionEvent(payload);
  if (revoked) return revoked;
  try {
    const event = JSON.parse(payload) as Record<string, unknown> | null;
    if (event?.type === 'actor_changed' && typeof event.user_id === 'number') {
      return { type: 'actor_changed', user_id: event.user_id };
    }
    if (event?.type === 'client_changed' && typeof event.client_id === 'number') {
      return { type: 'client_changed', client_id: event.client_id };
    }
    return null;
  } catch {
    return null;
  }
}

/** Parses one `session_revoked` payload of the session channel; anything else is dropped. */
export function parseSessionEvent(payload: string): SessionRevokedEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<SessionRevokedEvent> | null;
    if (event?.type !== 'session_revoked' || typeof event.user_id !== 'number') return null;
    const ids = event.family_ids;
    if (ids !== null && !(Array.isArray(ids) && ids.every((id) => typeof id === 'number'))) return null;
    return { type: 'session_revoked', user_id: event.user_id, family_ids: ids ?? null };
  } catch {
    return null;
  }
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed back and lose its subscriptions).
 * When the connection drops it reconnects with backoff and listens again; events published while it was down are
 * lost, which the web covers by refetching the unread counts when its socket reconnects.
 */
function postgresListen(connectionString: string, onError: (error: Error) => void): Listen {
  return async (channel, onPayload, onListening) => {
    let client: pg.Client | null = null;
    let closed = false;
    /** Whether a connection has listened and was lost since: the next one to listen says so. */
    let deaf = false;
    let delay = RECONNECT_MIN_MS;
    let timer: NodeJS.Timeout | null = null;

    const schedule = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, delay);
      timer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    const connect = async () => {
      const next = new pg.Client({ connectionString });
      let failed = false;
      const lost = (error?: Error) => {
        if (failed) return;
        failed = true;
        if (client === next) client = null;
        next.removeAllListeners('notification');
        next.end().catch(() => {});
        if (closed) return;
        onError(error ?? new Error('listener connection ended'));
        if (!deaf) {
          deaf = true;
          onListening?.(false);
        }
        schedule();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${pgIdentifier(channel)}`);
      } catch (error) {
        lost(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (closed) {
        failed = true;
        await next.end().catch(() => {});
        return;
      }
      client = next;
      delay = RECONNECT_MIN_MS;
      if (deaf) {
        deaf = false;
        onListening?.(true);
      }
    };

    await connect();
    return async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    };
  };
}

function pgIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * One subscription per channel however many parts of an instance listen (the realtime sockets, the actor cache):
 * each payload goes to every handler, in the order they subscribed, and the channel is left when the last stops.
 */
export function sharedListen(listen: Listen): Listen {
  interface Shared {
    handlers: Set<(payload: string) => void>;
    listening: Set<(listening: boolean) => void>;
    stop: Promise<() => Promise<void>>;
  }
  const channels = new Map<string, Shared>();
  return async (channel, onPayload, onListening) => {
    let shared = channels.get(channel);
    if (!shared) {
      const handlers = new Set<(payload: string) => void>();
      const listening = new Set<(listening: boolean) => void>();
      const stop = listen(
        channel,
        (payload) => {
          for (const handler of handlers) handler(payload);
        },
        (state) => {
          for (const handler of listening) handler(state);
        },
      );
      shared = { handlers, listening, stop };
      channels.set(channel, shared);
      stop.catch(() => channels.delete(channel));
    }
    const { handlers, listening, stop } = shared;
    // a distinct wrapper per subscription, so one handler subscribed twice stops twice
    const handler = (payload: string) => onPayload(payload);
    const stateHandler = (state: boolean) => onListening?.(state);
    handlers.add(handler);
    listening.add(stateHandler);
    await stop;
    return async () => {
      handlers.delete(handler);
      listening.delete(stateHandler);
      if (handlers.size === 0 && channels.get(channel)?.handlers === handlers) {
        channels.delete(channel);
        await (await stop)();
      }
    };
  };
}

/**
 * The LISTEN side of a database handle: PGlite's own listener in-process, or a dedicated client on PostgreSQL.
 * `onError` hears about lost listener connections (logged; the listener reconnects by itself).
 */
export function databaseListener(handle: DatabaseHandle, onError: (error: Error) => void = () => {}): Listen {
  if (handle.pglite) {
    const pglite = handle.pglite;
    return async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    };
  }
  if (handle.connectionString) return postgresListen(handle.connectionString, onError);
  throw new Error('the database handle offers no way to LISTEN');
}
