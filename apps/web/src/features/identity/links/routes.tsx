import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { linksNamespace } from './namespace.ts';
import { partnerRedirectLoader } from './partnerRedirect.ts';

// Route objects are built per router: React Router resolves `lazy` by mutating them.

function linkScreen(services: AppServices, kind: 'webservice' | 'sso'): RouteObject['lazy'] {
  return async () => {
    const [loaders, { LinkFailurePage }] = await Promise.all([
      import('./loaders.ts'),
      import('./pages/LinkFailurePage.tsx'),
      ensureNamespace(services.i18n, linksNamespace),
    ]);
    return {
      loader:
        kind === 'webservice' ? loaders.webserviceLoginLoader(services) : loaders.ssoCompleteLoader(services),
      Component: () => <LinkFailurePage kind={kind} />,
      // A login link works once: nothing may run it again behind the user's back.
      shouldRevalidate: () => false,
    };
  };
}

/** Open-area link logins: web-service login, partner redirects, single sign-on completion. */
export const linkLoginRoutes = (services: AppServices): RouteObject[] => [
  { path: 'webservice-login', lazy: linkScreen(services, 'webservice') },
  { path: 'webservice-login/:token', lazy: linkScreen(services, 'webservice') },
  { path: 'sso-complete', lazy: linkScreen(services, 'sso') },
  { path: 'intel-login-redirect', loader: partnerRedirectLoader('login') },
];
