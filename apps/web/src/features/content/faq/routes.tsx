import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../../app/guards.ts';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { contentNamespace } from '../namespace.ts';
import { faqNamespace } from './namespace.ts';

const lazyScreen =
  (services: AppServices, load: () => Promise<{ Component: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([
      load(),
      ensureNamespace(services.i18n, faqNamespace),
      // the search box is news' (components/SearchFilters), with its texts
      ensureNamespace(services.i18n, contentNamespace),
    ]);
    return screen;
  };

/** The FAQ (SPEC §2 faq) and its editors' screen (docs/content.md), lazy with their texts. */
export const faqRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'faq',
    loader: moduleGuard(services, 'faq'),
    lazy: lazyScreen(services, async () => ({ Component: (await import('./pages/FaqPage.tsx')).FaqPage })),
  },
  {
    path: 'admin/faq',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/FaqAdminPage.tsx')).FaqAdminPage,
    })),
  },
  {
    path: 'admin/faq/categories',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('../components/CategoriesPage.tsx')).FaqCategoriesPage,
    })),
  },
];
