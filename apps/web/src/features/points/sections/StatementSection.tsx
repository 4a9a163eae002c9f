import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { type StatementFilters as Filters, STATEMENT_PAGE_SIZE, useStatement } from '../api.ts';
import { ExportCsvButton } from '../components/ExportCsvButton.tsx';
import { withPointsTexts } from '../components/PointsTexts.tsx';
import { StatementFilters } from '../components/StatementFilters.tsx';
import { StatementCards, StatementTable } from '../components/StatementList.tsx';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import { hasStatementFilter, isInvertedRange, pageParam, statementFiltersOf } from '../params.ts';

const PARAM_OF: Record<keyof Filters, string> = {
  campaignId: 'campaign',
  kind: 'kind',
  status: 'status',
  from: 'from',
  to: 'to',
};

/**
 * Profile section "statement" (SPEC §2, issue 4): every ledger entry with date, kind, reason, campaign, multiplier,
 * amount and status, filtered and paged through the URL, and exported as CSV with the same filters.
 */
function Statement() {
  const { t } = usePointsTranslation();
  const { t: shell } = useTranslation();
  const isMobile = useIsMobile();
  const format = usePointsFormat();
  const session = useRequiredSession();
  const { params, update } = useListParams();
  const filters = statementFiltersOf(params);
  const page = pageParam(params.get('page'));
  const inverted = isInvertedRange(filters);
  const list = useStatement(filters, page, !inverted);

  const change = (changes: Partial<Filters>) => {
    const next: Record<string, string | null> = { page: null };
    for (const [key, value] of Object.entries(changes) as [keyof Filters, Filters[keyof Filters]][]) {
      next[PARAM_OF[key]] = value === null ? null : String(value);
    }
    update(next);
  };
  const clear = () => update({ campaign: null, kind: null, status: null, from: null, to: null, page: null });

  const data = list.data;
  const count = data ? t('statement.count', { total: format.number(data.count) }) : '';
  const Results = isMobile ? StatementCards : StatementTable;
  return (
    <Stack gap="lg">
      <Text>{t('statement.intro')}</Text>
      <StatementFilters filters={filters} campaigns={session.campaigns} onChange={change} onClear={clear} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Text role="status" aria-live="polite" aria-atomic="true" fw={600}>
          {inverted ? '' : list.isFetching && !data ? shell('common.loading') : count}
        </Text>
        <ExportCsvButton filters={filters} disabled={inverted || data?.count === 0} />
      </Group>
      {inverted ? null : (
        <QueryList
          query={list}
          empty={
            <EmptyList>
              {hasStatementFilter(filters) ? t('statement.emptyFiltered') : t('statement.empty')}
            </EmptyList>
          }
        >
          {(data) => (
            <div aria-busy={list.isFetching || undefined}>
              <Results entries={data.results} caption={t('statement.caption')} />
            </div>
          )}
        </QueryList>
      )}
      {data && !inverted && (
        <ListPagination
          label={t('statement.pages')}
          page={page}
          count={data.count}
          pageSize={STATEMENT_PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}

export const StatementSection = withPointsTexts(Statement);
