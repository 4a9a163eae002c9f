import { Stack, Text, Title } from '@mantine/core';
import { isApiError } from '../../../../api/errors.ts';
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
