import type { LearningFilters } from '@elevar/contract';
import { ENROLMENT_RULES, PROGRESS_FILTERS } from '@elevar/domain';
import { Checkbox, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DebouncedSearch } from '../../../ui/DebouncedSearch.tsx';
import { type LearningT, useLearningTranslation } from '../i18n.ts';
import {
  COURSE_STATUSES,
  type CatalogueFilters as Filters,
  ID_LIST_FILTERS,
  type IdListFilter,
} from '../params.ts';

export interface CatalogueFiltersProps {
  filters: Filters;
  lists: LearningFilters | undefined;
  onChange(changes: Partial<Filters>): void;
}

function IdChips({
  name,
  options,
  selected,
  onChange,
  t,
}: {
  name: IdListFilter;
  options: { id: number; name: string }[];
  selected: number[];
  onChange(ids: number[]): void;
  t: LearningT;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {t(`filters.${name}`)}
      </Text>
      <Chip.Group multiple value={selected.map(String)} onChange={(values) => onChange(values.map(Number))}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option.id} value={String(option.id)} size="xs">
              {option.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}

/** The catalogue's filters (SPEC §3 list filters); each change goes to the URL, which the list reads. */
export function CatalogueFilters({ filters, lists, onChange }: CatalogueFiltersProps) {
  const { t } = useLearningTranslation();
  const all = { value: '', label: t('filters.all') };
  return (
    <Stack gap="sm">
      <DebouncedSearch
        label={t('filters.search')}
        description={t('filters.searchHint')}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('filters.progress')}
          value={filters.progress ?? ''}
          onChange={(event) =>
            onChange({ progress: (event.currentTarget.value || null) as Filters['progress'] })
          }
          data={[
            all,
            ...PROGRESS_FILTERS.map((value) => ({ value, label: t(`filters.progressValues.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('filters.status')}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.currentTarget.value || null) as Filters['status'] })}
          data={[all, ...COURSE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
        />
        <NativeSelect
          label={t('filters.subscription')}
          value={filters.subscription ?? ''}
          onChange={(event) =>
            onChange({ subscription: (event.currentTarget.value || null) as Filters['subscription'] })
          }
          data={[
            all,
            ...ENROLMENT_RULES.map((value) => ({ value, label: t(`filters.subscriptionValues.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('filters.online')}
          value={filters.online === null ? '' : String(filters.online)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ online: value === '' ? null : value === 'true' });
          }}
          data={[
            all,
            { value: 'true', label: t('filters.onlineValues.true') },
            { value: 'false', label: t('filters.onlineValues.false') },
          ]}
        />
        <Checkbox
          label={t('filters.favourite')}
          checked={filters.favourite}
          onChange={(event) => onChange({ favourite: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      {ID_LIST_FILTERS.map((name) => (
        <IdChips
          key={name}
          name={name}
          options={lists?.[name] ?? []}
          selected={filters[name]}
          onChange={(ids) => onChange({ [name]: ids })}
          t={t}
        />
      ))}
    </Stack>
  );
}
