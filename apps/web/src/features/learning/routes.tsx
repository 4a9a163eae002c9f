import type { CourseKind } from '@elevar/contract';
import type { ModuleName } from '@elevar/domain';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { authoringRoutes } from './authoring/routes.tsx';
import { learningNamespace } from './namespace.ts';

/**
 * Main-area learning screens (SPEC §2), lazy with their texts: a list and a page per kind (online courses, podcasts,
 * trails), and a course opened from its trail. Each is guarded by its module.
 */
export const learningRoutes = (services: AppServices): RouteObject[] => {
  const screen = (path: string, module: ModuleName, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    loader: moduleGuard(services, module),
    lazy: async () => {
      const [Component] = await Promise.all([load(), ensureNamespace(services.i18n, learningNamespace)]);
      return { Component };
    },
  });
  const catalogue = (kind: CourseKind) => async () => {
    const { CataloguePage } = await import('./pages/CataloguePage.tsx');
    return () => <CataloguePage kind={kind} />;
  };
  const course = (kind: CourseKind) => async () => {
    const { CoursePage } = await import('./pages/CoursePage.tsx');
    return () => <CoursePage kind={kind} />;
  };
  const trail = async () => (await import('./pages/TrailPage.tsx')).TrailPage;
  return [
    screen('online-courses', 'online_courses', catalogue('online_course')),
    screen('online-courses/:id', 'online_courses', course('online_course')),
    screen('podcasts', 'podcasts', catalogue('podcast')),
    screen('podcasts/:id', 'podcasts', course('podcast')),
    {
      // SPEC §2 podcasts/search/{name}: the podcast list searching for the name
      path: 'podcasts/search/:name',
      loader: ({ params }) => redirect(`/podcasts?search=${encodeURIComponent(params.name ?? '')}`),
    },
    screen('trails', 'trails', catalogue('trail')),
    screen('trails/:id', 'trails', trail),
    screen('trails/:id_trail/course/:id', 'trails', course('online_course')),
    ...authoringRoutes(services),
  ];
};

/**
 * The activity player (SPEC §2 `courses/{id}/activities/{hierarchy_order}` and its trail twin), for the player layout's children
 * (full screen, no main menu). The module is checked by the server on the activity's own request: a course of a
 * podcast plays here too.
 */
export const learningPlayerRoutes = (services: AppServices): RouteObject[] =>
  ['courses/:id/activities/:hierarchy_order', 'trails/:id_trail/courses/:id/activities/:hierarchy_order'].map(
    (path) => ({
      path,
      lazy: async () => {
        const [{ ActivityPlayerPage }] = await Promise.all([
          import('./player/ActivityPlayerPage.tsx'),
          ensureNamespace(services.i18n, learningNamespace),
        ]);
        return { Component: ActivityPlayerPage };
      },
    }),
  );
