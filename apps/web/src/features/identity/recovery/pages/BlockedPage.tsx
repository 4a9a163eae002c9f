import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountScreen } from '../components/AccountScreen.tsx';
import { SignInLink } from '../components/SignInLink.tsx';

/**
 * The blocked-user page (SPEC §2, §4, §8): the sign-in comes here when the account was blocked for activity
 * inconsistent with the programme rules.
 */
export function BlockedPage() {
  const { t } = useTranslation('accounts');
  return (
    <AccountScreen title={t('blocked.title')}>
      <Stack gap="md">
        <Text>{t('blocked.body')}</Text>
        <Text>{t('blocked.contact')}</Text>
        <Anchor component={Link} to="/institutional/support">
          {t('blocked.support')}
        </Anchor>
        <SignInLink />
      </Stack>
    </AccountScreen>
  );
}
