import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { isDeadLinkError } from '../api.ts';
import { SignInLink } from './SignInLink.tsx';

export interface LinkProblemProps {
  error: unknown;
  /** Offered for errors that may pass (network, server); never for an expired or invalid link. */
  onRetry?(): void;
}

/**
 * What the set-password screen shows when the link cannot be used: SPEC §8's expired or invalid text (the
 * server's, in the request language) with the way to ask for a new link; other failures can be retried.
 */
export function LinkProblem({ error, onRetry }: LinkProblemProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  if (isDeadLinkError(error)) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title={t('setPassword.linkProblemTitle')}>
          {errorMessage(error, tc)}
        </Alert>
        <Anchor component={Link} to="/request-password">
          {t('setPassword.requestNewLink')}
        </Anchor>
        <SignInLink />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ErrorAlert error={error} />
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          {tc('common.retry')}
        </Button>
      )}
      <SignInLink />
    </Stack>
  );
}
