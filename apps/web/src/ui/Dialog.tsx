import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Dialog.module.css';

export interface DialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** Without it the dialog can only be left through its own buttons (Escape still calls onClose). */
  withCloseButton?: boolean;
  closeOnClickOutside?: boolean;
  /** Mantine modal size; 'md' by default, 'lg' for dialogs that show a document. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A titled modal dialog. Mantine's own header is a <header> element, which screen readers and axe take for a
 * second page banner; this one uses a plain <div> and keeps the title wired to aria-labelledby.
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  withCloseButton = true,
  closeOnClickOutside = true,
  size = 'md',
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      closeOnClickOutside={closeOnClickOutside}
      size={size}
    >
      <Modal.Overlay />
      <Modal.Content>
        <div className={classes.header}>
          <Modal.Title className={classes.title}>{title}</Modal.Title>
          {withCloseButton && <Modal.CloseButton aria-label={t('common.close')} />}
        </div>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
