import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { auditNamespace } from './namespace.ts';

/**
 * The audit trail screen. Programme administrators and superusers find it in the menu; anyone else who opens it
 * gets the server's 403 as the staff screens' forbidden message.
 */
export const auditRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/audit',
    lazy: async () => {
      const [{ AuditPage }] = await Promise.all([
        import('./pages/AuditPage.tsx'),
        ensureNamespace(services.i18n, auditNamespace),
      ]);
      return { Component: AuditPage };
    },
  },
];
