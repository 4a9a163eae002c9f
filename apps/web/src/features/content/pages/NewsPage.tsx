import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { positiveInt, useListParams } from '../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { useNews, useNewsCategories } from '../api.ts';
import { NewsCard } from '../components/NewsCard.tsx';
import { SearchFilters } from '../components/SearchFilters.tsx';
import { useContentTranslation } from '../i18n.ts';

const PAGE_SIZE = 12;

/**
 * Route /news (SPEC §2): the client's published articles, pinned first, then newest, each with its cover, badges
 * ("pinned", "new" until read) and summary; a category filter, a search by title and pages, all in the URL.
 */
export function NewsPage() {
  const { t } = useContentTranslation();
  const { params, update, page, goToPage } = useListParams();
  const category = positiveInt(params.get('category'));
  const search = params.get('search') ?? '';
  const categories = useNewsCategories();
  const news = useNews({
    page,
    page_size: PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
  });
  const title = t('news.title');

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <SearchFilters
        label={t('news.search')}
        search={search}
        onSearch={(next) => update({ search: next, page: null })}
      >
        <NativeSelect
          label={t('news.category')}
          data={[
            { value: '', label: t('news.allCategories') },
            ...(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={category ? String(category) : ''}
          onChange={(event) => update({ category: event.currentTarget.value, page: null })}
        />
      </SearchFilters>
      <div aria-live="polite" aria-busy={news.isFetching}>
        <QueryList
          query={news}
          empty={<EmptyList>{category || search ? t('news.emptySearch') : t('news.empty')}</EmptyList>}
        >
          {(data) => (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.results.map((item) => (
                  <NewsCard key={item.id} item={item} />
                ))}
              </SimpleGrid>
              <ListPagination
                page={data.page}
                count={data.count}
                pageSize={data.page_size}
                onChange={goToPage}
              />
            </Stack>
          )}
        </QueryList>
      </div>
    </Stack>
  );
}
