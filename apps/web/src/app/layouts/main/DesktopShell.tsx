import { AppShell, Group, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../../features/notifications/components/NotificationBell.tsx';
import { ClientSwitcher } from '../../../features/tenancy/components/ClientSwitcher.tsx';
import { RateLimitNotice } from '../../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink.tsx';
import { Brand } from './Brand.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import type { MenuEntry } from './menu.ts';
import { UserMenu } from './UserMenu.tsx';

export interface DesktopShellProps {
  entries: MenuEntry[];
  children: ReactNode;
}

export function DesktopShell({ entries, children }: DesktopShellProps) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: 0 }} padding="lg">
      <AppShell.Header px="md">
        <SkipLink />
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="sm" wrap="nowrap">
            <ClientSwitcher variant="menu" />
            <LanguageMenu />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('a11y.mainMenu')} p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <MenuLinks entries={entries} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <RateLimitNotice />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
