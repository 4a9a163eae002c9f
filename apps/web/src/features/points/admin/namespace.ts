import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the staff screens for level changes, loaded with them. */
export const levelChangesNamespace: Namespace = {
  name: 'levelChanges',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
