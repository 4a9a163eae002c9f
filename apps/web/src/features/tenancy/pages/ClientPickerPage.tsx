import type { ClientSummary, Session } from '@elevar/contract';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink.tsx';
import { homeRouteOf, safeNextPath, useLogout, useSession } from '../../identity/index.ts';
import { useSelectClient } from '../api.ts';
import classes from './ClientPickerPage.module.css';

/** Users with several clients and none selected choose one here before entering the main area. */
export function ClientPickerPage() {
  const session = useSession();
  // Empty for the moment between signing out and arriving at the login.
  return session ? <ClientPicker session={session} /> : null;
}

interface ClientPickerProps {
  session: Session;
}

function ClientPicker({ session }: ClientPickerProps) {
  const { t } = useTranslation();
  const selectClient = useSelectClient();
  const logout = useLogout();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));

  const handleSelect = (clientId: number) =>
    selectClient.mutate(clientId, {
      onSuccess: (updated) => navigate(next ?? homeRouteOf(updated), { replace: true }),
    });

  return (
    <div className={classes.page}>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size={560} w="100%">
          <Panel>
            <DocumentTitle title={t('clientPicker.title')} />
            <Stack gap="md">
              <Title order={1}>{t('clientPicker.title')}</Title>
              <Text>{t('clientPicker.intro', { name: session.user.full_name })}</Text>
              {selectClient.isError && <ErrorAlert error={selectClient.error} />}
              <ul className={classes.list} aria-label={t('clientPicker.listLabel')}>
                {session.clients.map((client) => (
                  <li key={client.id}>
                    <UnstyledButton
                      className={classes.option}
                      onClick={() => handleSelect(client.id)}
                      disabled={selectClient.isPending}
                      aria-current={client.id === session.id_user_client_selected ? 'true' : undefined}
                    >
                      <Group gap="md" wrap="nowrap">
                        <ClientLogo client={client} />
                        <Text fw={600}>{client.name}</Text>
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
              <Group justify="flex-end">
                <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
                  {t('common.signOut')}
                </Button>
              </Group>
            </Stack>
          </Panel>
        </Container>
      </main>
    </div>
  );
}

/** The client's logo whole (scaled down to fit, never cropped), or its initials when it has none or it fails. */
function ClientLogo({ client }: { client: ClientSummary }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.logo}>
      {client.logo_url && !failed ? (
        <img src={client.logo_url} alt="" className={classes.logoImage} onError={() => setFailed(true)} />
      ) : (
        <Avatar radius="sm" alt="">
          {client.name.slice(0, 2).toUpperCase()}
        </Avatar>
      )}
    </span>
  );
}
