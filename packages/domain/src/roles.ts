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
