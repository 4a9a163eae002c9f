import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { SearchFilters } from '../../components/SearchFilters.tsx';
import { useLibraryCategories, useLibrarySearch } from '../api.ts';
import { FileList } from '../components/FileList.tsx';
import { KindSelect, kindParam } from '../components/KindSelect.tsx';
import { useLibraryTranslation } from '../i18n.ts';

const PAGE_SIZE = 12;

/** The client's categories, each with the number of its files the user may see, a link to its files. */
function Categories() {
  const { t } = useLibraryTranslation();
  const categories = useLibraryCategories();
  return (
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
  );
}

/**
 * Route /library (SPEC §2): the client's library categories in the user's language; a search by words (sent with its
 * button) and a kind filter (at once) find the files of every category the user may see instead, each with the
 * category it is in; both and the page in the URL.
 */
export function LibraryPage() {
  const { t } = useLibraryTranslation();
  const { params, update, page, goToPage } = useListParams();
  const kind = kindParam(params.get('kind'));
  const search = params.get('search') ?? '';
  const searching = Boolean(kind || search);
  const found = useLibrarySearch(
    { page, page_size: PAGE_SIZE, ...(kind ? { kind } : {}), ...(search ? { search } : {}) },
    searching,
  );
  const title = t('title');
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <SearchFilters
        label={t('search.label')}
        search={search}
        onSearch={(next) => update({ search: next, page: null })}
      >
        <KindSelect kind={kind} onChange={(next) => update({ kind: next, page: null })} />
      </SearchFilters>
      {searching ? (
        <Stack gap="md">
          <Group>
            <Button variant="subtle" onClick={() => update({ search: null, kind: null, page: null })}>
              {t('search.clear')}
            </Button>
          </Group>
          <div aria-live="polite" aria-busy={found.isFetching}>
            <QueryList query={found} empty={<EmptyList>{t('search.empty')}</EmptyList>}>
              {(data) => <FileList data={data} label={t('search.resultsLabel')} onPage={goToPage} />}
            </QueryList>
          </div>
        </Stack>
      ) : (
        <Categories />
      )}
    </Stack>
  );
}
