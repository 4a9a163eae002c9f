import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of notifications, messages and the activity feed (bell, screens, profile sections), loaded with them. */
export const notificationsNamespace: Namespace = {
  name: 'notifications',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
