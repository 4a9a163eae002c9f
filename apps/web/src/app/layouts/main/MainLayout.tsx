// Component styles only: the shared Mantine building blocks load first, in app/styles.ts.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession, useSessionRevalidation } from '../../../features/identity/api.ts';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { DesktopShell } from './DesktopShell.tsx';
import { MobileShell } from './MobileShell.tsx';
import { menuEntries } from './menu.ts';

export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Bottom navigation below 768px, side menu above (decided by viewport, SPEC §2 "mobile and desktop"). */
export function useIsMobile(): boolean {
  const initial =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(MOBILE_QUERY).matches
      : false;
  return useMediaQuery(MOBILE_QUERY, initial, { getInitialValueInEffect: false });
}

export interface MainLayoutProps {
  /** Content instead of the matched child route (the not-found page renders itself inside this layout). */
  children?: ReactNode;
}

/** The signed-in shell: header, the client's menu, and the screen. */
export function MainLayout({ children }: MainLayoutProps) {
  const { t } = useTranslation();
  const session = useSession();
  const isMobile = useIsMobile();
  useSessionRevalidation();
  // Signing out (or a session ending) clears the session just before the navigation to login lands.
  if (!session) return <FullPageLoader />;
  const entries = menuEntries(session, t);
  const content = children ?? <Outlet />;
  return (
    <>
      <Notifications position={isMobile ? 'top-center' : 'top-right'} />
      {isMobile ? (
        <MobileShell entries={entries}>{content}</MobileShell>
      ) : (
        <DesktopShell entries={entries}>{content}</DesktopShell>
      )}
    </>
  );
}
