import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../app/feature.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { accountsNamespace } from '../identity/index.ts';
import { profileNamespace } from './namespace.ts';

/**
 * Main-area profile screens (SPEC §2 profile sections): `profile` (desktop: the first section beside the section
 * navigation; mobile: the list of sections) and `profile/:section`, whose screen comes from the section list
 * (`sections.ts`: the profile's own and those the other features' manifests bring, `features`), each section its own
 * chunk. The profile's own list stays out of this file so the app chunk does not carry it.
 */
export const profileRoutes = (services: AppServices, features: readonly WebFeature[]): RouteObject[] => {
  const otherSections = async () =>
    (await Promise.all(features.map((feature) => feature.profileSections?.() ?? []))).flat();
  return [
    {
      path: 'profile',
      lazy: async () => {
        const [{ ProfileLayout }, { ProfileSectionsContext, profileSections }, others] = await Promise.all([
          import('./pages/ProfileLayout.tsx'),
          import('./sections.ts'),
          otherSections(),
          ensureNamespace(services.i18n, profileNamespace),
          // the password section shares the account screens' strength meter and its texts
          ensureNamespace(services.i18n, accountsNamespace),
        ]);
        const sections = profileSections(others);
        return {
          Component: () => (
            <ProfileSectionsContext value={sections}>
              <ProfileLayout />
            </ProfileSectionsContext>
          ),
        };
      },
      children: [
        {
          index: true,
          lazy: { Component: async () => (await import('./pages/ProfileIndexPage.tsx')).ProfileIndexPage },
        },
        {
          path: ':section',
          lazy: async () => {
            const [{ sectionLoader, SectionRoute }, others] = await Promise.all([
              import('./pages/SectionRoute.tsx'),
              otherSections(),
            ]);
            return { loader: sectionLoader(others), Component: SectionRoute };
          },
        },
      ],
    },
  ];
};
