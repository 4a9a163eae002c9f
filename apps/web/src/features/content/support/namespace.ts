import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the support screens (the contact form, the tickets and the support queue), loaded with them. */
export const supportNamespace: Namespace = {
  name: 'contentSupport',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
