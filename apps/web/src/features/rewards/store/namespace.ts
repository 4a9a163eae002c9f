import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the reward store's screens (store, reward, orders, the operators' queue), loaded with them. */
export const rewardStoreNamespace: Namespace = {
  name: 'rewardStore',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
