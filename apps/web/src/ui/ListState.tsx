import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';

export function ListLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed read: the server's message in the user's language, and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <ErrorAlert error={error} />
      <Button variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

/** What a list says when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="md">
      {children}
    </Text>
  );
}
