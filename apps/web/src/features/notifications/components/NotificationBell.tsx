import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useUnreadCounts } from '../api.ts';
import { type NotificationsT, useNotificationsTexts } from '../i18n.ts';
import { BellIcon } from './BellIcon.tsx';
import classes from './NotificationBell.module.css';

export const NOTIFICATIONS_PATH = '/notifications';

/** "Notificações", "Notificações, 1 não lida", "Notificações, 3 não lidas". */
export function bellLabel(t: NotificationsT, count: number): string {
  if (count <= 0) return t('bell.label');
  return count === 1 ? t('bell.unreadOne') : t('bell.unreadMany', { count });
}

/**
 * The header's bell: a link to the notifications screen whose name carries the unread count, which also shows
 * as a badge (none at 0). The live socket keeps the count fresh.
 */
export function NotificationBell() {
  const { t, ready } = useNotificationsTexts();
  const unread = useUnreadCounts();
  const { pathname } = useLocation();
  // keeps the header from shifting while the texts arrive
  if (!ready) return <span className={classes.placeholder} />;
  const count = unread.data?.notification ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={NOTIFICATIONS_PATH}
      variant="subtle"
      color="dark"
      size="lg"
      className={classes.bell}
      aria-label={bellLabel(t, count)}
      aria-current={pathname === NOTIFICATIONS_PATH ? 'page' : undefined}
    >
      <BellIcon />
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ActionIcon>
  );
}
