import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { rewardsAuditNamespace } from './namespace.ts';

/**
 * The auditors' queue (issue 13, SPEC §6 auditor): sales and store photos under audit with their fraud signals.
 * Auditors and programme administrators find it in the menu; anyone else who opens it gets the server's 403 as a
 * forbidden message, like the other staff screens.
 */
export const rewardsAuditRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/rewards-audit',
    lazy: async () => {
      const [{ AuditQueuePage }] = await Promise.all([
        import('./pages/AuditQueuePage.tsx'),
        ensureNamespace(services.i18n, rewardsAuditNamespace),
      ]);
      return { Component: AuditQueuePage };
    },
  },
];
