import type { Role } from '@elevar/domain';
import type { Actor } from '../../identity/index.ts';
import { hasRole, requireRole } from '../../identity/index.ts';

/** Roles that build courses: instructors (their own), programme administrators (any of the client). */
const AUTHOR_ROLES: readonly Role[] = ['instructor', 'program_admin'];
/** Roles that publish, unpublish and archive any course, keep categories and group membership. */
const LEARNING_ADMIN_ROLES: readonly Role[] = ['program_admin'];

/**
 * Who authors, in which client: the client the actor acts in. `admin` (a programme administrator, or a superuser
 * acting in the client) edits and publishes any course of the client; an instructor only the courses they created,
 * and publishes none.
 */
export interface AuthorScope {
  clientId: number;
  actorId: number;
  admin: boolean;
}

/** An author in the client they act in; anyone else 403. */
export function authorScope(actor: Actor): AuthorScope {
  const clientId = requireRole(actor, AUTHOR_ROLES);
  return {
    clientId,
    actorId: actor.userId,
    admin: actor.isSuperuser || hasRole(actor, LEARNING_ADMIN_ROLES),
  };
}

/** A learning administrator (programme administrator or superuser) in the client they act in; anyone else 403. */
export function learningAdminScope(actor: Actor): AuthorScope {
  const clientId = requireRole(actor, LEARNING_ADMIN_ROLES);
  return { clientId, actorId: actor.userId, admin: true };
}

/** Whether the author may edit a course created by `createdBy`. */
export function mayEdit(scope: AuthorScope, createdBy: number | null): boolean {
  return scope.admin || createdBy === scope.actorId;
}
