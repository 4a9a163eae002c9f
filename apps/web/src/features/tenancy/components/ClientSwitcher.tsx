import '@mantine/core/styles/Menu.css';
import { Button, Menu, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { homeRouteOf, useRequiredSession } from '../../identity/index.ts';
import { useSelectClient } from '../api.ts';

export interface ClientSwitcherProps {
  /** 'menu' for the desktop header, 'select' for the mobile "more" drawer. */
  variant: 'menu' | 'select';
  onSwitched?(): void;
}

/** Switches the selected client (POST /api/v1/session/client) and opens its home route. */
export function ClientSwitcher({ variant, onSwitched }: ClientSwitcherProps) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const selectClient = useSelectClient();
  const navigate = useNavigate();
  if (session.clients.length < 2) return null;

  const current = session.clients.find((c) => c.id === session.id_user_client_selected);
  const handleSelect = (clientId: number) => {
    if (clientId === session.id_user_client_selected) return;
    selectClient.mutate(clientId, {
      onSuccess: (updated) => {
        onSwitched?.();
        void navigate(homeRouteOf(updated));
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });
  };

  if (variant === 'select') {
    return (
      <NativeSelect
        label={t('clientSwitcher.label')}
        value={String(session.id_user_client_selected ?? '')}
        onChange={(event) => handleSelect(Number(event.currentTarget.value))}
        disabled={selectClient.isPending}
        error={selectClient.isError ? t('clientSwitcher.failed') : undefined}
        data={session.clients.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    );
  }

  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={selectClient.isPending}
          aria-label={t('clientSwitcher.buttonLabel', { name: current?.name ?? '' })}
        >
          {current?.name ?? t('clientSwitcher.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={String(session.id_user_client_selected ?? '')}
          onChange={(value) => handleSelect(Number(value))}
        >
          {session.clients.map((client) => (
            <Menu.RadioItem key={client.id} value={String(client.id)} closeMenuOnClick>
              {client.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
