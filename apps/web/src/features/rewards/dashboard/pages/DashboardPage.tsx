import '@mantine/core/styles/Paper.css';
import type { CampaignDashboard } from '@elevar/contract';
import { formatDate, formatDateTime, languageByCode } from '@elevar/domain';
import { Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { useCountryName } from '../../../../i18n/countries.ts';
import { CsvExportButton } from '../../../../ui/CsvExportButton.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { EmptyList, ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useDashboard, useDashboardCsv } from '../api.ts';
import { FigureSection } from '../components/FigureSection.tsx';
import { type RewardsDashboardT, useRewardsDashboardTranslation } from '../i18n.ts';

const FIGURE_KEYS = ['sales', 'units', 'salePoints', 'photos', 'photoPoints'] as const;
const FIGURE_FIELD = {
  sales: 'sales',
  units: 'units',
  salePoints: 'sale_points',
  photos: 'photos',
  photoPoints: 'photo_points',
} as const;
/** The chart's series: the points and the counts of sales; the table has every figure. */
const SERIES_COLOR: Partial<Record<(typeof FIGURE_KEYS)[number], string>> = {
  salePoints: 'blue.6',
  photoPoints: 'teal.6',
};

/** The browser's zone: the backlog's oldest arrival is an instant, read where the administrator is. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const figureColumns = (t: RewardsDashboardT) =>
  FIGURE_KEYS.map((key) => ({
    key: FIGURE_FIELD[key],
    label: t(`figures.${key}`),
    color: SERIES_COLOR[key],
  }));

function Totals({ data }: { data: CampaignDashboard }) {
  const { t, i18n } = useRewardsDashboardTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const totals = [
    ...FIGURE_KEYS.map((key) => ({ label: t(`figures.${key}`), value: data.totals[FIGURE_FIELD[key]] })),
    { label: t('figures.registrations'), value: data.totals.registrations },
  ];
  return (
    <section aria-labelledby="dashboard-totals">
      <Title order={2} size="h4" id="dashboard-totals" mb="sm">
        {t('sections.totals')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} component="dl" m={0}>
        {totals.map((total) => (
          <Paper withBorder p="sm" key={total.label}>
            <Text component="dt" size="sm" c="dimmed">
              {total.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl">
              {number.format(total.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

function Figures({ data }: { data: CampaignDashboard }) {
  const { t, i18n } = useRewardsDashboardTranslation();
  const country = useCountryName();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const day = (value: string) => formatDate(value, languageId, 'UTC');
  const columns = figureColumns(t);
  const backlog = data.backlog;
  return (
    <>
      <FigureSection
        title={t('sections.byCountry')}
        labelKey="country"
        labelTitle={t('columns.country')}
        rows={data.by_country.map((row) => ({ ...row, country: country(row.code) }))}
        columns={columns}
      />
      <FigureSection
        title={t('sections.byStore')}
        labelKey="store"
        labelTitle={t('columns.store')}
        rows={data.by_store.map(({ country_code: _, ...row }) => ({ ...row, store: row.name }))}
        rowKey="store_id"
        columns={columns}
        tableFirst
        note={
          <Text size="sm">{t('storeCount', { shown: data.by_store.length, count: data.store_count })}</Text>
        }
      />
      <FigureSection
        title={t('sections.byWeek')}
        labelKey="week"
        labelTitle={t('columns.week')}
        rows={data.by_week.map((row) => ({ ...row, week: day(row.week_start) }))}
        columns={columns}
      />
      <FigureSection
        title={t('sections.backlog')}
        labelKey="age"
        labelTitle={t('columns.age')}
        rows={backlog.buckets.map((row) => ({ ...row, age: t(`buckets.${row.bucket}`) }))}
        columns={[
          { key: 'sales', label: t('figures.sales'), color: 'orange.6' },
          { key: 'photos', label: t('figures.photos'), color: 'grape.6' },
        ]}
        note={
          <Text size="sm">
            {t('backlogSummary', { sales: backlog.sales, photos: backlog.photos })}{' '}
            {backlog.oldest_at &&
              t('oldest', { date: formatDateTime(backlog.oldest_at, languageId, localZone()) })}
          </Text>
        }
      />
      <FigureSection
        title={t('sections.registrations')}
        kind="line"
        labelKey="week"
        labelTitle={t('columns.week')}
        rows={data.registrations.map((row) => ({ ...row, week: day(row.week_start) }))}
        columns={[
          { key: 'registrations', label: t('columns.registrations'), color: 'indigo.6' },
          { key: 'total', label: t('columns.total'), color: 'cyan.6' },
        ]}
      />
    </>
  );
}

/**
 * Staff: /admin/rewards-campaigns/:id/dashboard (issue 13, operator screens; docs/rewards.md "Dashboard"): a
 * campaign's totals, sales and points by country, store and week, the audit backlog and its age, registrations per
 * week, each chart with its table; the country filter in the URL; the figures as CSV. Programme administrators.
 */
export function DashboardPage() {
  const { t } = useRewardsDashboardTranslation();
  const country = useCountryName();
  const id = positiveInt(useParams().id ?? null) ?? 0;
  const [search, setSearch] = useSearchParams();
  const countryId = positiveInt(search.get('country'));
  const query = useDashboard(id, countryId);
  const csv = useDashboardCsv(id, countryId);
  const back = (
    <Anchor component={Link} to="/admin/rewards-campaigns" size="sm">
      {t('back')}
    </Anchor>
  );
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        {back}
        <Forbidden error={query.error} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListLoader />;
  const data = query.data;
  const title = t('heading', { name: data.campaign.name });
  const empty = data.by_week.length === 0 && data.registrations.length === 0;
  return (
    <Stack gap="xl" maw={1200}>
      <DocumentTitle title={title} />
      <Stack gap="xs">
        {back}
        <Title order={1}>{title}</Title>
        <Text maw={720}>{t('intro')}</Text>
      </Stack>
      <Group align="flex-start" justify="space-between" gap="lg">
        <NativeSelect
          label={t('country.label')}
          value={countryId === null ? '' : String(countryId)}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.currentTarget.value) next.set('country', event.currentTarget.value);
            else next.delete('country');
            setSearch(next, { replace: true });
          }}
          data={[
            { value: '', label: t('country.all') },
            ...data.countries.map((c) => ({ value: String(c.id), label: country(c.code) })),
          ]}
        />
        <CsvExportButton
          download={csv}
          texts={{
            button: t('export.button'),
            hint: t('export.hint'),
            downloading: t('export.downloading'),
            done: (file) => t('export.done', { file }),
            failed: t('export.failed'),
          }}
          fallbackName="dashboard.csv"
        />
      </Group>
      <Totals data={data} />
      {empty ? <EmptyList>{t('empty')}</EmptyList> : <Figures data={data} />}
    </Stack>
  );
}
