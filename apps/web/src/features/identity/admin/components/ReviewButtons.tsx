import { Button, Group } from '@mantine/core';
import type { ReviewAccount } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';

export interface ReviewButtonsProps {
  account: ReviewAccount;
  /** A decision on this account is on its way: both buttons wait. */
  busy: boolean;
  onApprove(account: ReviewAccount): void;
  onReject(account: ReviewAccount): void;
}

/** Approve and reject, for accounts still awaiting approval; each names the account for screen readers. */
export function ReviewButtons({ account, busy, onApprove, onReject }: ReviewButtonsProps) {
  const { t } = useAdminTranslation();
  if (account.status !== 'awaiting_approval') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal.9"
        disabled={busy}
        onClick={() => onApprove(account)}
        aria-label={t('accounts.approveLabel', { name: account.full_name })}
      >
        {t('accounts.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        onClick={() => onReject(account)}
        aria-label={t('accounts.rejectLabel', { name: account.full_name })}
      >
        {t('accounts.reject')}
      </Button>
    </Group>
  );
}
