import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CookieConsentProvider } from '../../features/tenancy/components/CookieConsent.tsx';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';

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

export function RootLayout() {
  useFocusMainOnNavigate();
  return (
    <CookieConsentProvider>
      <Outlet />
      <ScrollRestoration />
    </CookieConsentProvider>
  );
}
