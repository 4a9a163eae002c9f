import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../../ui/ErrorAlert.tsx';
import type { AdminBadge } from '../api.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';
import { badgeName, formatNumber } from './labels.ts';

export interface ActiveDialogProps {
  /** The badge whose switch was turned; null when closed. */
  badge: AdminBadge | null;
  busy: boolean;
  /** The last attempt's failure, shown in the dialog (the server's message). */
  error: unknown;
  onCancel(): void;
  onConfirm(badge: AdminBadge, active: boolean): void;
}

/** The confirmation before a badge stops (or starts again) being awarded. */
export function ActiveDialog({ badge, busy, error, onCancel, onConfirm }: ActiveDialogProps) {
  const { t, i18n } = useBadgesAdminTranslation();
  const deactivating = badge?.active ?? false;
  const name = badge ? badgeName(badge, i18n.language) : '';
  return (
    <ConfirmDialog
      opened={badge !== null}
      onClose={onCancel}
      onConfirm={() => badge && onConfirm(badge, !badge.active)}
      title={t(deactivating ? 'deactivateTitle' : 'activateTitle')}
      confirmLabel={t(deactivating ? 'deactivate' : 'activate')}
      color={deactivating ? 'red' : 'teal.9'}
      loading={busy}
    >
      <Text>
        {deactivating
          ? t('deactivateBody', { name, count: formatNumber(i18n.language, badge?.earned_count ?? 0) })
          : t('activateBody', { name })}
      </Text>
      {error ? <ErrorAlert error={error} /> : null}
    </ConfirmDialog>
  );
}
