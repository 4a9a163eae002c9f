import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

/** Roles that read the audit trail (SPEC §6: the programme administrator), besides superusers. */
const AUDIT_READER_ROLES: readonly Role[] = ['program_admin'];

/** Who gets the audit trail in the menu (the server checks it again on every call). */
export function isAuditReader(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && AUDIT_READER_ROLES.includes(role));
}
