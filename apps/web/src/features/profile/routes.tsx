import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { accountsNamespace } from '../identity/index.ts';
import { profileNamespace } from './namespace.ts';

/**
 * Main-area profile screens (SPEC §2 profile sections): `profile` (desktop: the first section beside the section
 * navigation; mobile: the list of sections) and `profile/:section`, whose screen comes from the section registry
 * (`sections.ts`), each section its own chunk. The registry stays out of this file so the entry chunk does not
 * carry it.
 */
export const profileRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'profile',
    lazy: async () => {
      const [{ ProfileLayout }] = await Promise.all([
        import('./pages/ProfileLayout.tsx'),
        ensureNamespace(services.i18n, profileNamespace),
        // the password section shares the account screens' strength meter and its texts
        ensureNamespace(services.i18n, accountsNamespace),
      ]);
      return { Component: ProfileLayout };
    },
    children: [
      {
        index: true,
        lazy: { Component: async () => (await import('./pages/ProfileIndexPage.tsx')).ProfileIndexPage },
      },
      {
        path: ':section',
        lazy: async () => {
          const { sectionLoader, SectionRoute } = await import('./pages/SectionRoute.tsx');
          return { loader: sectionLoader, Component: SectionRoute };
        },
      },
    ],
  },
];
