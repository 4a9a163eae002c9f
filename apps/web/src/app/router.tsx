import { createBrowserRouter, type RouteObject } from 'react-router';
import { certificateVerifyRoutes } from '../features/certificates/routes.tsx';
import { loginRoute } from '../features/identity/routes.tsx';
import { portfolioRoutes } from '../features/learning/portfolio/routes.tsx';
import { clientPickerRoute, maintenanceRoute } from '../features/tenancy/routes.tsx';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { withChunkTimeout } from './chunkTimeout.ts';
import { COMING_SOON_MAIN, COMING_SOON_OPEN, type ComingSoonEntry, SECTION_MODULES } from './comingSoon.ts';
import { FEATURES } from './features.ts';
import {
  clientPickerGuard,
  loginGuard,
  mainGuard,
  maintenanceGuard,
  moduleGuard,
  notFoundLoader,
  openGuard,
} from './guards.ts';
import { OpenLayoutError, OpenLayoutRoute } from './layouts/OpenLayoutRoute.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { legacyRedirectRoutes } from './legacyRedirects.ts';
import { PanelScreenError, RouteErrorPage, ScreenError } from './pages/RouteErrorPage.tsx';
import type { AppServices } from './services.ts';

function comingSoonRoutes(
  services: AppServices,
  entries: readonly ComingSoonEntry[],
  area: 'main' | 'open',
): RouteObject[] {
  return entries.map(({ path, section }) => {
    const module = area === 'main' ? SECTION_MODULES[section] : undefined;
    return {
      path,
      ...(module && { loader: moduleGuard(services, module) }),
      lazy: async () => {
        const { ComingSoonPage } = await import('./pages/ComingSoonPage.tsx');
        return { Component: () => <ComingSoonPage section={section} area={area} /> };
      },
    };
  });
}

/**
 * A layout's screens behind their own error boundary: a failed loader or screen shows its error inside the layout,
 * whose header and menu stay (the root's boundary is left for a layout that cannot render at all).
 */
function screens(
  id: string,
  children: RouteObject[],
  ErrorBoundary: RouteObject['ErrorBoundary'] = ScreenError,
): RouteObject[] {
  return [{ id: `${id}-screens`, ErrorBoundary, children }];
}

/**
 * The whole route table (SPEC §2, §6). Guards are loaders, so they run before any screen chunk renders and
 * alongside its download. Only the login and its layout are in the entry chunk; everything else is lazy.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  return withChunkTimeout([
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...legacyRedirectRoutes(),
        {
          id: 'open',
          loader: openGuard(services),
          Component: OpenLayoutRoute,
          ErrorBoundary: OpenLayoutError,
          children: screens(
            'open',
            [
              // the login and the maintenance page it detours to: their guards are the login entry's decisions
              // (openArea.ts), which it makes before the router exists, so they stay here beside it
              // (docs/ARCHITECTURE.md, "The login entry"); the other open screens come from the manifests
              { ...loginRoute(), loader: loginGuard(services) },
              { ...maintenanceRoute(), loader: maintenanceGuard(services) },
              ...FEATURES.flatMap((feature) => feature.openRoutes?.(services) ?? []),
              ...comingSoonRoutes(services, COMING_SOON_OPEN, 'open'),
            ],
            PanelScreenError,
          ),
        },
        { ...clientPickerRoute(), id: 'client-picker', loader: clientPickerGuard(services) },
        {
          id: 'portfolio',
          loader: openGuard(services),
          lazy: { Component: async () => (await import('./layouts/PortfolioLayout.tsx')).PortfolioLayout },
          children: screens('portfolio', portfolioRoutes(services)),
        },
        // the public verification of a certificate: no guard, signed out or in (docs/certificates.md)
        { id: 'certificates', children: screens('certificates', certificateVerifyRoutes(services)) },
        {
          id: 'main',
          loader: mainGuard(services),
          lazy: { Component: async () => (await import('./layouts/main/MainLayout.tsx')).MainLayout },
          children: screens('main', [
            ...FEATURES.flatMap((feature) => feature.mainRoutes?.(services, FEATURES) ?? []),
            ...comingSoonRoutes(services, COMING_SOON_MAIN, 'main'),
          ]),
        },
        {
          id: 'player',
          loader: mainGuard(services),
          lazy: { Component: async () => (await import('./layouts/PlayerLayout.tsx')).PlayerLayout },
          children: screens(
            'player',
            FEATURES.flatMap((feature) => feature.playerRoutes?.(services) ?? []),
          ),
        },
        {
          path: '*',
          loader: notFoundLoader(services),
          lazy: { Component: async () => (await import('./pages/NotFoundPage.tsx')).NotFoundPage },
        },
      ],
    },
  ]);
}

export function createAppRouter(services: AppServices) {
  return createBrowserRouter(createRoutes(services));
}
