import type { RouteObject } from 'react-router';
import { partnerRedirectLoader } from './links/partnerRedirect.ts';
import { LoginPage } from './pages/LoginPage.tsx';

// Route objects are built per router: React Router resolves `lazy` by mutating them.

/** The login is in the entry chunk: it is the first screen most visits see. */
export const loginRoute = (): RouteObject => ({ index: true, element: <LoginPage variant="default" /> });

/** Staff sign-in while the platform is under maintenance (no maintenance or portfolio redirect). */
export const maintenanceLoginRoute = (): RouteObject => ({
  path: 'maintenance-login',
  element: <LoginPage variant="maintenance" />,
});

/** Sign-in without the portfolio redirect: the portfolio's "Sign in" button comes here. */
export const loginRedirectRoute = (): RouteObject => ({
  path: 'login-redirect-v2',
  // carrying a partner's ?token=, it is a link login instead
  loader: partnerRedirectLoader('stay'),
  element: <LoginPage variant="default" />,
});
