import type { WebFeature } from '../../app/feature.ts';
import { faqRoutes } from './faq/routes.tsx';
import { isFaqEditor, isNewsEditor, isSupportTeam } from './permissions.ts';
import { contentRoutes } from './routes.tsx';
import { supportRoutes } from './support/routes.tsx';

/**
 * Content (issue 16): news, the client's own pages, the library, the FAQ and support, the onboarding tour and the
 * welcome banner for its members, and their staff screens.
 */
export const contentFeature: WebFeature = {
  name: 'content',
  homeCards: async (services) => (await import('./onboarding/homeCards.ts')).onboardingHomeCards(services),
  profileSections: async () => [
    {
      id: 'onboarding',
      title: 'sections.onboarding',
      load: async () => (await import('./onboarding/OnboardingSection.tsx')).OnboardingSection,
    },
  ],
  mainRoutes: (services) => [...contentRoutes(services), ...faqRoutes(services), ...supportRoutes(services)],
  staffMenu: (session, t) => [
    ...(isNewsEditor(session)
      ? [
          { key: 'admin-news', label: t('nav.newsAdmin'), to: '/admin/news' },
          { key: 'admin-pages', label: t('nav.pagesAdmin'), to: '/admin/pages' },
          { key: 'admin-library', label: t('libraryMenu.admin'), to: '/admin/library' },
          { key: 'admin-onboarding', label: t('nav.onboardingAdmin'), to: '/admin/onboarding' },
        ]
      : []),
    ...(isFaqEditor(session) ? [{ key: 'admin-faq', label: t('nav.faqAdmin'), to: '/admin/faq' }] : []),
    ...(isSupportTeam(session)
      ? [{ key: 'admin-support', label: t('nav.supportQueue'), to: '/admin/support' }]
      : []),
  ],
};
