import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the account screens (registration, recovery, link logins, account review), loaded with them. */
export const accountsNamespace: Namespace = {
  name: 'accounts',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
