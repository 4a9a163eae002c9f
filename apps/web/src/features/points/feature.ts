import type { WebFeature } from '../../app/feature.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { badgeAdminRoutes } from './admin/badges/routes.tsx';
import { isLevelReviewer } from './admin/permissions.ts';
import { levelChangeRoutes } from './admin/routes.tsx';
import { pointsNamespace } from './namespace.ts';
import { pointsRoutes } from './routes.tsx';

export const pointsFeature: WebFeature = {
  name: 'points',
  mainRoutes: (services) => [
    ...pointsRoutes(services),
    ...levelChangeRoutes(services),
    ...badgeAdminRoutes(services),
  ],
  // programme administrators: level changes, badges, points table
  staffMenu: (session, t) =>
    isLevelReviewer(session)
      ? [
          { key: 'admin-level-changes', label: t('nav.levelChanges'), to: '/admin/level-changes' },
          { key: 'admin-badges', label: t('nav.badgesAdmin'), to: '/admin/badges' },
          { key: 'admin-points-table', label: t('nav.pointsTableAdmin'), to: '/admin/points-table' },
        ]
      : [],
  profileSections: async () => (await import('./profileSections.ts')).POINTS_PROFILE_SECTIONS,
  homeCards: async (services) => {
    const [{ POINTS_HOME_CARDS }] = await Promise.all([
      import('./homeCards.ts'),
      ensureNamespace(services.i18n, pointsNamespace),
    ]);
    return POINTS_HOME_CARDS;
  },
};
