import type { LibraryFileItem } from '@elevar/contract';
import { Stack, Text } from '@mantine/core';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { useLibraryTranslation } from '../i18n.ts';
import { FileCard } from './FileCard.tsx';

type Listed = LibraryFileItem & { category?: { slug: string; name: string } };

/**
 * A page of files for learners (a category's, or the search's across categories, each then with its category): how
 * many were found, the files as a named list, and the pages.
 */
export function FileList({
  data,
  label,
  onPage,
}: {
  data: { count: number; page: number; page_size: number; results: readonly Listed[] };
  label: string;
  onPage(page: number): void;
}) {
  const { t } = useLibraryTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('category.found', { count: data.count })}
      </Text>
      <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.results.map((file) => (
          <FileCard key={file.id} file={file} category={file.category} />
        ))}
      </Stack>
      <ListPagination page={data.page} count={data.count} pageSize={data.page_size} onChange={onPage} />
    </Stack>
  );
}
