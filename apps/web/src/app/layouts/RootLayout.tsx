import { useEffect, useMemo, useRef } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { CookieConsentProvider } from '../../features/tenancy/components/CookieConsent.tsx';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';
import { type AppNavigation, NavigationProvider } from '../navigation.tsx';

/** Moves focus to the main landmark after each in-app navigation, so screen readers start at the new screen. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The navigation the open area's screens use (app/navigation.tsx), backed by the router. */
function useRouterNavigation(): AppNavigation {
  const routerNavigate = useNavigate();
  const { pathname, search, state } = useLocation();
  return useMemo(
    () => ({
      Link,
      navigate: async (to, options) => routerNavigate(to, options),
      location: { pathname, search, state },
    }),
    [routerNavigate, pathname, search, state],
  );
}

export function RootLayout() {
  useFocusMainOnNavigate();
  return (
    <NavigationProvider value={useRouterNavigation()}>
      <CookieConsentProvider>
        <Outlet />
        <ScrollRestoration />
      </CookieConsentProvider>
    </NavigationProvider>
  );
}
