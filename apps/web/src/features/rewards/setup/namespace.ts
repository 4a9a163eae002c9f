import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the programme administrator's campaign set-up and store import, loaded with them. */
export const rewardsSetupNamespace: Namespace = {
  name: 'rewardsSetup',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
