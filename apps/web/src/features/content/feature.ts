import type { WebFeature } from '../../app/feature.ts';
import { isNewsEditor } from './permissions.ts';
import { contentRoutes } from './routes.tsx';

/** Content (issue 16): news and the library for learners, and their editors' screens. */
export const contentFeature: WebFeature = {
  name: 'content',
  mainRoutes: (services) => contentRoutes(services),
  staffMenu: (session, t) =>
    isNewsEditor(session)
      ? [
          { key: 'admin-news', label: t('nav.newsAdmin'), to: '/admin/news' },
          { key: 'admin-library', label: t('libraryMenu.admin'), to: '/admin/library' },
        ]
      : [],
};
