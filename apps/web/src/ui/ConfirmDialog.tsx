import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose(): void;
  onConfirm(): void;
  title: string;
  /** What will happen; any extra inputs (a reason…) go here too. */
  children: ReactNode;
  confirmLabel: string;
  /** 'red' for destructive actions. */
  color?: string;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed by accident. */
  loading?: boolean;
}

/**
 * Asks before an action that cannot be taken back. Focus starts on "Cancel", so pressing Enter by habit does not
 * confirm; Escape and the close button cancel.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  color,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!loading) onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={title} closeOnClickOutside={!loading}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
