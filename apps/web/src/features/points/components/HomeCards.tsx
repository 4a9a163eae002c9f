import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/EmptyState.css';
import type { Session } from '@elevar/contract';
import { isProgrammeLevel } from '@elevar/domain';
import { Anchor, Card, EmptyState, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoader } from '../../../ui/ListState.tsx';
import { useMyLevel, usePointsBalance, useRanking } from '../api.ts';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import { LevelProgress } from './LevelProgress.tsx';
import classes from './points.module.css';

function HomeCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The rewards programme's home card: the running reward campaign with its dates, then the user's available points
 * in it (valid until its last day), their level and the way to the next one.
 */
export function RewardsCard({ session }: { session: Session }) {
  const campaign = session.reward_campaign;
  if (!campaign) return null;
  return <RewardsCampaignCard campaign={campaign} />;
}

function RewardsCampaignCard({ campaign }: { campaign: NonNullable<Session['reward_campaign']> }) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const balance = usePointsBalance();
  const level = useMyLevel(campaign.id);
  return (
    <HomeCard id="home-rewards" title={campaign.name}>
      <Text size="sm" mt={4}>
        {t('home.campaignDates', {
          begin: format.date(campaign.begin_date),
          end: format.date(campaign.end_date),
        })}
      </Text>
      {balance.isPending ? (
        <ListLoader />
      ) : balance.isError ? (
        <Unavailable />
      ) : (
        <Stack gap={4} mt="md">
          <Text className={classes.stat}>
            {t('home.available', { points: format.number(balance.data.available) })}
          </Text>
          {balance.data.valid_until && (
            <Text size="sm">{t('common.validUntil', { date: format.date(balance.data.valid_until) })}</Text>
          )}
        </Stack>
      )}
      {level.isPending ? (
        <ListLoader />
      ) : level.isError ? (
        <Unavailable />
      ) : (
        <Stack gap="xs" mt="md">
          <Text fw={600}>
            {t('myPoints.level', {
              level: format.level(level.data.level),
              multiplier: format.multiplier(level.data.multiplier),
            })}
          </Text>
          <LevelProgress status={level.data} format={format} />
        </Stack>
      )}
      <Anchor component={Link} to="/profile/points" size="sm" mt="sm" display="inline-block">
        {t('home.pointsLink')}
      </Anchor>
    </HomeCard>
  );
}

/** The home's "no points yet" state (the shell's texts). */
function NoPoints({ description }: { description: string }) {
  const { t } = useTranslation();
  return <EmptyState title={t('home.noPointsTitle')} description={description} size="sm" mt="sm" />;
}

function Unavailable() {
  const { t } = usePointsTranslation();
  return (
    <Text size="sm" mt="sm">
      {t('home.unavailable')}
    </Text>
  );
}

/** Home card "your score": available and experience points in the current campaign, and the level. */
export function ScoreCard() {
  const { t: shell } = useTranslation();
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const balance = usePointsBalance();
  const title = shell('home.scoreTitle');
  if (balance.isPending)
    return (
      <HomeCard id="home-score" title={title}>
        <ListLoader />
      </HomeCard>
    );
  if (balance.isError)
    return (
      <HomeCard id="home-score" title={title}>
        <Unavailable />
      </HomeCard>
    );
  const data = balance.data;
  const empty = data.available === 0 && data.experience === 0 && data.balances.length === 0;
  return (
    <HomeCard id="home-score" title={title}>
      {empty ? (
        <NoPoints description={shell('home.noPointsScore')} />
      ) : (
        <>
          <Text className={classes.stat} mt="sm">
            {t('home.available', { points: format.number(data.available) })}
          </Text>
          <Text size="sm">{t('home.experience', { points: format.number(data.experience) })}</Text>
          {data.level && (
            <Text size="sm">
              {t('home.level', {
                level: isProgrammeLevel(data.level) ? format.level(data.level) : data.level,
              })}
            </Text>
          )}
          <Anchor component={Link} to="/profile/points" size="sm" mt="xs" display="inline-block">
            {t('home.pointsLink')}
          </Anchor>
        </>
      )}
    </HomeCard>
  );
}

/** Home card "ranking": the user's position in the current campaign's ranking (the client's whole ranking). */
export function RankingCard() {
  const { t: shell } = useTranslation();
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const ranking = useRanking({ campaignId: null, countryId: null, branchId: null }, 1, 1);
  const title = shell('home.rankingTitle');
  if (ranking.isPending)
    return (
      <HomeCard id="home-ranking" title={title}>
        <ListLoader />
      </HomeCard>
    );
  if (ranking.isError)
    return (
      <HomeCard id="home-ranking" title={title}>
        <Unavailable />
      </HomeCard>
    );
  const data = ranking.data;
  return (
    <HomeCard id="home-ranking" title={title}>
      {data.me === null ? (
        <NoPoints description={shell('home.noPointsRanking')} />
      ) : (
        <>
          <Text className={classes.stat} mt="sm">
            {format.position(data.me.position)}
          </Text>
          <Text size="sm">{t('home.rankOf', { total: format.number(data.count) })}</Text>
          {data.show_score && data.me.score !== undefined && (
            <Text size="sm">{t('ranking.scoreValue', { score: format.number(data.me.score) })}</Text>
          )}
          <Anchor component={Link} to="/profile/ranking" size="sm" mt="xs" display="inline-block">
            {t('home.rankingLink')}
          </Anchor>
        </>
      )}
    </HomeCard>
  );
}
