import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { usePointsTable } from '../api.ts';
import { CampaignViewSelect, useCampaignParam } from '../components/CampaignSelect.tsx';
import { PointsTableView } from '../components/PointsTableView.tsx';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';

/** Route /points-table (SPEC §2): what each action earns in the current campaign (or one picked) at each level. */
export function PointsTablePage() {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const [campaignId, setCampaignId] = useCampaignParam();
  const table = usePointsTable(campaignId);
  const data = table.data;
  const title = t('table.title');
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('table.intro')}</Text>
      <CampaignViewSelect campaigns={session.campaigns} value={campaignId} onChange={setCampaignId} />
      {table.isPending ? (
        <ListLoader />
      ) : table.isError ? (
        <ListError error={table.error} onRetry={() => void table.refetch()} />
      ) : data ? (
        <Stack gap="md" aria-busy={table.isFetching || undefined}>
          <Text fw={600}>
            {t('campaign.period', {
              campaign: data.campaign.name,
              begin: format.date(data.campaign.begin_date),
              end: format.date(data.campaign.end_date),
            })}
          </Text>
          <Text>{t('table.myLevel', { level: format.level(data.my_level) })}</Text>
          <PointsTableView table={data} stacked={isMobile} />
        </Stack>
      ) : null}
      <Group gap="lg">
        <Anchor component={Link} to="/about-the-program">
          {t('myPoints.aboutLink')}
        </Anchor>
        <Anchor component={Link} to="/profile/points">
          {t('table.myPointsLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
