import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

// The server decides on every call (docs/learning.md "Authoring"); these only choose what the menu offers.

/** Roles that build courses: instructors their own, programme administrators any of the client. */
const AUTHOR_ROLES: readonly Role[] = ['instructor', 'program_admin'];
/** Roles that publish, keep the categories and the groups' members. */
const LEARNING_ADMIN_ROLES: readonly Role[] = ['program_admin'];

/** Who gets "Courses" in the menu: instructors, programme administrators and superusers. */
export function isCourseAuthor(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && AUTHOR_ROLES.includes(role));
}

/** Who gets the course categories and the groups' members in the menu. */
export function isLearningAdmin(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && LEARNING_ADMIN_ROLES.includes(role));
}
