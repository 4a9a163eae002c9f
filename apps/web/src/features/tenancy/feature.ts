import { mayRunMaintenance } from '@elevar/domain';
import type { WebFeature } from '../../app/feature.ts';
import { maintenanceAdminRoutes } from './admin/routes.tsx';
import { institutionalMainRoutes, institutionalOpenRoute } from './routes.tsx';

export const tenancyFeature: WebFeature = {
  name: 'tenancy',
  mainRoutes: (services) => [...institutionalMainRoutes(), ...maintenanceAdminRoutes(services)],
  // the maintenance page is the login entry's detour, in app/router.tsx
  openRoutes: () => [institutionalOpenRoute()],
  staffMenu: (session, t) =>
    mayRunMaintenance({ role: session.user.role, isSuperuser: session.user.is_superuser })
      ? [{ key: 'admin-maintenance', label: t('nav.maintenanceAdmin'), to: '/admin/maintenance' }]
      : [],
};
