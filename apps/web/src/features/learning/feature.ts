import type { WebFeature } from '../../app/feature.ts';
import { isCourseAuthor, isLearningAdmin } from './authoring/permissions.ts';
import { learningPlayerRoutes, learningRoutes } from './routes.tsx';

/** Learning (issue 12): the catalogue, course and trail screens, the player, and the home's learning rows. */
export const learningFeature: WebFeature = {
  name: 'learning',
  mainRoutes: (services) => learningRoutes(services),
  playerRoutes: (services) => learningPlayerRoutes(services),
  homeCards: async (services) => (await import('./homeCards.ts')).learningHomeCards(services),
  // the podcast playlist's mini player, kept while the learner moves between screens
  mainDock: async () => (await import('./podcasts/PlaylistDock.tsx')).PlaylistDock,
  // authoring: instructors and programme administrators build courses; administrators keep categories and groups
  staffMenu: (session, t) => [
    ...(isCourseAuthor(session)
      ? [{ key: 'admin-courses', label: t('nav.coursesAdmin'), to: '/admin/courses' }]
      : []),
    ...(isLearningAdmin(session)
      ? [
          {
            key: 'admin-course-categories',
            label: t('nav.courseCategoriesAdmin'),
            to: '/admin/course-categories',
          },
          { key: 'admin-groups', label: t('nav.groupsAdmin'), to: '/admin/groups' },
        ]
      : []),
  ],
};
