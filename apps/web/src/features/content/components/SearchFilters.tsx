import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useContentTranslation } from '../i18n.ts';

/**
 * The news lists' filters: a search by title sent with its button (or Enter), so the list does not change under a
 * screen reader while the user types, and the other filters (`children`) that apply at once.
 */
export function SearchFilters({
  label,
  search,
  onSearch,
  children,
}: {
  label: string;
  search: string;
  onSearch(search: string): void;
  children?: ReactNode;
}) {
  const { t } = useContentTranslation();
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <search>
      <form onSubmit={submit} aria-label={t('news.filters')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
          <TextInput
            type="search"
            label={label}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="default">
            {t('news.searchSubmit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
