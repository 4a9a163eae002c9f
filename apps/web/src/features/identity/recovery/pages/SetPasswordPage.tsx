import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePasswordLink } from '../api.ts';
import { AccountScreen } from '../components/AccountScreen.tsx';
import { LinkProblem } from '../components/LinkProblem.tsx';
import { SetPasswordForm } from '../components/SetPasswordForm.tsx';

export interface SetPasswordPageProps {
  /** Which route opened it: `set-password` (first access) or `recover-password`; the link itself decides once checked. */
  purpose: 'set' | 'recover';
}

/** set-password and recover-password (SPEC §2): one screen. The link is checked before asking anything. */
export function SetPasswordPage({ purpose }: SetPasswordPageProps) {
  const { t } = useTranslation('accounts');
  const params = useParams();
  const link = { username: params.username ?? '', uidb64: params.uidb64 ?? '', token: params.token ?? '' };
  const status = usePasswordLink(link);
  const shownPurpose = status.data?.purpose ?? purpose;
  const title = t(shownPurpose === 'set' ? 'setPassword.titleSet' : 'setPassword.titleRecover');

  if (status.isPending) {
    return (
      <AccountScreen title={title}>
        <Center py="lg" role="status">
          <Loader aria-label={t('setPassword.checking')} />
        </Center>
      </AccountScreen>
    );
  }
  if (status.isError) {
    return (
      <AccountScreen title={title}>
        <LinkProblem error={status.error} onRetry={() => void status.refetch()} />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={title} intro={t('setPassword.intro')}>
      <SetPasswordForm
        link={link}
        username={status.data.username}
        level={status.data.password_strength_level}
      />
    </AccountScreen>
  );
}
