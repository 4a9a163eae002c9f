import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../../app/guards.ts';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { contentNamespace } from '../namespace.ts';
import { libraryNamespace } from './namespace.ts';

// the library's screens use content's shared search filters and language names, so both namespaces load
const lazyScreen =
  (services: AppServices, load: () => Promise<{ Component: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([
      load(),
      ensureNamespace(services.i18n, libraryNamespace),
      ensureNamespace(services.i18n, contentNamespace),
    ]);
    return screen;
  };

/** Main-area library screens (SPEC §2 library, library/{name}, libraries/{id}) and the editors' (docs/content.md). */
export const libraryRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'library',
    loader: moduleGuard(services, 'library'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/LibraryPage.tsx')).LibraryPage,
    })),
  },
  {
    path: 'library/:name',
    loader: moduleGuard(services, 'library'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/LibraryCategoryPage.tsx')).LibraryCategoryPage,
    })),
  },
  {
    path: 'libraries/:id',
    loader: moduleGuard(services, 'library'),
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./pages/LibraryFilePage.tsx')).LibraryFilePage,
    })),
  },
  {
    path: 'admin/library',
    lazy: lazyScreen(services, async () => ({
      Component: (await import('./admin/LibraryAdminPage.tsx')).LibraryAdminPage,
    })),
  },
];
