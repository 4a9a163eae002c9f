import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the points transfer section and the partner programme's open page, loaded with them. */
export const rewardTransferNamespace: Namespace = {
  name: 'rewardTransfer',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
