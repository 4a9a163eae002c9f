import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the authoring screens (courses, activities, uploads, categories, group members), loaded with them. */
export const learningAuthoringNamespace: Namespace = {
  name: 'learningAuthoring',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
