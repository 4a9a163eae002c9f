import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { adminNamespace } from './namespace.ts';

/**
 * Main-area staff screens for accounts: review of new accounts and the outbox. Reviewers (ACCOUNT_REVIEWER_ROLES
 * or superusers) find them in the menu; anyone else who opens them gets the server's 403 as a forbidden message.
 */
export const adminRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/accounts',
    lazy: async () => {
      const [{ AccountsReviewPage }] = await Promise.all([
        import('./pages/AccountsReviewPage.tsx'),
        ensureNamespace(services.i18n, adminNamespace),
      ]);
      return { Component: AccountsReviewPage };
    },
  },
  {
    path: 'admin/outbox',
    lazy: async () => {
      const [{ OutboxPage }] = await Promise.all([
        import('./pages/OutboxPage.tsx'),
        ensureNamespace(services.i18n, adminNamespace),
      ]);
      return { Component: OutboxPage };
    },
  },
];
