import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the staff screens for accounts (review of new accounts, outbox), loaded with them. */
export const adminNamespace: Namespace = {
  name: 'admin',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
