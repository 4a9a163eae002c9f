import { isStaffRole, type Role } from '../identity/roles.ts';

/**
 * SPEC §6 Rewards site: reached only with an account in the partner retail-training programme (the user's GMIN
 * number, the partner's member id), through its menu. Staff who run the programme and superusers help everyone,
 * so they need none.
 */
export function hasRewardsAccess(viewer: {
  role: Role | null;
  isSuperuser: boolean;
  partnerAccount: string | null;
}): boolean {
  if (viewer.isSuperuser || (viewer.role !== null && isStaffRole(viewer.role))) return true;
  return viewer.partnerAccount !== null && viewer.partnerAccount.trim() !== '';
}
