import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the reviews: the course page's section and the moderators' screen, loaded with either. */
export const assessmentReviewsNamespace: Namespace = {
  name: 'assessmentReviews',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
