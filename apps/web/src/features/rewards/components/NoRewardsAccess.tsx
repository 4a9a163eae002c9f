import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useRewardsTranslation } from '../i18n.ts';

/** SPEC §6 Rewards site: why a user without a partner retail-training account cannot use it, and what to do. */
export function NoRewardsAccess() {
  const { t } = useRewardsTranslation();
  return (
    <Alert color="blue" variant="light" title={t('noAccess.title')}>
      <Stack gap="xs">
        <Text>{t('noAccess.body')}</Text>
        <Text>{t('noAccess.how')}</Text>
        <Anchor component={Link} to="/profile/programme">
          {t('noAccess.profileLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * What a rewards screen shows while its campaigns load or when they failed: the loader, the explanation for a
 * user without a partner account, or the failure with a retry; null once they are there.
 */
export function campaignsPending(query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}): ReactNode | null {
  if (query.isPending) return <ListLoader />;
  if (!query.isError) return null;
  return isApiError(query.error) && query.error.code === 'rewards.no_partner_account' ? (
    <NoRewardsAccess />
  ) : (
    <ListError error={query.error} onRetry={() => void query.refetch()} />
  );
}
