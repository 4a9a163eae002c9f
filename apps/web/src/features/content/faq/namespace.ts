import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the FAQ screens (the learners' page and its editors'), loaded with them. */
export const faqNamespace: Namespace = {
  name: 'contentFaq',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
