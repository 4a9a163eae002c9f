// Component styles only: the shared Mantine building blocks load first, in app/styles.ts.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Alert } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession, useSessionRevalidation } from '../../../features/identity/api.ts';
import { isHeldByMaintenanceNow } from '../../../features/identity/session.ts';
import { LiveNotifications } from '../../../features/notifications/components/LiveNotifications.tsx';
import { MaintenancePage } from '../../../features/tenancy/pages/MaintenancePage.tsx';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { DesktopShell } from './DesktopShell.tsx';
import { FeatureDocks } from './FeatureDocks.tsx';
import { MobileShell } from './MobileShell.tsx';
import { menuEntries } from './menu.ts';

const TermsPrompt = lazy(() =>
  import('../../../features/tenancy/components/TermsPrompt.tsx').then((m) => ({ default: m.TermsPrompt })),
);

export interface MainLayoutProps {
  /** Content instead of the matched child route (the not-found page renders itself inside this layout). */
  children?: ReactNode;
}

/**
 * The signed-in shell: header, the client's menu, and the screen; the terms prompt when newer terms wait; the live
 * notifications socket (only here, never in the login's chunk). While the client is under maintenance, everyone but
 * its staff sees the maintenance page in place of every screen (the server refuses their calls with 503), and staff
 * are reminded that only they can work.
 */
export function MainLayout({ children }: MainLayoutProps) {
  const { t } = useTranslation();
  const session = useSession();
  const isMobile = useIsMobile();
  useSessionRevalidation();
  // Signing out (or a session ending) clears the session just before the navigation to login lands.
  if (!session) return <FullPageLoader />;
  const entries = menuEntries(session, t);
  const screen = children ?? <Outlet />;
  const content = isHeldByMaintenanceNow(session) ? (
    <MaintenancePage />
  ) : session.under_maintenance ? (
    <>
      <Alert color="yellow" mb="md" title={t('login.maintenanceTitle')}>
        {t('maintenance.staffNotice')}
      </Alert>
      {screen}
    </>
  ) : (
    screen
  );
  return (
    <>
      <Notifications position={isMobile ? 'top-center' : 'top-right'} />
      <LiveNotifications />
      {isMobile ? (
        <MobileShell entries={entries}>{content}</MobileShell>
      ) : (
        <DesktopShell entries={entries}>{content}</DesktopShell>
      )}
      {!session.accepted_terms && (
        <Suspense fallback={null}>
          <TermsPrompt />
        </Suspense>
      )}
      <FeatureDocks />
    </>
  );
}
