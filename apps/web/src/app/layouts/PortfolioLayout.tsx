import { Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { brandColors, useBranding } from '../../features/tenancy/branding.ts';
import { RateLimitNotice } from '../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './PortfolioLayout.module.css';

/**
 * The public portfolio area in the client's brand colour: a header with the sign-in button (the name above the
 * buttons when a phone has no room for both), the page, a footer.
 */
export function PortfolioLayout() {
  const { t } = useTranslation();
  const { clientName, settings } = useBranding();
  const name = clientName ?? t('app.name');
  const brand = brandColors(settings);
  return (
    <div className={classes.page} style={{ '--portfolio-brand': brand.fill } as CSSProperties}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" mih={64} py="xs" gap="xs">
            <UnstyledButton component={Link} to="/portfolio" aria-label={t('nav.brandPortfolio', { name })}>
              <Text fw={700} size="lg">
                {name}
              </Text>
            </UnstyledButton>
            <nav aria-label={t('a11y.portfolioNav')}>
              <Group gap="sm">
                <Button component={Link} to="/about-team" variant="subtle" color={brand.text}>
                  {t('portfolio.aboutTeamTitle')}
                </Button>
                <Button component={Link} to="/login-redirect-v2" color={brand.fill} autoContrast>
                  {t('common.signIn')}
                </Button>
              </Group>
            </nav>
          </Group>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <RateLimitNotice />
          <Outlet />
        </Container>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Text size="sm">{t('portfolio.footer', { name })}</Text>
        </Container>
      </footer>
    </div>
  );
}
