import { validateFreeText, validationMessage } from '@elevar/domain';
import { Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../../i18n/index.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import type { ReviewAccount } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';
import type { ReviewKind } from './useReviewActions.ts';

export interface ReviewDialogsProps {
  asking: { kind: ReviewKind; account: ReviewAccount } | null;
  onCancel(): void;
  onDecide(kind: ReviewKind, account: ReviewAccount, reason?: string): void;
}

/** The confirmation before approving, and before rejecting with an optional reason for the e-mail. */
export function ReviewDialogs({ asking, onCancel, onDecide }: ReviewDialogsProps) {
  const { t, i18n } = useAdminTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const account = asking?.account ?? null;

  // Each rejection starts with an empty reason.
  useEffect(() => {
    if (asking) {
      setReason('');
      setReasonError(null);
    }
  }, [asking]);

  const confirmReject = () => {
    if (!account) return;
    const checked = validateFreeText(reason.trim());
    if (!checked.ok) {
      setReasonError(validationMessage(checked.code, currentLanguage(i18n)));
      return;
    }
    onDecide('reject', account, reason.trim());
  };

  return (
    <>
      <ConfirmDialog
        opened={asking?.kind === 'approve'}
        onClose={onCancel}
        onConfirm={() => account && onDecide('approve', account)}
        title={t('accounts.approveTitle')}
        confirmLabel={t('accounts.approve')}
        color="teal.9"
      >
        <Text>{t('accounts.approveBody', { name: account?.full_name ?? '' })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking?.kind === 'reject'}
        onClose={onCancel}
        onConfirm={confirmReject}
        title={t('accounts.rejectTitle')}
        confirmLabel={t('accounts.reject')}
        color="red"
      >
        <Text>{t('accounts.rejectBody', { name: account?.full_name ?? '' })}</Text>
        <Textarea
          label={t('accounts.reason')}
          description={t('accounts.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          rows={3}
        />
      </ConfirmDialog>
    </>
  );
}
