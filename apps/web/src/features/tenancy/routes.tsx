import type { RouteObject } from 'react-router';
import type { InstitutionalSlug } from './api.ts';

// Route objects are built per router: React Router resolves `lazy` by mutating them.

/** Main-area paths of SPEC §2 that show an institutional text. */
const MAIN_INSTITUTIONAL: readonly { path: string; slug: InstitutionalSlug }[] = [
  { path: 'terms-and-conditions', slug: 'terms-and-conditions' },
  { path: 'privacy-policy', slug: 'privacy-policy' },
  { path: 'cookies', slug: 'cookies_policy' },
  { path: 'about', slug: 'about' },
];

export const institutionalOpenRoute = (): RouteObject => ({
  path: 'institutional/:slug',
  lazy: { Component: async () => (await import('./pages/InstitutionalPage.tsx')).InstitutionalRoutePage },
});

export const institutionalMainRoutes = (): RouteObject[] =>
  MAIN_INSTITUTIONAL.map(({ path, slug }) => ({
    path,
    lazy: async () => {
      const { MainInstitutionalPage } = await import('./pages/InstitutionalPage.tsx');
      return { Component: () => <MainInstitutionalPage slug={slug} /> };
    },
  }));

export const maintenanceRoute = (): RouteObject => ({
  path: 'maintenance',
  lazy: { Component: async () => (await import('./pages/MaintenancePage.tsx')).MaintenancePage },
});

export const clientPickerRoute = (): RouteObject => ({
  path: 'select-client',
  lazy: { Component: async () => (await import('./pages/ClientPickerPage.tsx')).ClientPickerPage },
});
