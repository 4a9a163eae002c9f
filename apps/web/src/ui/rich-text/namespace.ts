import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the rich-text editor (its toolbar, link and image forms, counter), loaded with the editor's chunk. */
export const richTextNamespace: Namespace = {
  name: 'richText',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
