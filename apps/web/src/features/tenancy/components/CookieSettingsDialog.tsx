import '@mantine/core/styles/Switch.css';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { usePolicyVersionAhead, useSaveCookieChoice } from '../cookieChoice.ts';

export interface CookieSettingsDialogProps {
  onClose(): void;
}

/** Necessary cookies are always on; analytics and marketing are the user's choice. */
export function CookieSettingsDialog({ onClose }: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  const stored = useAppState((state) => state.cookiePolicy);
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const save = useSaveCookieChoice();
  usePolicyVersionAhead();

  const handleSave = () => save.mutate({ choice: { analytics, marketing } }, { onSuccess: onClose });

  return (
    <Dialog opened onClose={onClose} title={t('cookies.settingsTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('cookies.settingsIntro')}</Text>
        <Switch
          checked
          disabled
          label={t('cookies.necessary')}
          description={t('cookies.necessaryDescription')}
        />
        <Switch
          checked={analytics}
          onChange={(event) => setAnalytics(event.currentTarget.checked)}
          label={t('cookies.analytics')}
          description={t('cookies.analyticsDescription')}
        />
        <Switch
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
          label={t('cookies.marketing')}
          description={t('cookies.marketingDescription')}
        />
        {save.isError && <ErrorAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleSave} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
