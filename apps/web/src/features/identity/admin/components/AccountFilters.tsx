import { USER_STATUSES, type UserStatus } from '@elevar/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useAdminTranslation } from '../i18n.ts';

export interface AccountFiltersProps {
  status: UserStatus;
  search: string;
  onStatusChange(status: UserStatus): void;
  onSearch(search: string): void;
}

/** Status applies at once; the search applies when submitted (Enter or the button). */
export function AccountFilters({ status, search, onStatusChange, onSearch }: AccountFiltersProps) {
  const { t } = useAdminTranslation();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} aria-label={t('accounts.filtersLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('accounts.status')}
          value={status}
          onChange={(event) => {
            const next = USER_STATUSES.find((s) => s === event.currentTarget.value);
            if (next) onStatusChange(next);
          }}
          data={USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <TextInput
          type="search"
          label={t('accounts.search')}
          description={t('accounts.searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default">
          {t('accounts.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}
