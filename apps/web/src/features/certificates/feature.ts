import type { WebFeature } from '../../app/feature.ts';
import {
  CERTIFICATE_TEMPLATE_PATH,
  CERTIFICATES_ADMIN_PATH,
  certificateStaffRoutes,
  isCertificateAdmin,
} from './routes.tsx';

/**
 * Certificates (issue 14): the profile's certificates section, the administrators' list (revocation) and the
 * template editor; the public page is mounted by app/router.tsx.
 */
export const certificatesFeature: WebFeature = {
  name: 'certificates',
  mainRoutes: (services) => certificateStaffRoutes(services),
  staffMenu: (session, t) =>
    isCertificateAdmin(session)
      ? [
          { key: 'admin-certificates', label: t('nav.certificatesAdmin'), to: CERTIFICATES_ADMIN_PATH },
          {
            key: 'admin-certificate-template',
            label: t('nav.certificateTemplate'),
            to: CERTIFICATE_TEMPLATE_PATH,
          },
        ]
      : [],
  profileSections: async () => [
    {
      id: 'certificates',
      title: 'sections.certificates',
      load: async () => (await import('./CertificatesSection.tsx')).CertificatesSection,
    },
  ],
};
