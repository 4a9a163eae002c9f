import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { levelChangesNamespace } from './namespace.ts';

/**
 * Main-area staff screens for level changes (SPEC §4 Level, §6 programme administrator): the list and one change
 * with its evidence; and the points table with the level thresholds of each campaign. Level reviewers
 * (program_admin, superusers) find them in the menu; anyone else who opens them gets the server's 403 as a
 * forbidden message, like the account review.
 */
export const levelChangeRoutes = (services: AppServices): RouteObject[] => {
  const texts = () => ensureNamespace(services.i18n, levelChangesNamespace);
  return [
    {
      path: 'admin/level-changes',
      lazy: async () => {
        const [{ LevelChangesPage }] = await Promise.all([import('./pages/LevelChangesPage.tsx'), texts()]);
        return { Component: LevelChangesPage };
      },
    },
    {
      path: 'admin/level-changes/:id',
      lazy: async () => {
        const [{ LevelChangePage }] = await Promise.all([import('./pages/LevelChangePage.tsx'), texts()]);
        return { Component: LevelChangePage };
      },
    },
    {
      path: 'admin/points-table',
      lazy: async () => {
        const [{ PointsTableAdminPage }] = await Promise.all([
          import('./pages/PointsTableAdminPage.tsx'),
          texts(),
        ]);
        return { Component: PointsTableAdminPage };
      },
    },
  ];
};
