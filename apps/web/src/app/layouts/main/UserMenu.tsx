import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout, useRequiredSession } from '../../../features/identity/api.ts';
import { InboxMenuItem } from '../../../features/notifications/components/InboxMenuItem.tsx';
import { useCookieSettings } from '../../../features/tenancy/components/CookieConsent.tsx';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** The signed-in user's menu: their profile, their messages (with the unread count), cookie settings and sign-out. */
export interface UserMenuProps {
  /** Mobile: the avatar alone. */
  compact?: boolean;
}

export function UserMenu({ compact = false }: UserMenuProps) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const logout = useLogout();
  const { openSettings } = useCookieSettings();

  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px={compact ? 6 : undefined}
          style={{ flexShrink: 0 }}
          aria-label={t('userMenu.buttonLabel', { name: session.user.full_name })}
        >
          <Avatar src={session.user.image} alt="" size="sm" radius="xl">
            {initialsOf(session.user.full_name)}
          </Avatar>
          {!compact && (
            <Text span size="sm" ml="xs">
              {session.user.full_name}
            </Text>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {session.client?.has_profile !== false && (
          <>
            <Menu.Item component={Link} to="/profile">
              {t('userMenu.profile')}
            </Menu.Item>
            <InboxMenuItem />
          </>
        )}
        <Menu.Item onClick={openSettings}>{t('cookies.settingsTitle')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()}>{t('common.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
