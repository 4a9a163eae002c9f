/** The user types of SPEC §1/§6. A user holds one role per client they belong to. */
export const ROLES = [
  'learner',
  'sales_agent',
  'promoter',
  'counter_clerk',
  'salesperson',
  'store_owner',
  'support',
  'moderator',
  'instructor',
  'program_admin',
  'auditor',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles that run the programme and see the administration menu. */
export const STAFF_ROLES: readonly Role[] = [
  'support',
  'moderator',
  'instructor',
  'program_admin',
  'auditor',
];

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/**
 * SPEC §4 Account: created and awaiting approval, then approved (or rejected by the reviewer); blocked for
 * activity against the rules; closed for good (personal data erased, the row kept for others' history).
 */
export const USER_STATUSES = ['awaiting_approval', 'approved', 'rejected', 'blocked', 'closed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Roles that may review accounts waiting for approval and read the outbox (besides superusers). */
export const ACCOUNT_REVIEWER_ROLES: readonly Role[] = ['program_admin', 'support'];

/**
 * Whether a login vouched for by a client's own system (its web-service secret, its OpenID provider) may open a
 * session for an account holding `role` in that client. Never for a superuser: no client can vouch for powers
 * over every client. A staff role only when the client names it in `allowedRoles`; other roles always.
 */
export function mayClientVouchFor(
  account: { isSuperuser: boolean; role: string | null },
  allowedRoles: readonly string[],
): boolean {
  if (account.isSuperuser || account.role === null) return false;
  const role = account.role as Role;
  return !STAFF_ROLES.includes(role) || allowedRoles.includes(role);
}
