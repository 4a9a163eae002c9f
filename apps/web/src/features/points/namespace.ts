import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the points screens (profile sections, points table, programme explanation, home cards), loaded with them. */
export const pointsNamespace: Namespace = {
  name: 'points',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
