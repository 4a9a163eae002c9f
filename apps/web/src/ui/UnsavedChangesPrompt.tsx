import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface UnsavedChangesPromptProps {
  /** True while something typed has not been saved. */
  when: boolean;
}

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation waits for "discard" or "keep editing";
 * reloading or closing the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt({ when }: UnsavedChangesPromptProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.discard')}
      color="red"
    >
      <Text size="sm">{t('unsaved.body')}</Text>
    </ConfirmDialog>
  );
}
