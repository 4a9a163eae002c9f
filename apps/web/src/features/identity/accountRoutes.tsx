import type { RegistrationVariant } from '@elevar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { accountsNamespace } from './namespace.ts';

// Route objects are built per router: React Router resolves `lazy` by mutating them.

/**
 * The domain's REGISTRATION_VARIANT_ROUTES, repeated (accountRoutes.test checks they agree): importing the domain's
 * registration module here would pull the registration rules into the login's entry chunk (+1.8 KB gzip).
 */
export const REGISTER_PATHS = {
  default: 'register',
  seven_trade: 'register-seven-trade',
  pop_trade: 'register-pop-trade',
  intel: 'intel-first-access',
} as const satisfies Record<RegistrationVariant, string>;

/** A lazy route whose screen needs the 'accounts' texts: both load together, before the screen renders. */
function accountRoute(services: AppServices, path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), ensureNamespace(services.i18n, accountsNamespace)]);
      return { Component };
    },
  };
}

function registerRoute(services: AppServices, variant: RegistrationVariant): RouteObject {
  return accountRoute(services, REGISTER_PATHS[variant], async () => {
    const { RegisterPage } = await import('./registration/pages/RegisterPage.tsx');
    return () => <RegisterPage variant={variant} />;
  });
}

function passwordLinkRoute(services: AppServices, purpose: 'set' | 'recover'): RouteObject {
  const path = `${purpose === 'set' ? 'set-password' : 'recover-password'}/:username/:uidb64/:token`;
  return accountRoute(services, path, async () => {
    const { SetPasswordPage } = await import('./recovery/pages/SetPasswordPage.tsx');
    return () => <SetPasswordPage purpose={purpose} />;
  });
}

/** Open-area account screens: registration variants, first access, password request and links, blocked page. */
export const accountRoutes = (services: AppServices): RouteObject[] => [
  registerRoute(services, 'default'),
  registerRoute(services, 'seven_trade'),
  registerRoute(services, 'pop_trade'),
  registerRoute(services, 'intel'),
  accountRoute(
    services,
    'register-success',
    async () => (await import('./registration/pages/RegisterSuccessPage.tsx')).RegisterSuccessPage,
  ),
  accountRoute(
    services,
    'first_access',
    async () => (await import('./recovery/pages/FirstAccessPage.tsx')).FirstAccessPage,
  ),
  accountRoute(
    services,
    'request-password',
    async () => (await import('./recovery/pages/RequestPasswordPage.tsx')).RequestPasswordPage,
  ),
  passwordLinkRoute(services, 'set'),
  passwordLinkRoute(services, 'recover'),
  accountRoute(
    services,
    'blocked',
    async () => (await import('./recovery/pages/BlockedPage.tsx')).BlockedPage,
  ),
];
