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

export const USER_STATUSES = ['awaiting_approval', 'approved', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
