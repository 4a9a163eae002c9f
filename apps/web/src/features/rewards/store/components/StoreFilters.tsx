import type { RewardCatalogue } from '@elevar/contract';
import { REWARD_SORTS, type RewardSort } from '@elevar/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { DebouncedSearch } from '../../../../ui/DebouncedSearch.tsx';
import { useStoreTranslation } from '../i18n.ts';

export interface StoreFilterValues {
  search: string;
  departmentId: number | null;
  categoryId: number | null;
  sort: RewardSort;
}

export interface StoreFiltersProps {
  filters: StoreFilterValues;
  lists: Pick<RewardCatalogue, 'departments' | 'categories'> | undefined;
  onChange(changes: Partial<StoreFilterValues>): void;
  onClear(): void;
}

/** The store's search, department and category filters and sort (SPEC §2 Reward store), kept in the URL. */
export function StoreFilters({ filters, lists, onChange, onClear }: StoreFiltersProps) {
  const { t } = useStoreTranslation();
  const idOf = (value: string) => (value === '' ? null : Number(value));
  return (
    <Group component="section" aria-label={t('store.filters')} align="flex-end" gap="sm" wrap="wrap">
      <DebouncedSearch
        label={t('store.search')}
        description={t('store.searchHint')}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <NativeSelect
        label={t('store.department')}
        value={filters.departmentId === null ? '' : String(filters.departmentId)}
        onChange={(event) => onChange({ departmentId: idOf(event.currentTarget.value) })}
        data={[
          { value: '', label: t('store.allDepartments') },
          ...(lists?.departments ?? []).map((d) => ({ value: String(d.id), label: d.name })),
        ]}
      />
      <NativeSelect
        label={t('store.category')}
        value={filters.categoryId === null ? '' : String(filters.categoryId)}
        onChange={(event) => onChange({ categoryId: idOf(event.currentTarget.value) })}
        data={[
          { value: '', label: t('store.allCategories') },
          ...(lists?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <NativeSelect
        label={t('store.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as RewardSort })}
        data={REWARD_SORTS.map((sort) => ({ value: sort, label: t(`store.sorts.${sort}`) }))}
      />
      <Button variant="subtle" onClick={onClear}>
        {t('store.clear')}
      </Button>
    </Group>
  );
}
