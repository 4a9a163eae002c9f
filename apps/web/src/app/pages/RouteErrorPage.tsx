import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useSession } from '../../features/identity/api.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { errorMessage } from '../../ui/errorMessage.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink.tsx';

/**
 * A screen that failed, shown inside its layout (the header and menu stay): the reason (a rate limit says when to
 * try again) and a retry. An answer from the server is retried by running the screen's loaders again (which also
 * resets a screen that threw); anything else (a part of the app that did not load) by reloading the page.
 */
export function ScreenError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ScreenNotFound />;
  return <ScreenFailure error={error} />;
}

/** A screen its guard found is not for this user (a module they may not use): not found, with a way home. */
function ScreenNotFound() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  return (
    <>
      <DocumentTitle title={t('notFound.title')} />
      <NotFound
        backTo={signedIn ? '/home' : '/'}
        backLabel={t(signedIn ? 'common.backToHome' : 'common.backToSignIn')}
      />
    </>
  );
}

function ScreenFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retry = () => {
    if (isApiError(error)) void revalidator.revalidate();
    else window.location.reload();
  };
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('errors.pageTitle')}</Title>
      <Text role="alert">{errorMessage(error, t)}</Text>
      <div>
        <Button onClick={retry} loading={revalidator.state === 'loading'}>
          {t('common.retry')}
        </Button>
      </div>
    </Stack>
  );
}

/** The open area's screens sit on a white panel, readable over the client's background. */
export function PanelScreenError() {
  return (
    <Panel maw={560}>
      <ScreenError />
    </Panel>
  );
}

/** Last resort, when no layout could render (its own guard failed, or the layout itself did not load). */
export function RouteErrorPage() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <Container size={560} py="xl">
        <ScreenError />
      </Container>
    </main>
  );
}
