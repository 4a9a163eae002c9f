import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the link and single sign-on login screens, loaded with them. */
export const linksNamespace: Namespace = {
  name: 'links',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
