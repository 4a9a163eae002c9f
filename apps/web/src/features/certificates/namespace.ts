import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the certificates screens (the profile section, the public verification page), loaded with them. */
export const certificatesNamespace: Namespace = {
  name: 'certificates',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
