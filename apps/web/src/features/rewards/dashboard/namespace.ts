import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the programme administrator's campaign dashboard, loaded with it. */
export const rewardsDashboardNamespace: Namespace = {
  name: 'rewardsDashboard',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
