import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the learning screens (catalogue, course, player, home rows), loaded with them. */
export const learningNamespace: Namespace = {
  name: 'learning',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
