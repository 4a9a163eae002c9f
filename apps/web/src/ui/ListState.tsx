import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';

export function ListLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed read: the server's message in the user's language, and a way to try again. */
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

/** What a list says when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="md">
      {children}
    </Text>
  );
}

/** What QueryList needs of a list query (TanStack Query's result has it). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

/**
 * A list query's states in one place: the loader, the failure with a retry, `empty` when the page has no results,
 * else `children` with the page.
 */
export function QueryList<T extends { results: readonly unknown[] }>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <ListLoader />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data) return null;
  return <>{data.results.length === 0 ? empty : children(data)}</>;
}
