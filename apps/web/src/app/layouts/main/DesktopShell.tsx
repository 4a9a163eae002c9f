import { AppShell, Group, NavLink, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ClientSwitcher } from '../../../features/tenancy/components/ClientSwitcher.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink.tsx';
import { Brand } from './Brand.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { isActivePath, type MenuEntry } from './menu.ts';
import { UserMenu } from './UserMenu.tsx';

export interface DesktopShellProps {
  entries: MenuEntry[];
  children: ReactNode;
}

export function DesktopShell({ entries, children }: DesktopShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: 0 }} padding="lg">
      <AppShell.Header px="md">
        <SkipLink />
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="sm" wrap="nowrap">
            <ClientSwitcher variant="menu" />
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('a11y.mainMenu')} p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <ul className="elevar-plain-list">
            {entries.map((entry) => {
              const active = isActivePath(pathname, entry.to);
              return (
                <li key={entry.key}>
                  <NavLink
                    component={Link}
                    to={entry.to}
                    label={entry.label}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                  />
                </li>
              );
            })}
          </ul>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
