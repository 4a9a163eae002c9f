import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import type { LinkFailure } from '../loaders.ts';

export interface LinkFailurePageProps {
  /** A partner's web-service link, or the end of a single sign-on. */
  kind: 'webservice' | 'sso';
}

/**
 * What a link login shows when it cannot sign the user in. While it works the loader holds the navigation (the
 * app's loading screen shows); on success it never renders, the user is already on the target screen.
 */
export function LinkFailurePage({ kind }: LinkFailurePageProps) {
  const { t } = useTranslation('links');
  const failure = useLoaderData() as LinkFailure | null;
  if (!failure) return null;
  const title = kind === 'webservice' ? t('webservice.failedTitle') : t('sso.failedTitle');
  const fallback = kind === 'webservice' ? t('webservice.invalid') : t('sso.failed');
  return (
    <Panel maw={480}>
      <DocumentTitle title={title} />
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {failure.message ?? fallback}
        </Alert>
        <Button component={Link} to="/" replace fullWidth>
          {t('backToLogin')}
        </Button>
      </Stack>
    </Panel>
  );
}
