import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountScreen } from '../../recovery/components/AccountScreen.tsx';
import { SignInLink } from '../../recovery/components/SignInLink.tsx';
import type { RegisterSuccessState } from '../api.ts';

/** register-success (SPEC §2, §4): the account waits for approval; an e-mail follows once approved. */
export function RegisterSuccessPage() {
  const { t } = useTranslation('accounts');
  const state = useLocation().state as Partial<RegisterSuccessState> | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  return (
    <AccountScreen title={t('registerSuccess.title')}>
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={t('registerSuccess.awaiting')}>
          {email ? t('registerSuccess.bodyWithEmail', { email }) : t('registerSuccess.body')}
        </Alert>
        <SignInLink />
      </Stack>
    </AccountScreen>
  );
}
