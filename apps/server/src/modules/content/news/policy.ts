import type { Role } from '@elevar/domain';
import { type Actor, requireRole } from '../../identity/index.ts';

/**
 * Who edits news: the client's content editors, its programme administrators (as in learning authoring, those who
 * publish), and superusers acting in the client. Anyone else 403.
 */
export const NEWS_EDITOR_ROLES: readonly Role[] = ['program_admin'];

export interface EditorScope {
  clientId: number;
  actorId: number;
}

export function editorScope(actor: Actor): EditorScope {
  return { clientId: requireRole(actor, NEWS_EDITOR_ROLES), actorId: actor.userId };
}
