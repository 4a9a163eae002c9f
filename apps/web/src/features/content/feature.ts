import type { WebFeature } from '../../app/feature.ts';
import { isNewsEditor } from './permissions.ts';
import { contentRoutes } from './routes.tsx';

/** Content (issue 16): news and the client's own pages for its members, and their editors' screens. */
export const contentFeature: WebFeature = {
  name: 'content',
  mainRoutes: (services) => contentRoutes(services),
  staffMenu: (session, t) =>
    isNewsEditor(session)
      ? [
          { key: 'admin-news', label: t('nav.newsAdmin'), to: '/admin/news' },
          { key: 'admin-pages', label: t('nav.pagesAdmin'), to: '/admin/pages' },
        ]
      : [],
};
