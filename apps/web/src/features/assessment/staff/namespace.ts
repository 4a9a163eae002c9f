import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the staff's test screens (banks, questions, CSV import, rules, preview, attempts), loaded with them. */
export const assessmentAuthoringNamespace: Namespace = {
  name: 'assessmentAuthoring',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
