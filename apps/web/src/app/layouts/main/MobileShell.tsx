import { AppShell, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChangeLanguage } from '../../../features/identity/language.ts';
import { NotificationBell } from '../../../features/notifications/components/NotificationBell.tsx';
import { ClientSwitcher } from '../../../features/tenancy/components/ClientSwitcher.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { LanguageSelect } from '../../../ui/LanguageSelect.tsx';
import { RateLimitNotice } from '../../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink.tsx';
import { Brand } from './Brand.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import classes from './MobileShell.module.css';
import { BOTTOM_NAV_SLOTS, isActivePath, type MenuEntry } from './menu.ts';
import { UserMenu } from './UserMenu.tsx';

export interface MobileShellProps {
  entries: MenuEntry[];
  children: ReactNode;
}

/**
 * Header, the screen, and a bottom navigation with up to four entries plus "More" (the rest of the menu,
 * the client switcher and the language). The current page's entry is always in the bar: when it is one of the
 * rest, it takes the last place. Labels take at most two lines, cut with an ellipsis, the full name kept as the
 * link's name and tooltip.
 */
export function MobileShell({ entries, children }: MobileShellProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [moreOpen, more] = useDisclosure(false);
  const changeLanguage = useChangeLanguage();
  const activeElsewhere = entries.slice(BOTTOM_NAV_SLOTS).find((entry) => isActivePath(pathname, entry.to));
  const primary = activeElsewhere
    ? [...entries.slice(0, BOTTOM_NAV_SLOTS - 1), activeElsewhere]
    : entries.slice(0, BOTTOM_NAV_SLOTS);
  const rest = entries.filter((entry) => !primary.includes(entry));

  return (
    <AppShell header={{ height: 56 }} footer={{ height: 64 }} padding="md">
      <AppShell.Header px="sm">
        <SkipLink />
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand compact />
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <UserMenu compact />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <RateLimitNotice />
        {children}
      </AppShell.Main>
      <AppShell.Footer>
        <nav aria-label={t('a11y.mainMenu')} className={classes.bottomNav}>
          <ul className={classes.items}>
            {primary.map((entry) => {
              const active = isActivePath(pathname, entry.to);
              return (
                <li key={entry.key}>
                  <UnstyledButton
                    component={Link}
                    to={entry.to}
                    className={classes.item}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                    title={entry.label}
                  >
                    <span className={classes.label}>{entry.label}</span>
                  </UnstyledButton>
                </li>
              );
            })}
            <li>
              <UnstyledButton
                className={classes.item}
                onClick={more.open}
                aria-haspopup="dialog"
                aria-expanded={moreOpen}
              >
                <span className={classes.label}>{t('nav.more')}</span>
              </UnstyledButton>
            </li>
          </ul>
        </nav>
      </AppShell.Footer>
      <Drawer.Root opened={moreOpen} onClose={more.close} position="bottom" size="auto">
        <Drawer.Overlay />
        <Drawer.Content>
          {/* a <div>, not Drawer.Header's <header>: that would read as a second page banner */}
          <div className={classes.drawerHeader}>
            <Drawer.Title className={classes.drawerTitle}>{t('nav.more')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('common.close')} />
          </div>
          <Drawer.Body>
            <Stack gap="md">
              {rest.length > 0 && (
                <nav aria-label={t('a11y.moreMenu')}>
                  <MenuLinks entries={rest} onNavigate={more.close} />
                </nav>
              )}
              <ClientSwitcher variant="select" onSwitched={more.close} />
              <LanguageSelect
                value={currentLanguage(i18n)}
                onChange={(code) => changeLanguage.mutate(code)}
                disabled={changeLanguage.isPending}
              />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </AppShell>
  );
}
