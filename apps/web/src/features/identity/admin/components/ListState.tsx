import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useAdminTranslation } from '../i18n.ts';

/** The server refused: this user is not a reviewer. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** What a user who may not see a staff screen gets instead (the server said 403). */
export function Forbidden({ error }: { error: unknown }) {
  const { t } = useAdminTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {t('forbidden.title')}
      </Title>
      <Text>{(isApiError(error) && error.message) || t('forbidden.body')}</Text>
    </Stack>
  );
}

export function ListLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

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
