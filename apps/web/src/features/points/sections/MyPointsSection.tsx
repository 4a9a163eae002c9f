import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { MyLevelStatus, PointsBalance } from '@elevar/contract';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { mayUse, useRequiredSession } from '../../identity/index.ts';
import { useMyLevel, usePointsBalance } from '../api.ts';
import { CampaignViewSelect, useCampaignParam } from '../components/CampaignSelect.tsx';
import { LevelProgress } from '../components/LevelProgress.tsx';
import { withPointsTexts } from '../components/PointsTexts.tsx';
import classes from '../components/points.module.css';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';

/**
 * Profile section "my points" (SPEC §3 Profile programme fields, §4 Level): available and experience points in a
 * campaign (the session's reward campaign unless another is picked), the level there with its multiplier, the
 * next threshold and what keeps the level; a campaign picker when the user holds points in several.
 */
function MyPoints() {
  const { t } = usePointsTranslation();
  // the points table and the programme explanation are the points-table module's screens
  const hasPointsTable = mayUse(useRequiredSession(), 'points_table');
  const [asked, setCampaign] = useCampaignParam();
  const balance = usePointsBalance(asked);
  const campaignId = balance.data?.campaign_id ?? null;
  const level = useMyLevel(campaignId, campaignId !== null);

  if (balance.isPending) return <ListLoader />;
  if (balance.isError) return <ListError error={balance.error} onRetry={() => void balance.refetch()} />;
  const data = balance.data;
  const campaigns = data.balances.flatMap((b) =>
    b.campaign_id === null ? [] : [{ id: b.campaign_id, name: b.campaign_name ?? String(b.campaign_id) }],
  );
  const statementLink =
    campaignId === null ? '/profile/statement' : `/profile/statement?campaign=${campaignId}`;

  return (
    <Stack gap="xl">
      <CampaignViewSelect campaigns={campaigns} value={campaignId} onChange={setCampaign} />
      <Balances balance={data} />
      {campaignId !== null &&
        (level.isPending ? (
          <ListLoader />
        ) : level.isError ? (
          <ListError error={level.error} onRetry={() => void level.refetch()} />
        ) : (
          <LevelStanding status={level.data} />
        ))}
      <Group gap="lg">
        <Anchor component={Link} to={statementLink}>
          {t('myPoints.statementLink')}
        </Anchor>
        {hasPointsTable && (
          <>
            <Anchor component={Link} to="/points-table">
              {t('myPoints.tableLink')}
            </Anchor>
            <Anchor component={Link} to="/about-the-program">
              {t('myPoints.aboutLink')}
            </Anchor>
          </>
        )}
      </Group>
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {label}
      </Text>
      <Text className={classes.stat}>{value}</Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Balances({ balance }: { balance: PointsBalance }) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const campaign = balance.balances.find((b) => b.campaign_id === balance.campaign_id);
  return (
    <Stack gap="sm">
      <Text>
        {balance.campaign_id === null
          ? t('myPoints.outsideCampaigns')
          : t('myPoints.inCampaign', { campaign: campaign?.campaign_name ?? '' })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Stat
          label={t('myPoints.available')}
          value={format.number(balance.available)}
          hint={
            balance.valid_until
              ? t('common.validUntil', { date: format.date(balance.valid_until) })
              : undefined
          }
        />
        <Stat label={t('myPoints.experience')} value={format.number(balance.experience)} />
      </SimpleGrid>
      {balance.balances.length === 0 && <Text c="dimmed">{t('myPoints.none')}</Text>}
    </Stack>
  );
}

function LevelStanding({ status }: { status: MyLevelStatus }) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {t('myPoints.levelTitle')}
      </Title>
      <Stack gap="sm">
        <Text>
          {t('myPoints.level', {
            level: format.level(status.level),
            multiplier: format.multiplier(status.multiplier),
          })}
        </Text>
        <LevelProgress status={status} format={format} />
        {status.keep_minimum !== null && status.keep_minimum > 0 && (
          <Text size="sm">
            {t('myPoints.keep', {
              level: format.level(status.level),
              points: format.number(status.keep_minimum),
            })}
          </Text>
        )}
        {status.pending_change && (
          <Alert variant="light" color="blue" title={t('myPoints.pendingTitle')}>
            {t('myPoints.pending', { level: format.level(status.pending_change.to_level) })}
          </Alert>
        )}
      </Stack>
    </section>
  );
}

export const MyPointsSection = withPointsTexts(MyPoints);
