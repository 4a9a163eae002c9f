import type { Role } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { forbidden, unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import * as q from './queries.ts';

/**
 * The client a session acts in. A session bound to a client (a login that client's own system vouched for) acts
 * there while the user still belongs to it, and nowhere else. Otherwise: the stored selection while the user still
 * belongs to it, else their only client, else none.
 */
export function resolveSelectedClientId(
  selected: number | null,
  memberships: { client_id: number }[],
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
  user: Pick<q.UserRow, 'id' | 'is_superuser' | 'selected_client_id'>,
  memberships: { client_id: number; role: Role }[],
  auth: AuthContext,
): Actor {
  const clientId = resolveSelectedClientId(user.selected_client_id, memberships, auth.boundClientId);
  return {
    userId: user.id,
    isSuperuser: user.is_superuser && auth.boundClientId === null,
    clientId,
    role: memberships.find((m) => m.client_id === clientId)?.role ?? null,
  };
}

// one resolution per request: the auth context is the request's own object
const actors = new WeakMap<AuthContext, Promise<Actor>>();

/**
 * The actor of a signed-in request: every permission check starts here. Read once per request (the maintenance
 * hold and the service share it); a change the request itself makes is seen from the next request on.
 */
export function loadActor(ctx: ServiceContext, auth: AuthContext): Promise<Actor> {
  let actor = actors.get(auth);
  if (!actor) {
    actor = Promise.all([q.findUserById(ctx.db, auth.userId), q.listMemberships(ctx.db, auth.userId)]).then(
      ([user, memberships]) => {
        if (!user) throw unauthenticated();
        return actorOf(user, memberships, auth);
      },
    );
    actors.set(auth, actor);
  }
  return actor;
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
