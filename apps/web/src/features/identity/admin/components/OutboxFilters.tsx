import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { OutboxChannel } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';

export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['email', 'sms', 'whatsapp'];

export interface OutboxFiltersProps {
  channel: OutboxChannel | null;
  recipient: string;
  onChannelChange(channel: OutboxChannel | null): void;
  onSearch(recipient: string): void;
}

/** The channel applies at once; the recipient search when submitted. */
export function OutboxFilters({ channel, recipient, onChannelChange, onSearch }: OutboxFiltersProps) {
  const { t } = useAdminTranslation();
  const [typed, setTyped] = useState(recipient);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} aria-label={t('outbox.filtersLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('outbox.channel')}
          value={channel ?? ''}
          onChange={(event) =>
            onChannelChange(OUTBOX_CHANNELS.find((c) => c === event.currentTarget.value) ?? null)
          }
          data={[
            { value: '', label: t('outbox.allChannels') },
            ...OUTBOX_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
          ]}
        />
        <TextInput
          type="search"
          label={t('outbox.recipient')}
          description={t('outbox.recipientHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={254}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default">
          {t('outbox.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}
