import { SSO_START_PATH } from '@elevar/contract';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../../../app/navigation.tsx';
import { useAppState } from '../../../../storage/StoreContext.tsx';
import { useLoginParams } from '../../../tenancy/index.ts';

// Both pieces sit on the login page, in the login entry: plain markup, no texts of the lazy 'links' namespace, no
// router.

/** The "Sign in with single sign-on" link, when the client's login settings offer it (SPEC §3 login settings). */
export function SsoButton() {
  const { t } = useTranslation();
  const { data } = useLoginParams();
  const next = useAppState((state) => state.common.redirect?.path ?? null);
  const settings = data?.login_settings;
  if (!data || !settings?.oauth2_enabled || !settings.direct_login_button) return null;
  const query = new URLSearchParams({ client: data.client.slug, ...(next ? { next } : {}) });
  return (
    <Button component="a" href={`${SSO_START_PATH}?${query}`} variant="default" fullWidth>
      {t('login.sso')}
    </Button>
  );
}

/** The single sign-on callback sends failures back to the login as `?sso_error=`. */
export function SsoError() {
  const { t } = useTranslation();
  const { search } = useAppNavigation().location;
  if (!new URLSearchParams(search).has('sso_error')) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t('login.ssoFailed')}
    </Alert>
  );
}
