import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { Panel } from '../../../ui/Panel.tsx';

/** Shown instead of the login while login_settings.under_maintenance is on; staff use /maintenance-login. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Panel maw={560}>
      <DocumentTitle title={t('maintenance.title')} />
      <Stack gap="sm">
        <Title order={1}>{t('maintenance.title')}</Title>
        <Text>{t('maintenance.body')}</Text>
      </Stack>
    </Panel>
  );
}
