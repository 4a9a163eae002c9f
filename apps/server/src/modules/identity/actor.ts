import type { Role } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { forbidden, unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { actorCacheOf, type TokenSession } from './actor-cache.ts';
import * as q from './queries.ts';

/**
 * The client a session acts in. A session bound to a client (a login that client's own system vouched for) acts
 * there while the user still belongs to it, and nowhere else. Otherwise: the stored selection while the user still
 * belongs to it, else their only client, else none.
 */
export function resolveSelectedClientId(
  selected: number | null,
  memberships: readonly { client_id: number }[],
  boundClientId: number | null,
): number | null {
  if (boundClientId !== null)
    return memberships.some((m) => m.client_id === boundClientId) ? boundClientId : null;
  if (selected !== null && memberships.some((m) => m.client_id === selected)) return selected;
  return memberships.length === 1 ? (memberships[0]?.client_id ?? null) : null;
}

/** Who is acting: the user, the client the session acts in, their role there, and superuser powers. */
export interface Actor {
  userId: number;
  /** Superuser powers reach every client, so a session bound to one client never carries them. */
  isSuperuser: boolean;
  clientId: number | null;
  role: Role | null;
}

export function actorOf(
  user: { is_superuser: boolean; selected_client_id: number | null },
  memberships: readonly { client_id: number; role: Role }[],
  auth: AuthContext,
): Actor {
  const clientId = resolveSelectedClientId(user.selected_client_id, memberships, auth.boundClientId);
  return {
    userId: auth.userId,
    isSuperuser: user.is_superuser && auth.boundClientId === null,
    clientId,
    role: memberships.find((m) => m.client_id === clientId)?.role ?? null,
  };
}

// one resolution per request: the auth context is the request's own object
const actors = new WeakMap<AuthContext, Promise<Actor>>();

/** What decides the modules an actor may use besides their role, read with the actor (see `accessOf`). */
export interface ActorAccess {
  enabledModules: string[];
  country: { group: number } | null;
  area: { group: number } | null;
}
const accesses = new WeakMap<Actor, ActorAccess>();

/** The actor with its access facts in the client it acts in, remembered for `accessOf`. */
function actorWithAccess(row: q.ActorFactsRow, auth: AuthContext): Actor {
  const actor = Object.freeze(actorOf(row, row.memberships, auth));
  accesses.set(actor, {
    enabledModules: row.memberships.find((m) => m.client_id === actor.clientId)?.modules ?? [],
    country: row.country_group === null ? null : { group: row.country_group },
    area: row.area_group === null ? null : { group: row.area_group },
  });
  return actor;
}

/**
 * The access facts read with this actor (`loadActor`'s own object): the acting client's switched-on modules and the
 * user's country groups, cached with it. Undefined for an actor made elsewhere.
 */
export function accessOf(actor: Pick<Actor, 'userId'>): ActorAccess | undefined {
  return accesses.get(actor as Actor);
}

/**
 * The actor of a signed-in request: every permission check starts here. Read once per request (the maintenance
 * hold and the service share it), with the access token when `authenticate` admitted the request; a change the
 * request itself makes is seen from the next request on.
 */
export function loadActor(ctx: ServiceContext, auth: AuthContext): Promise<Actor> {
  let actor = actors.get(auth);
  if (!actor) {
    actor = q.findActorFacts(ctx.db, auth.userId).then((facts) => {
      if (!facts) throw unauthenticated();
      return actorWithAccess(facts, auth);
    });
    actors.set(auth, actor);
  }
  return actor;
}

/**
 * The session a live access token opens, with its actor: from the instance's actor cache while fresh, else in one
 * statement (then cached). Undefined for a token that opens nothing (unknown, expired, revoked, user not approved).
 */
export async function readTokenSession(
  ctx: ServiceContext,
  tokenHash: string,
): Promise<TokenSession | undefined> {
  const cache = actorCacheOf(ctx);
  const now = ctx.clock.now();
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const row = await q.findTokenSession(ctx.db, tokenHash, now);
  if (!row) return undefined;
  const auth: AuthContext = Object.freeze({
    userId: row.user_id,
    familyId: row.family_id,
    kind: row.kind,
    boundClientId: row.bound_client_id,
  });
  const session: TokenSession = Object.freeze({
    auth,
    mustChangePassword: row.must_change_password,
    actor: actorWithAccess(row, auth),
    expiresAt: row.expires_at.getTime(),
  });
  cache?.store(tokenHash, session, ticket);
  return session;
}

/** Opens a request's auth context from its token session: the actor read with the token is the request's actor. */
export function authOfSession(session: TokenSession): AuthContext {
  const auth = { ...session.auth };
  actors.set(auth, Promise.resolve(session.actor));
  return auth;
}

/** The client the request acts in: every tenant-owned query filters by this id. */
export async function selectedClientId(ctx: ServiceContext, auth: AuthContext): Promise<number | null> {
  return (await loadActor(ctx, auth)).clientId;
}

/** The client the actor acts in; 403 without one. */
export function requireClient(actor: Actor): number {
  if (actor.clientId === null) throw forbidden();
  return actor.clientId;
}

/** A staff action in the client the actor acts in: a superuser, or one of `roles` there; else 403. */
export function requireRole(actor: Actor, roles: readonly Role[]): number {
  const clientId = requireClient(actor);
  if (actor.isSuperuser || hasRole(actor, roles)) return clientId;
  throw forbidden();
}

/** Whether the actor holds one of `roles` in the client they act in (superuser powers aside). */
export function hasRole(actor: Actor, roles: readonly Role[]): boolean {
  return actor.role !== null && roles.includes(actor.role);
}
