import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the library screens (categories, a category's files, a file, the editors' screen), loaded with them. */
export const libraryNamespace: Namespace = {
  name: 'library',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
