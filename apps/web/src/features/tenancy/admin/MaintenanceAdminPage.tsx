import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden, isForbidden } from '../../../app/staff/Forbidden.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useRequiredSession } from '../../identity/index.ts';
import { useMaintenance, useSetMaintenance } from './api.ts';

/**
 * The selected client's maintenance switch, for its programme administrators and superusers. Starting it stops
 * everyone but staff, so it asks first; ending it does not.
 */
export function MaintenanceAdminPage() {
  const { t } = useTranslation('maintenanceAdmin');
  const session = useRequiredSession();
  const status = useMaintenance();
  const switcher = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'started' | 'ended' | null>(null);

  const set = (on: boolean) =>
    switcher.mutate(on, {
      onSuccess: () => {
        setConfirming(false);
        setDone(on ? 'started' : 'ended');
      },
    });

  return (
    <Stack gap="md" maw={640}>
      <DocumentTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      {status.isError && isForbidden(status.error) ? (
        <Forbidden error={status.error} />
      ) : status.isPending ? (
        <Loader size="sm" aria-label={t('title')} />
      ) : status.isError ? (
        <ErrorAlert error={status.error} />
      ) : (
        <>
          <Text>{t('intro', { client: session.client?.name ?? '' })}</Text>
          <Alert color={status.data.under_maintenance ? 'yellow' : 'green'} role="status">
            {t(status.data.under_maintenance ? 'statusOn' : 'statusOff')}
          </Alert>
          {switcher.isError && !confirming && <ErrorAlert error={switcher.error} />}
          <Text aria-live="polite">{done ? t(done) : ''}</Text>
          <Group>
            {status.data.under_maintenance ? (
              <Button onClick={() => set(false)} loading={switcher.isPending}>
                {t('turnOff')}
              </Button>
            ) : (
              <Button color="red" onClick={() => setConfirming(true)}>
                {t('turnOn')}
              </Button>
            )}
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => set(true)}
        title={t('confirmTitle')}
        confirmLabel={t('turnOn')}
        color="red"
        loading={switcher.isPending}
      >
        <Text>{t('confirmBody')}</Text>
        {switcher.isError && <ErrorAlert error={switcher.error} />}
      </ConfirmDialog>
    </Stack>
  );
}
