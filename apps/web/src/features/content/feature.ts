import type { WebFeature } from '../../app/feature.ts';
import { faqRoutes } from './faq/routes.tsx';
import { isFaqEditor, isNewsEditor, isSupportTeam } from './permissions.ts';
import { contentRoutes } from './routes.tsx';
import { supportRoutes } from './support/routes.tsx';

/**
 * Content (issue 16): news, the client's own pages, the library, the FAQ and support for its members, and their
 * staff screens.
 */
export const contentFeature: WebFeature = {
  name: 'content',
  mainRoutes: (services) => [...contentRoutes(services), ...faqRoutes(services), ...supportRoutes(services)],
  staffMenu: (session, t) => [
    ...(isNewsEditor(session)
      ? [
          { key: 'admin-news', label: t('nav.newsAdmin'), to: '/admin/news' },
          { key: 'admin-pages', label: t('nav.pagesAdmin'), to: '/admin/pages' },
          { key: 'admin-library', label: t('libraryMenu.admin'), to: '/admin/library' },
        ]
      : []),
    ...(isFaqEditor(session) ? [{ key: 'admin-faq', label: t('nav.faqAdmin'), to: '/admin/faq' }] : []),
    ...(isSupportTeam(session)
      ? [{ key: 'admin-support', label: t('nav.supportQueue'), to: '/admin/support' }]
      : []),
  ],
};
