import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the auditors' queue (sales and store photos), loaded with it. */
export const rewardsAuditNamespace: Namespace = {
  name: 'rewardsAudit',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
