import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useUnreadCounts } from '../api.ts';
import { useNotificationsTexts } from '../i18n.ts';
import classes from './NotificationBell.module.css';

export const INBOX_PATH = '/profile/messages';

/** The user menu's way to the inbox (the profile's messages section), with its unread count. */
export function InboxMenuItem() {
  const { t, ready } = useNotificationsTexts();
  const unread = useUnreadCounts();
  if (!ready) return null;
  const count = unread.data?.message ?? 0;
  const label =
    count <= 0
      ? t('inboxMenu.label')
      : count === 1
        ? t('inboxMenu.unreadOne')
        : t('inboxMenu.unreadMany', { count });
  return (
    <Menu.Item
      component={Link}
      to={INBOX_PATH}
      aria-label={label}
      rightSection={
        count > 0 ? (
          <span className={classes.menuCount} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : undefined
      }
    >
      {t('inboxMenu.label')}
    </Menu.Item>
  );
}
