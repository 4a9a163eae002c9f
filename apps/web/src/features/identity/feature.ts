import { ACCOUNT_REVIEWER_ROLES } from '@elevar/domain';
import type { WebFeature } from '../../app/feature.ts';
import { accountRoutes } from './accountRoutes.tsx';
import { adminRoutes } from './admin/routes.tsx';
import { linkLoginRoutes } from './links/routes.tsx';
import { loginRedirectRoute, maintenanceLoginRoute } from './routes.tsx';

export const identityFeature: WebFeature = {
  name: 'identity',
  mainRoutes: (services) => adminRoutes(services),
  // the login itself (`/`) is the login entry's, in app/router.tsx
  openRoutes: (services) => [
    maintenanceLoginRoute(),
    loginRedirectRoute(),
    ...accountRoutes(services),
    ...linkLoginRoutes(services),
  ],
  // superusers and the reviewer roles review new accounts and read the outbox
  staffMenu: (session, t) => {
    const { is_superuser, role } = session.user;
    if (!is_superuser && (role === null || !ACCOUNT_REVIEWER_ROLES.includes(role))) return [];
    return [
      { key: 'admin-accounts', label: t('nav.pendingAccounts'), to: '/admin/accounts' },
      { key: 'admin-outbox', label: t('nav.outbox'), to: '/admin/outbox' },
    ];
  },
};
