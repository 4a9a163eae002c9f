import '@mantine/core/styles/List.css';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { usePointsTable } from '../api.ts';
import { CampaignViewSelect, useCampaignParam } from '../components/CampaignSelect.tsx';
import { LevelsView, PointsTableView } from '../components/PointsTableView.tsx';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';

/**
 * Route /about-the-program (SPEC §2 programme explanation, §4 Level, §9): how points are earned and expire, the
 * levels with their thresholds, multipliers and benefits in the campaign, how a level is reached, kept or lost,
 * and the points table — all from the data the engine itself uses.
 */
export function AboutProgramPage() {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const [campaignId, setCampaignId] = useCampaignParam();
  const table = usePointsTable(campaignId);
  const data = table.data;
  const title = t('about.title');
  return (
    <Stack gap="xl">
      <DocumentTitle title={title} />
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('about.intro')}</Text>
      </div>
      <section aria-labelledby="about-how">
        <Title order={2} id="about-how" mb="sm">
          {t('about.howTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('about.howEarn')}</List.Item>
          <List.Item>{t('about.howCurrencies')}</List.Item>
          <List.Item>{t('about.howAudit')}</List.Item>
          <List.Item>{t('about.howExpiry')}</List.Item>
        </List>
      </section>
      <CampaignViewSelect campaigns={session.campaigns} value={campaignId} onChange={setCampaignId} />
      {table.isPending ? (
        <ListLoader />
      ) : table.isError ? (
        <ListError error={table.error} onRetry={() => void table.refetch()} />
      ) : data ? (
        <Stack gap="xl" aria-busy={table.isFetching || undefined}>
          <section aria-labelledby="about-levels">
            <Title order={2} id="about-levels" mb="sm">
              {t('about.levelsTitle')}
            </Title>
            <Text mb="sm">
              {t('campaign.period', {
                campaign: data.campaign.name,
                begin: format.date(data.campaign.begin_date),
                end: format.date(data.campaign.end_date),
              })}
            </Text>
            <LevelsView table={data} stacked={isMobile} />
          </section>
          <section aria-labelledby="about-rules">
            <Title order={2} id="about-rules" mb="sm">
              {t('about.rulesTitle')}
            </Title>
            <List spacing="xs">
              <List.Item>{t('about.ruleReach')}</List.Item>
              <List.Item>{t('about.ruleApproval')}</List.Item>
              <List.Item>{t('about.ruleKeep')}</List.Item>
              <List.Item>{t('about.ruleFall')}</List.Item>
            </List>
          </section>
          <section aria-labelledby="about-table">
            <Title order={2} id="about-table" mb="sm">
              {t('table.title')}
            </Title>
            <PointsTableView table={data} stacked={isMobile} />
          </section>
        </Stack>
      ) : null}
      <Group gap="lg">
        <Anchor component={Link} to="/profile/points">
          {t('table.myPointsLink')}
        </Anchor>
        <Anchor component={Link} to="/hotsite">
          {t('table.hotsiteLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
