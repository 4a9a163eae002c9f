import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { pointsNamespace } from './namespace.ts';

/**
 * Main-area points screens (SPEC §2): the points table and the programme explanation. Both lazy, with their
 * texts; the profile sections (my points, statement, badges, ranking) come through the profile's section registry.
 */
export const pointsRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'points-table',
    loader: moduleGuard(services, 'points_table'),
    lazy: async () => {
      const [{ PointsTablePage }] = await Promise.all([
        import('./pages/PointsTablePage.tsx'),
        ensureNamespace(services.i18n, pointsNamespace),
      ]);
      return { Component: PointsTablePage };
    },
  },
  {
    path: 'about-the-program',
    loader: moduleGuard(services, 'points_table'),
    lazy: async () => {
      const [{ AboutProgramPage }] = await Promise.all([
        import('./pages/AboutProgramPage.tsx'),
        ensureNamespace(services.i18n, pointsNamespace),
      ]);
      return { Component: AboutProgramPage };
    },
  },
];
