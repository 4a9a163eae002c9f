import '@mantine/core/styles/Paper.css';
import { RESULT_KINDS } from '@elevar/domain';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { DebouncedSearch } from '../../../../ui/DebouncedSearch.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';
import { RESULTS_PAGE_SIZE, type RewardResult, useResultOptions, useRewardResults } from './api.ts';
import { useResultFormat } from './format.ts';

interface ListProps {
  results: readonly RewardResult[];
  caption: string;
}

function ResultsTable({ results, caption }: ListProps) {
  const { t } = useRewardsSetupTranslation();
  const format = useResultFormat();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('results.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('results.columns.participant')}</Table.Th>
          <Table.Th scope="col">{t('results.columns.kind')}</Table.Th>
          <Table.Th scope="col">{t('results.columns.points')}</Table.Th>
          <Table.Th scope="col">{t('results.columns.description')}</Table.Th>
          <Table.Th scope="col">{t('results.columns.posted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr key={result.id}>
            <Table.Td>{format.day(result.date)}</Table.Td>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {result.user.name}
              </Text>
              <Text size="sm">{result.user.username}</Text>
            </Table.Th>
            <Table.Td>
              <Text size="sm">{t(`results.kinds.${result.kind}`)}</Text>
              <Text size="sm" c="gray.7">
                {result.campaign.name} · {result.rule.description}
              </Text>
            </Table.Td>
            <Table.Td>{format.number(result.points)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{result.description}</Table.Td>
            <Table.Td>{format.posted(result)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function ResultCards({ results, caption }: ListProps) {
  const { t } = useRewardsSetupTranslation();
  const format = useResultFormat();
  return (
    <CardListSection caption={caption} items={results} itemKey={(result) => result.id}>
      {(result) => (
        <Paper
          withBorder
          p="sm"
          component="article"
          aria-label={`${result.user.name} · ${format.day(result.date)}`}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{result.user.name}</Text>
              <Text size="sm">{t('results.pointsValue', { points: format.number(result.points) })}</Text>
            </Group>
            <Text size="sm">
              {t(`results.kinds.${result.kind}`)} · {format.day(result.date)} · {result.campaign.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {result.description}
            </Text>
            <Text size="xs" c="gray.7">
              {format.posted(result)}
            </Text>
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: /admin/rewards-results (issue 13): the mystery-shopper results and event participations posted to the
 * programme's participants, newest first, filtered by campaign, kind and participant in the URL; a result is entered
 * at /admin/rewards-results/new or imported from CSV at /admin/rewards-results/import. Programme administrators.
 */
export function ResultsPage() {
  const { t } = useRewardsSetupTranslation();
  const isMobile = useIsMobile();
  const location = useLocation();
  const posted = (location.state as { posted?: string } | null)?.posted;
  const { params, update, page, goToPage } = useListParams();
  const search = params.get('search') ?? '';
  const campaignId = positiveInt(params.get('campaign'));
  const kind = RESULT_KINDS.find((k) => k === params.get('kind'));
  const list = useRewardResults({
    page,
    campaign_id: campaignId ?? undefined,
    kind,
    search: search || undefined,
  });
  const options = useResultOptions();
  const List = isMobile ? ResultCards : ResultsTable;
  return (
    <StaffListPage
      title={t('results.title')}
      intro={<Text maw={720}>{t('results.intro')}</Text>}
      actions={
        <Group gap="sm">
          <Button component={Link} to="/admin/rewards-results/new">
            {t('results.new')}
          </Button>
          <Button component={Link} to="/admin/rewards-results/import" variant="default">
            {t('results.import')}
          </Button>
        </Group>
      }
      filters={
        <Group align="flex-end" gap="md" wrap="wrap">
          <DebouncedSearch
            label={t('results.search')}
            value={search}
            onChange={(value) => update({ search: value || null, page: null })}
          />
          <NativeSelect
            label={t('results.campaign')}
            value={campaignId === null ? '' : String(campaignId)}
            onChange={(event) => update({ campaign: event.currentTarget.value || null, page: null })}
            data={[
              { value: '', label: t('results.allCampaigns') },
              ...(options.data?.campaigns ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <NativeSelect
            label={t('results.kind')}
            value={kind ?? ''}
            onChange={(event) => update({ kind: event.currentTarget.value || null, page: null })}
            data={[
              { value: '', label: t('results.allKinds') },
              ...RESULT_KINDS.map((value) => ({ value, label: t(`results.kinds.${value}`) })),
            ]}
          />
        </Group>
      }
      feedback={
        posted && (
          <Alert color="green" variant="light">
            {posted}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('results.empty')}</Text>}
      page={page}
      pageSize={RESULTS_PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => <List results={data.results} caption={t('results.caption', { count: data.count })} />}
    </StaffListPage>
  );
}
