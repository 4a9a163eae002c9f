import type { Session } from '@elevar/contract';
import { isForumModerator } from '@elevar/domain';

// The server decides on every call (docs/community.md); this only chooses what the menu offers.

/** Who gets the forum's moderation queue among the staff screens: moderators (SPEC §6) and superusers. */
export function isForumModeratorSession(session: Session): boolean {
  return isForumModerator({ role: session.user.role, isSuperuser: session.user.is_superuser });
}
