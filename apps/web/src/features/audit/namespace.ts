import type { Namespace } from '../../i18n/namespaces.ts';

/** Texts of the audit trail screen, loaded with it. */
export const auditNamespace: Namespace = {
  name: 'audit',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
