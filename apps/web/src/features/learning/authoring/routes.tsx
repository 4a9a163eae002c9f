import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { learningAuthoringNamespace } from './namespace.ts';

/**
 * The authoring screens (docs/learning.md "Authoring"), lazy with their texts. Like the other staff screens, the
 * menu offers them to who may use them and the server decides on every call: anyone else who opens one gets the
 * server's 403 as the staff screens' forbidden message.
 */
export const authoringRoutes = (services: AppServices): RouteObject[] => {
  const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        ensureNamespace(services.i18n, learningAuthoringNamespace),
      ]);
      return { Component };
    },
  });
  return [
    screen('admin/courses', async () => (await import('./pages/CoursesPage.tsx')).CoursesPage),
    screen('admin/courses/new', async () => (await import('./pages/CourseEditorPage.tsx')).NewCoursePage),
    screen('admin/courses/:id', async () => (await import('./pages/CourseEditorPage.tsx')).CourseEditorPage),
    screen(
      'admin/courses/:id/report',
      async () => (await import('./pages/CourseReportPage.tsx')).CourseReportPage,
    ),
    screen(
      'admin/course-categories',
      async () => (await import('./pages/CategoriesPage.tsx')).CategoriesPage,
    ),
    screen('admin/groups', async () => (await import('./pages/GroupsPage.tsx')).GroupsPage),
    screen(
      'admin/groups/:id/members',
      async () => (await import('./pages/GroupMembersPage.tsx')).GroupMembersPage,
    ),
  ];
};
