import type { RegistrationVariant } from '@elevar/domain';
import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useLoginParams } from '../../../tenancy/index.ts';
import { AccountScreen } from '../../recovery/components/AccountScreen.tsx';
import { useSignInPath } from '../../recovery/components/SignInLink.tsx';
import { RegistrationForm } from '../components/RegistrationForm.tsx';

export interface RegisterPageProps {
  variant: RegistrationVariant;
}

/** register, register-seven-trade, register-pop-trade and intel-first-access (SPEC §2): title, copy, form. */
export function RegisterPage({ variant }: RegisterPageProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const params = useLoginParams();
  const signInPath = useSignInPath();
  const title = t(`variants.${variant}.title`);

  let body: ReactNode;
  if (params.data) {
    const config = params.data.register_config;
    body = (
      <RegistrationForm
        variant={variant}
        config={config}
        options={{ countries: config.countries, branches: config.branches }}
      />
    );
  } else if (params.isError) {
    body = (
      <Stack gap="sm">
        <ErrorAlert error={params.error} />
        <Button variant="light" onClick={() => void params.refetch()}>
          {tc('common.retry')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Center py="lg" role="status">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }

  return (
    <AccountScreen title={title} intro={t(`variants.${variant}.intro`)} width={760}>
      <Text size="sm">
        {t('register.requiredNote')}{' '}
        <Anchor component={Link} to={signInPath}>
          {t('register.haveAccount')}
        </Anchor>
      </Text>
      {body}
    </AccountScreen>
  );
}
