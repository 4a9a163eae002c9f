import { REWARD_SORTS, type RewardSort } from '@elevar/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { campaignsPending } from '../../components/NoRewardsAccess.tsx';
import { STORE_PAGE_SIZE, useRewardCatalogue } from '../api.ts';
import { PointsSummary } from '../components/PointsSummary.tsx';
import { RewardTile } from '../components/RewardTile.tsx';
import { StoreFilters, type StoreFilterValues } from '../components/StoreFilters.tsx';
import { useStoreTranslation } from '../i18n.ts';

const isSort = (value: string | null): value is RewardSort =>
  value !== null && (REWARD_SORTS as readonly string[]).includes(value);

/**
 * Route /reward-store (SPEC §2 Reward store): the rewards offered in the user's country, searched, filtered by
 * department and category and sorted (popularity, A–Z, price), all in the URL; each card with its price and stock,
 * the user's points above. Without a partner account the screen explains why.
 */
export function StorePage() {
  const { t } = useStoreTranslation();
  const { params, update, page, goToPage } = useListParams();
  const filters: StoreFilterValues = {
    search: params.get('search') ?? '',
    departmentId: positiveInt(params.get('department')),
    categoryId: positiveInt(params.get('category')),
    sort: isSort(params.get('sort')) ? (params.get('sort') as RewardSort) : 'popularity',
  };
  const catalogue = useRewardCatalogue({
    page,
    page_size: STORE_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.departmentId ? { department_id: filters.departmentId } : {}),
    ...(filters.categoryId ? { category_id: filters.categoryId } : {}),
  });
  const change = useCallback(
    (changes: Partial<StoreFilterValues>) => {
      const next: Record<string, string | null> = { page: null };
      if ('search' in changes) next.search = changes.search ?? null;
      if ('departmentId' in changes)
        next.department = changes.departmentId ? String(changes.departmentId) : null;
      if ('categoryId' in changes) next.category = changes.categoryId ? String(changes.categoryId) : null;
      if ('sort' in changes) next.sort = changes.sort === 'popularity' ? null : (changes.sort ?? null);
      update(next);
    },
    [update],
  );
  const title = t('store.title');
  const denied = catalogue.isError ? campaignsPending(catalogue) : null;

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('store.intro')}</Text>
      {denied ?? (
        <>
          {catalogue.data && <PointsSummary state={catalogue.data.state} />}
          <StoreFilters
            filters={filters}
            lists={catalogue.data}
            onChange={change}
            onClear={() => update({ search: null, department: null, category: null, sort: null, page: null })}
          />
          <QueryList query={catalogue} empty={<EmptyList>{t('store.empty')}</EmptyList>}>
            {(data) => (
              <Stack gap="md" aria-busy={catalogue.isFetching || undefined}>
                <Text size="sm" role="status">
                  {t('store.count', { count: data.count })}
                </Text>
                <SimpleGrid
                  cols={{ base: 1, xs: 2, md: 3 }}
                  spacing="md"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {data.results.map((reward) => (
                    <li key={reward.id}>
                      <RewardTile reward={reward} />
                    </li>
                  ))}
                </SimpleGrid>
                <ListPagination
                  page={page}
                  count={data.count}
                  pageSize={STORE_PAGE_SIZE}
                  onChange={goToPage}
                  disabled={catalogue.isFetching}
                />
              </Stack>
            )}
          </QueryList>
        </>
      )}
    </Stack>
  );
}
