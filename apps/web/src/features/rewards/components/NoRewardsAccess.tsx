import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
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
