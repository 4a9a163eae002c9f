import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { supportNamespace } from './namespace.ts';

const lazyScreen =
  (services: AppServices, load: () => Promise<{ Component: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([load(), ensureNamespace(services.i18n, supportNamespace)]);
    return screen;
  };

/**
 * Support (SPEC §2 support, contact-us; docs/content.md): open to every signed-in user (no module switches it off),
 * the queue to the support team (the server decides; the menu only offers it to them).
 */
export const supportRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'support',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/SupportPage.tsx')).SupportPage,
    })),
  },
  {
    path: 'contact-us',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/SupportPage.tsx')).ContactUsPage,
    })),
  },
  {
    path: 'support/tickets/:id',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/SupportTicketPage.tsx')).SupportTicketPage,
    })),
  },
  {
    path: 'admin/support',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/SupportQueuePage.tsx')).SupportQueuePage,
    })),
  },
];
