import type { Session } from '@elevar/contract';
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

export const CERTIFICATES_ADMIN_PATH = '/admin/certificates';
export const CERTIFICATE_TEMPLATE_PATH = '/admin/certificate-template';

/** Who gets the client's certificates in the menu: its programme administrators and superusers (the server decides). */
export function isCertificateAdmin(session: Session): boolean {
  return session.user.is_superuser || session.user.role === 'program_admin';
}

/** The administrators' list of the client's certificates and their template's editor, lazy with their texts. */
export const certificateStaffRoutes = (services: AppServices): RouteObject[] => [
  {
    path: CERTIFICATES_ADMIN_PATH.slice(1),
    lazy: async () => {
      const [{ CertificatesAdminPage }] = await Promise.all([
        import('./CertificatesAdminPage.tsx'),
        ensureNamespace(services.i18n, certificatesNamespace),
      ]);
      return { Component: CertificatesAdminPage };
    },
  },
  {
    path: CERTIFICATE_TEMPLATE_PATH.slice(1),
    lazy: async () => {
      const [{ CertificateTemplatePage }] = await Promise.all([
        import('./template/CertificateTemplatePage.tsx'),
        ensureNamespace(services.i18n, certificatesNamespace),
      ]);
      return { Component: CertificateTemplatePage };
    },
  },
];
