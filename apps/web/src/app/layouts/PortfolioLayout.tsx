import { Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useBranding } from '../../features/tenancy/branding.ts';
import { RateLimitNotice } from '../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './PortfolioLayout.module.css';

/** The public portfolio area: a simple header with the sign-in button, the page, a footer. */
export function PortfolioLayout() {
  const { t } = useTranslation();
  const { clientName } = useBranding();
  const name = clientName ?? t('app.name');
  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" h={64}>
            <UnstyledButton component={Link} to="/portfolio" aria-label={t('nav.brandPortfolio', { name })}>
              <Text fw={700} size="lg">
                {name}
              </Text>
            </UnstyledButton>
            <nav aria-label={t('a11y.portfolioNav')}>
              <Group gap="sm">
                <Button component={Link} to="/about-team" variant="subtle">
                  {t('portfolio.aboutTeamTitle')}
                </Button>
                <Button component={Link} to="/login-redirect-v2">
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
