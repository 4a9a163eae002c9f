import type { WebFeature } from '../../app/feature.ts';

/** Certificates (issue 14): the profile's certificates section; the public page is mounted by app/router.tsx. */
export const certificatesFeature: WebFeature = {
  name: 'certificates',
  profileSections: async () => [
    {
      id: 'certificates',
      title: 'sections.certificates',
      load: async () => (await import('./CertificatesSection.tsx')).CertificatesSection,
    },
  ],
};
