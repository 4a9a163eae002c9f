import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { learningNamespace } from './namespace.ts';

/**
 * Main-area learning screens (SPEC §2): the online courses catalogue and a course's page, lazy with their texts.
 * Podcasts reuse both screens with `kind="podcast"` when their slice lands.
 */
export const learningRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'online-courses',
    loader: moduleGuard(services, 'online_courses'),
    lazy: async () => {
      const [{ CataloguePage }] = await Promise.all([
        import('./pages/CataloguePage.tsx'),
        ensureNamespace(services.i18n, learningNamespace),
      ]);
      return { Component: () => <CataloguePage kind="online_course" /> };
    },
  },
  {
    path: 'online-courses/:id',
    loader: moduleGuard(services, 'online_courses'),
    lazy: async () => {
      const [{ CoursePage }] = await Promise.all([
        import('./pages/CoursePage.tsx'),
        ensureNamespace(services.i18n, learningNamespace),
      ]);
      return { Component: () => <CoursePage kind="online_course" /> };
    },
  },
];

/**
 * The activity player (SPEC §2 `courses/{id}/activities/{hierarchy_order}`), for the player layout's children
 * (full screen, no main menu). The module is checked by the server on the activity's own request: a course of a
 * podcast plays here too.
 */
export const learningPlayerRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'courses/:id/activities/:hierarchy_order',
    lazy: async () => {
      const [{ ActivityPlayerPage }] = await Promise.all([
        import('./player/ActivityPlayerPage.tsx'),
        ensureNamespace(services.i18n, learningNamespace),
      ]);
      return { Component: ActivityPlayerPage };
    },
  },
];
