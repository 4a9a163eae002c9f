import '@mantine/core/styles/Paper.css';
import type { SetupCampaignSummary } from '@elevar/contract';
import { formatDate, languageByCode } from '@elevar/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { useCountryName } from '../../../../i18n/countries.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { SETUP_PAGE_SIZE, useSetupCampaigns } from '../api.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';

const PHASE_COLOR = { upcoming: 'blue', active: 'teal', previous: 'gray' } as const;

type Campaigns = readonly SetupCampaignSummary[];

function Phase({ campaign }: { campaign: SetupCampaignSummary }) {
  const { t } = useRewardsSetupTranslation();
  return (
    <Badge color={PHASE_COLOR[campaign.phase]} variant="light">
      {t(`list.phases.${campaign.phase}`)}
    </Badge>
  );
}

/** A campaign's days in the SPEC §9 order of the interface language (calendar days, read in each store's zone). */
function Days({ campaign }: { campaign: SetupCampaignSummary }) {
  const { t, i18n } = useRewardsSetupTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const day = (value: string) => formatDate(value, languageId, 'UTC');
  return <>{t('list.days', { begin: day(campaign.begin_date), end: day(campaign.end_date) })}</>;
}

const editPath = (campaign: SetupCampaignSummary) => `/admin/rewards-campaigns/${campaign.id}`;
const dashboardPath = (campaign: SetupCampaignSummary) => `${editPath(campaign)}/dashboard`;

/** The link to a campaign's dashboard (its figures and charts). */
function DashboardLink({ campaign }: { campaign: SetupCampaignSummary }) {
  const { t } = useRewardsSetupTranslation();
  return (
    <Anchor component={Link} to={dashboardPath(campaign)} size="sm">
      {t('list.dashboard')}
    </Anchor>
  );
}

function CampaignsTable({ campaigns, caption }: { campaigns: Campaigns; caption: string }) {
  const { t } = useRewardsSetupTranslation();
  const country = useCountryName();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.days')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.phase')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.countries')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.stores')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.products')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.photoTypes')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.dashboard')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {campaigns.map((campaign) => (
          <Table.Tr key={campaign.id}>
            <Table.Th scope="row">
              <Anchor component={Link} to={editPath(campaign)}>
                {campaign.name}
              </Anchor>
            </Table.Th>
            <Table.Td>
              <Days campaign={campaign} />
            </Table.Td>
            <Table.Td>
              <Phase campaign={campaign} />
            </Table.Td>
            <Table.Td>{campaign.countries.map(country).join(', ')}</Table.Td>
            <Table.Td>{campaign.stores}</Table.Td>
            <Table.Td>{campaign.products}</Table.Td>
            <Table.Td>{campaign.photo_types}</Table.Td>
            <Table.Td>
              <DashboardLink campaign={campaign} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function CampaignCards({ campaigns, caption }: { campaigns: Campaigns; caption: string }) {
  const { t } = useRewardsSetupTranslation();
  const country = useCountryName();
  return (
    <CardListSection caption={caption} items={campaigns} itemKey={(campaign) => campaign.id}>
      {(campaign) => (
        <Paper withBorder p="sm" component="article" aria-label={campaign.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={editPath(campaign)} fw={700}>
                {campaign.name}
              </Anchor>
              <Phase campaign={campaign} />
            </Group>
            <Text size="sm">
              <Days campaign={campaign} />
            </Text>
            <Text size="sm">{campaign.countries.map(country).join(', ')}</Text>
            <Text size="sm">
              {t('list.summary', {
                stores: campaign.stores,
                products: campaign.products,
                photoTypes: campaign.photo_types,
              })}
            </Text>
            <DashboardLink campaign={campaign} />
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: /admin/rewards-campaigns (issue 13, operator screens): the client's reward campaigns, newest first, each
 * opening its set-up; a new campaign and the stores' CSV import from here. Programme administrators only.
 */
export function CampaignsAdminPage() {
  const { t } = useRewardsSetupTranslation();
  const isMobile = useIsMobile();
  const { page, goToPage } = useListParams();
  const campaigns = useSetupCampaigns(page);
  return (
    <StaffListPage
      title={t('list.title')}
      intro={<Text maw={720}>{t('list.intro')}</Text>}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/admin/rewards-campaigns/new">
            {t('list.new')}
          </Button>
          <Button component={Link} to="/admin/rewards-campaigns/stores-import" variant="default">
            {t('list.importStores')}
          </Button>
          <Button component={Link} to="/admin/rewards-chains" variant="default">
            {t('list.chains')}
          </Button>
          <Button component={Link} to="/admin/rewards-agencies" variant="default">
            {t('list.agencies')}
          </Button>
        </Group>
      }
      query={campaigns}
      empty={<Text>{t('list.empty')}</Text>}
      page={page}
      pageSize={SETUP_PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) =>
        isMobile ? (
          <CampaignCards campaigns={data.results} caption={t('list.count', { count: data.count })} />
        ) : (
          <CampaignsTable campaigns={data.results} caption={t('list.count', { count: data.count })} />
        )
      }
    </StaffListPage>
  );
}
