import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the public portfolio's screens (showcase, course, team), loaded with them. */
export const portfolioNamespace: Namespace = {
  name: 'portfolio',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
