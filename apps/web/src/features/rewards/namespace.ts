import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the rewards programme's screens (campaigns and registration, the access explanation), loaded with them. */
export const rewardsNamespace: Namespace = {
  name: 'rewards',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
