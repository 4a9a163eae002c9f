import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { type ListQuery, QueryList } from '../../ui/ListState.tsx';
import { Forbidden, isForbidden } from './Forbidden.tsx';

export interface StaffListPageProps<T extends { results: readonly unknown[]; count: number }> {
  title: string;
  /** Beside the title (e.g. a "create" button). */
  actions?: ReactNode;
  /** Under the title: what the list is. */
  intro?: ReactNode;
  filters?: ReactNode;
  /**
   * The outcome of the last action, announced: a polite live region is there from the start (so it is heard when
   * it fills) whenever the page passes this prop, even as null.
   */
  feedback?: ReactNode;
  query: ListQuery<T> & { isFetching: boolean };
  empty: ReactNode;
  children(data: T): ReactNode;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  /** After the list: the page's dialogs. */
  after?: ReactNode;
}

/**
 * THE staff list screen: title, intro, filters, the announced outcome of the last action, the list with its
 * loading, empty and failed states, and pages; the server's 403 shows as the forbidden message instead.
 */
export function StaffListPage<T extends { results: readonly unknown[]; count: number }>({
  title,
  actions,
  intro,
  filters,
  feedback,
  query,
  empty,
  children,
  page,
  pageSize,
  onPageChange,
  after,
}: StaffListPageProps<T>) {
  const heading = <Title order={1}>{title}</Title>;
  if (query.isError && isForbidden(query.error)) {
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        {heading}
        <Forbidden error={query.error} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      {actions ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {intro}
      {filters}
      {feedback !== undefined && <div aria-live="polite">{feedback}</div>}
      <QueryList query={query} empty={empty}>
        {children}
      </QueryList>
      {query.data && (
        <ListPagination
          page={page}
          count={query.data.count}
          pageSize={pageSize}
          onChange={onPageChange}
          disabled={query.isFetching}
        />
      )}
      {after}
    </Stack>
  );
}
