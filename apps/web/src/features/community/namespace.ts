import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the forum's screens (topics, a topic's page, the moderation queue), loaded with them. */
export const communityNamespace: Namespace = {
  name: 'community',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
