import type { Namespace } from '../../../i18n/namespaces.ts';

/** Texts of the maintenance switch (programme administrators), loaded with its screen. */
export const maintenanceAdminNamespace: Namespace = {
  name: 'maintenanceAdmin',
  load: {
    'pt-BR': () => import('./locales/pt-BR.json'),
    'en-US': () => import('./locales/en-US.json'),
    'es-ES': () => import('./locales/es-ES.json'),
    'fr-FR': () => import('./locales/fr-FR.json'),
  },
};
