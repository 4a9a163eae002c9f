import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { learningNamespace } from '../namespace.ts';
import { portfolioNamespace } from './namespace.ts';

// Route objects are built per router: React Router resolves `lazy` by mutating them.

/**
 * The public portfolio area (SPEC §2): the client's showcase, one of its courses by slug, and the team behind the
 * programme; mounted by app/router.tsx inside the portfolio layout, signed out.
 */
export const portfolioRoutes = (services: AppServices): RouteObject[] => {
  const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => {
      // the learning texts name kinds of course and activity, and workloads
      const [Component] = await Promise.all([
        load(),
        ensureNamespace(services.i18n, portfolioNamespace),
        ensureNamespace(services.i18n, learningNamespace),
      ]);
      return { Component };
    },
  });
  return [
    screen('portfolio', async () => (await import('./PortfolioPage.tsx')).PortfolioPage),
    screen(
      'portfolio-course/:slug',
      async () => (await import('./PortfolioCoursePage.tsx')).PortfolioCoursePage,
    ),
    screen('about-team', async () => (await import('./AboutTeamPage.tsx')).AboutTeamPage),
  ];
};
