import '@mantine/core/styles/Card.css';
import type { LibraryFileItem } from '@elevar/contract';
import type { FileKind } from '@elevar/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLibraryTranslation } from '../i18n.ts';
import { FileKindIcon, formatSize } from './FileKindIcon.tsx';

/**
 * A file in a learner's list (a category's files, the search across categories): its kind's icon, its title linking
 * to the file, its description, kind, size and downloads; `category`, where it is, in the search's results.
 */
export function FileCard({
  file,
  category,
}: {
  file: LibraryFileItem;
  category?: { slug: string; name: string } | undefined;
}) {
  const { t, i18n } = useLibraryTranslation();
  return (
    <Card component="li" withBorder padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <FileKindIcon kind={file.kind as FileKind} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h5">
            <Link to={`/libraries/${file.id}`}>{file.title}</Link>
          </Title>
          {category && (
            <Text size="sm">
              {t('search.inCategory')} <Link to={`/library/${category.slug}`}>{category.name}</Link>
            </Text>
          )}
          {file.description && <Text size="sm">{file.description}</Text>}
          <Text size="sm" c="dimmed">
            {t(`kinds.${file.kind as FileKind}`)} · {formatSize(file.size, i18n.language)} ·{' '}
            {t('category.downloads', { count: file.download_count })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
