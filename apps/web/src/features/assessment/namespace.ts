import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the test player, loaded with the first test the learner opens. */
export const assessmentNamespace: Namespace = {
  name: 'assessment',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
