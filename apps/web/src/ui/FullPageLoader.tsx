import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RateLimitNotice } from './RateLimitNotice.tsx';

/** Shown while a screen or the session loads (with the wait for a rate-limited call's retry, if any). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Stack mih="60vh" justify="center" gap={0}>
      <RateLimitNotice centered />
      <Center role="status" aria-live="polite">
        <Loader aria-label={t('common.loading')} />
      </Center>
    </Stack>
  );
}
