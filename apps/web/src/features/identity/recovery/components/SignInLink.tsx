import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginParams } from '../../../tenancy/index.ts';

/**
 * Where to send someone to sign in: the login, or (with the portfolio setting on, where `/` shows the portfolio)
 * the login route that skips the portfolio redirect.
 */
export function useSignInPath(): string {
  const { data } = useLoginParams();
  return data?.login_settings.portfolio_enabled ? '/login-redirect-v2' : '/';
}

export function SignInLink() {
  const { t } = useTranslation('accounts');
  return (
    <Anchor component={Link} to={useSignInPath()} size="sm">
      {t('common.backToSignIn')}
    </Anchor>
  );
}
