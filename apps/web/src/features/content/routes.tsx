import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { libraryRoutes } from './library/routes.tsx';
import { contentNamespace } from './namespace.ts';

const lazyScreen =
  (services: AppServices, load: () => Promise<{ Component: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([load(), ensureNamespace(services.i18n, contentNamespace)]);
    return screen;
  };

/**
 * Main-area news screens (SPEC §2 news, news/{id}), the client's own pages (hotsite, about-the-team), the onboarding
 * tour and the editors' screens of them (docs/content.md), lazy with their texts.
 */
export const contentRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'news',
    loader: moduleGuard(services, 'news'),
    lazy: lazyScreen(services, async () => ({ Component: (await import('./pages/NewsPage.tsx')).NewsPage })),
  },
  {
    path: 'news/:id',
    loader: moduleGuard(services, 'news'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/NewsArticlePage.tsx')).NewsArticlePage,
    })),
  },
  {
    path: 'admin/news',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/NewsAdminPage.tsx')).NewsAdminPage,
    })),
  },
  {
    path: 'admin/news/categories',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./components/CategoriesPage.tsx')).NewsCategoriesPage,
    })),
  },
  {
    path: 'admin/news/new',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/NewsEditorPage.tsx')).NewsEditorPage,
    })),
  },
  {
    path: 'admin/news/:id',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/NewsEditorPage.tsx')).NewsEditorPage,
    })),
  },
  {
    path: 'hotsite',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./client-pages/ClientPageScreen.tsx')).HotsitePage,
    })),
  },
  {
    path: 'about-the-team',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./client-pages/ClientPageScreen.tsx')).AboutTheTeamPage,
    })),
  },
  {
    path: 'admin/pages',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./client-pages/PagesAdminPage.tsx')).PagesAdminPage,
    })),
  },
  {
    path: 'admin/pages/:slug',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./client-pages/PageEditorPage.tsx')).PageEditorPage,
    })),
  },
  {
    path: 'onboarding',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./onboarding/OnboardingPage.tsx')).OnboardingPage,
    })),
  },
  {
    path: 'admin/onboarding',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./onboarding/OnboardingAdminPage.tsx')).OnboardingAdminPage,
    })),
  },
  ...libraryRoutes(services),
];
