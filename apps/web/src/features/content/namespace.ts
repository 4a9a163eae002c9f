import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the news screens (the learners' list and article, the editors' list and form), loaded with them. */
export const contentNamespace: Namespace = {
  name: 'content',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
