import type { Session } from '@elevar/contract';
import { ACCOUNT_REVIEWER_ROLES, mayRunMaintenance } from '@elevar/domain';
import type { TFunction } from 'i18next';
import { isAuditReader } from '../../../features/audit/index.ts';
import { usableModuleItems } from '../../../features/identity/session.ts';
import { isLevelReviewer } from '../../../features/points/admin/permissions.ts';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
}

/** Superusers and the reviewer roles review new accounts and read the outbox (the server checks it too). */
export function isAccountReviewer(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && ACCOUNT_REVIEWER_ROLES.includes(role));
}

/**
 * Home first, then the selected client's module items this user may use (the domain's module predicate), in their
 * configured order (SPEC §6), then the staff
 * screens for account reviewers and for level reviewers (programme administrators: level changes, badges, points table),
 * maintenance and the audit trail.
 */
export function menuEntries(session: Session, t: TFunction): MenuEntry[] {
  const items = usableModuleItems(session)
    .filter((item) => item.route !== '/home')
    .map((item) => ({ key: `module-${item.id}`, label: item.title, to: item.route }));
  const staff = isAccountReviewer(session)
    ? [
        { key: 'admin-accounts', label: t('nav.pendingAccounts'), to: '/admin/accounts' },
        { key: 'admin-outbox', label: t('nav.outbox'), to: '/admin/outbox' },
      ]
    : [];
  if (isLevelReviewer(session)) {
    staff.push({ key: 'admin-level-changes', label: t('nav.levelChanges'), to: '/admin/level-changes' });
    staff.push({ key: 'admin-badges', label: t('nav.badgesAdmin'), to: '/admin/badges' });
    staff.push({ key: 'admin-points-table', label: t('nav.pointsTableAdmin'), to: '/admin/points-table' });
  }
  if (mayRunMaintenance({ role: session.user.role, isSuperuser: session.user.is_superuser }))
    staff.push({ key: 'admin-maintenance', label: t('nav.maintenanceAdmin'), to: '/admin/maintenance' });
  if (isAuditReader(session)) staff.push({ key: 'admin-audit', label: t('nav.audit'), to: '/admin/audit' });
  return [{ key: 'home', label: t('nav.home'), to: '/home' }, ...items, ...staff];
}

/** Mobile bottom navigation holds at most this many entries; the rest go under "More". */
export const BOTTOM_NAV_SLOTS = 4;

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
