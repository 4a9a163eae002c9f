import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigation } from '../../../app/navigation.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { useBranding } from '../../tenancy/index.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { SsoButton, SsoError } from '../links/components/SingleSignOn.tsx';

export interface LoginPageProps {
  /** 'maintenance' is /maintenance-login: staff sign in while the platform is under maintenance. */
  variant: 'default' | 'maintenance';
}

/** The sign-in screen, themed by the client's login settings (the layout paints background and logo). */
export function LoginPage({ variant }: LoginPageProps) {
  const { t } = useTranslation();
  const { settings } = useBranding();
  // After a password link was used, the set-password screen sends its user here (account screens); after an
  // account closure, the profile does (to say goodbye).
  const arrival = useAppNavigation().location.state as { notice?: string; username?: string } | null;
  return (
    <Panel maw={420}>
      <DocumentTitle title={t('login.title')} />
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        {variant === 'maintenance' && (
          <Alert
            color="yellow"
            variant="light"
            title={t('login.maintenanceTitle')}
            // Mantine's yellow title on the light yellow fill is 2.7:1; the text colour keeps it readable (WCAG AA)
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('login.maintenanceNotice')}
          </Alert>
        )}
        {arrival?.notice === 'passwordSet' && (
          <Alert color="green" variant="light" role="status">
            {t('login.passwordSetNotice')}
          </Alert>
        )}
        {arrival?.notice === 'accountClosed' && (
          <Alert color="green" variant="light" role="status">
            {t('login.accountClosedNotice')}
          </Alert>
        )}
        <SsoError />
        <LoginForm primaryColor={settings?.primary_color} initialUsername={arrival?.username} />
        <SsoButton />
        <Stack gap={4} align="flex-start">
          <Anchor component={AppLink} to="/request-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <Anchor component={AppLink} to="/first_access" size="sm">
            {t('login.firstAccess')}
          </Anchor>
          <Anchor component={AppLink} to="/register" size="sm">
            {t('login.register')}
          </Anchor>
        </Stack>
      </Stack>
    </Panel>
  );
}
