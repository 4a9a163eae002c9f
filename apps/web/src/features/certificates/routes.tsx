import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { certificatesNamespace } from './namespace.ts';

/**
 * The public verification page (docs/certificates.md): no guard, signed out or in; mounted by app/router.tsx
 * outside the open and main areas, so a signed-in learner opening a link is not sent home.
 */
export const certificateVerifyRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'certificates/verify/:code',
    lazy: async () => {
      const [{ VerifyCertificatePage }] = await Promise.all([
        import('./VerifyCertificatePage.tsx'),
        ensureNamespace(services.i18n, certificatesNamespace),
      ]);
      return { Component: VerifyCertificatePage };
    },
  },
];
