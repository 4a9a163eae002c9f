import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { useLibraryCategories } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

/**
 * Route /library (SPEC §2): the client's library categories in the user's language, each with the number of its
 * files the user may see, a link to its files.
 */
export function LibraryPage() {
  const { t } = useLibraryTranslation();
  const categories = useLibraryCategories();
  const title = t('title');
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <QueryList query={categories} empty={<EmptyList>{t('emptyCategories')}</EmptyList>}>
        {(data) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            aria-label={t('categoriesLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.results.map((category) => (
              <Card key={category.id} component="li" withBorder padding="lg">
                <Title order={2} size="h4">
                  <Link to={`/library/${category.slug}`}>{category.name}</Link>
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('fileCount', { count: category.file_count })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryList>
    </Stack>
  );
}
