import { POINT_KINDS, POINT_STATUSES } from '@elevar/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { DateInput } from '../../../ui/DateInput.tsx';
import type { StatementFilters as Filters } from '../api.ts';
import { usePointsTranslation } from '../i18n.ts';
import { dayParam, isInvertedRange, kindParam, statusParam } from '../params.ts';
import { type CampaignOption, CampaignSelect } from './CampaignSelect.tsx';

export interface StatementFiltersProps {
  filters: Filters;
  campaigns: readonly CampaignOption[];
  onChange(changes: Partial<Filters>): void;
  onClear(): void;
}

/** Campaign, kind, status and a date range; each applies as soon as it changes (the URL keeps them). */
export function StatementFilters({ filters, campaigns, onChange, onClear }: StatementFiltersProps) {
  const { t } = usePointsTranslation();
  const inverted = isInvertedRange(filters);
  const active = Object.values(filters).some((value) => value !== null);
  // a date applies once typed whole, or emptied; the field itself says when its text is not a date
  const typedDay = (value: string): { day: string | null } | null =>
    value === '' ? { day: null } : dayParam(value) ? { day: value } : null;
  return (
    <form aria-label={t('statement.filters')} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <CampaignSelect
          campaigns={campaigns}
          value={filters.campaignId}
          onChange={(campaignId) => onChange({ campaignId })}
          emptyLabel={t('campaign.all')}
        />
        <NativeSelect
          label={t('statement.kind')}
          value={filters.kind ?? ''}
          onChange={(event) => onChange({ kind: kindParam(event.currentTarget.value) })}
          data={[
            { value: '', label: t('statement.allKinds') },
            ...POINT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ]}
        />
        <NativeSelect
          label={t('statement.status')}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: statusParam(event.currentTarget.value) })}
          data={[
            { value: '', label: t('statement.allStatuses') },
            ...POINT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
        <DateInput
          label={t('statement.from')}
          value={filters.from ?? ''}
          onChange={(value) => {
            const typed = typedDay(value);
            if (typed) onChange({ from: typed.day });
          }}
        />
        <DateInput
          label={t('statement.to')}
          value={filters.to ?? ''}
          error={inverted ? t('statement.invertedRange') : undefined}
          onChange={(value) => {
            const typed = typedDay(value);
            if (typed) onChange({ to: typed.day });
          }}
        />
        {active && (
          <Button variant="subtle" onClick={onClear} mt={{ base: 0, sm: 25 }}>
            {t('statement.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
