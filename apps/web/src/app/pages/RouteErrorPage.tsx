import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorMessage } from '../../ui/errorMessage.ts';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';

/** Last resort for a loader that failed or a screen that threw (also a chunk that did not load). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main id={MAIN_CONTENT_ID}>
      <Container size={560} py="xl">
        <Stack gap="md">
          <Title order={1}>{t('errors.pageTitle')}</Title>
          <Text role="alert">{errorMessage(error, t)}</Text>
          <div>
            <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          </div>
        </Stack>
      </Container>
    </main>
  );
}
