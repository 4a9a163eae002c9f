import { Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useLogout } from '../../identity/index.ts';
import { useAcceptTerms, useInstitutional } from '../api.ts';

/**
 * Asks a signed-in user to accept the terms when the published version is newer than the one they accepted
 * (SPEC §3 "accepted terms"). The page itself is shown so the version accepted is the version read; the only
 * ways out are accepting or signing out.
 */
export function TermsPrompt() {
  const { t } = useTranslation();
  const page = useInstitutional('terms-and-conditions');
  const accept = useAcceptTerms();
  const logout = useLogout();
  const version = page.data?.version;

  return (
    <Dialog
      opened
      onClose={() => undefined}
      title={t('terms.promptTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('terms.promptBody')}</Text>
        {page.isPending && (
          <Center py="lg">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {page.isError && (
          <Group gap="sm">
            <ErrorAlert error={page.error} />
            <Button variant="default" onClick={() => void page.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        )}
        {page.data && (
          <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
            <Stack gap="xs" tabIndex={0} aria-label={page.data.title}>
              <Text fw={600}>{page.data.title}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {page.data.body}
              </Text>
            </Stack>
          </ScrollArea.Autosize>
        )}
        {accept.isError && <ErrorAlert error={accept.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('common.signOut')}
          </Button>
          <Button
            onClick={() => version !== undefined && accept.mutate(version)}
            disabled={version === undefined}
            loading={accept.isPending}
          >
            {t('terms.accept')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
