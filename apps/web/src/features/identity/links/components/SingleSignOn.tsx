import { SSO_START_PATH } from '@elevar/contract';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppState } from '../../../../storage/StoreContext.tsx';
import { useLoginParams } from '../../../tenancy/api.ts';

// Both pieces sit on the login page, in the entry chunk: plain markup, no texts of the lazy 'links' namespace.

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
  const [params] = useSearchParams();
  if (!params.has('sso_error')) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t('login.ssoFailed')}
    </Alert>
  );
}
