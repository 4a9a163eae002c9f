import type { WebFeature } from '../../app/feature.ts';
import { isAuditReader } from './permissions.ts';
import { auditRoutes } from './routes.tsx';

export const auditFeature: WebFeature = {
  name: 'audit',
  mainRoutes: (services) => auditRoutes(services),
  staffMenu: (session, t) =>
    isAuditReader(session) ? [{ key: 'admin-audit', label: t('nav.audit'), to: '/admin/audit' }] : [],
};
