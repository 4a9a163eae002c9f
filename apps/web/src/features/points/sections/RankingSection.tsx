import '@mantine/core/styles/Card.css';
import type { RankingResponse } from '@elevar/contract';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { showsScore, useRequiredSession } from '../../identity/index.ts';
import { type RankingFilters as Filters, RANKING_PAGE_SIZE, useRanking } from '../api.ts';
import { withPointsTexts } from '../components/PointsTexts.tsx';
import classes from '../components/points.module.css';
import { RankingCards, RankingFilters, RankingTable } from '../components/RankingList.tsx';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import { pageParam, rankingFiltersOf } from '../params.ts';

const PARAM_OF: Record<keyof Filters, string> = {
  campaignId: 'campaign',
  countryId: 'country',
  branchId: 'branch',
};

/**
 * Profile section "ranking" (SPEC §6; the registry offers it only when the client has the ranking): positions by
 * experience in a campaign, by country and store, with the user's own position always in view — marked in the
 * list when it is on the page, and in its own card above the list wherever it is. Scores show only when the
 * client shows them (group_training_use_score).
 */
function Ranking() {
  const { t } = usePointsTranslation();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const { params, update } = useListParams();
  const filters = rankingFiltersOf(params);
  const page = pageParam(params.get('page'));
  const ranking = useRanking(filters, page);
  const format = usePointsFormat();

  const change = (changes: Partial<Filters>) => {
    const next: Record<string, string | null> = { page: null };
    for (const [key, value] of Object.entries(changes) as [keyof Filters, number | null][]) {
      next[PARAM_OF[key]] = value === null ? null : String(value);
    }
    update(next);
  };

  const data = ranking.data;
  const showScore = showsScore(session) && (data?.show_score ?? true);
  const campaign = session.campaigns.find((c) => c.id === (data?.campaign_id ?? filters.campaignId));
  const caption = campaign ? t('ranking.captionCampaign', { campaign: campaign.name }) : t('ranking.caption');
  const Results = isMobile ? RankingCards : RankingTable;
  return (
    <Stack gap="lg">
      <RankingFilters
        filters={filters}
        campaigns={session.campaigns}
        countries={session.countries}
        branches={session.branches}
        onChange={change}
      />
      {data && <MyPosition ranking={data} showScore={showScore} userId={session.user.id} />}
      <Text role="status" aria-live="polite" aria-atomic="true" fw={600}>
        {data ? t('ranking.count', { total: format.number(data.count) }) : ''}
      </Text>
      <QueryList query={ranking} empty={<EmptyList>{t('ranking.empty')}</EmptyList>}>
        {(data) => (
          <div aria-busy={ranking.isFetching || undefined}>
            <Results
              entries={data.results}
              caption={caption}
              showScore={showScore}
              userId={session.user.id}
            />
          </div>
        )}
      </QueryList>
      {data && (
        <ListPagination
          label={t('ranking.pages')}
          page={page}
          count={data.count}
          pageSize={RANKING_PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={ranking.isFetching}
        />
      )}
    </Stack>
  );
}

interface MyPositionProps {
  ranking: RankingResponse;
  showScore: boolean;
  userId: number;
}

function MyPosition({ ranking, showScore, userId }: MyPositionProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const headingId = useId();
  const { me } = ranking;
  const onPage = me !== null && ranking.results.some((entry) => entry.user_id === userId);
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      className={me ? classes.mine : ''}
    >
      <Title order={3} size="h5" id={headingId}>
        {t('ranking.mine')}
      </Title>
      {me ? (
        <>
          <Text className={classes.stat}>{format.position(me.position)}</Text>
          {showScore && me.score !== undefined && (
            <Text size="sm">{t('ranking.scoreValue', { score: format.number(me.score) })}</Text>
          )}
          {!onPage && ranking.results.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('ranking.offPage')}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm">{t('ranking.notRanked')}</Text>
      )}
    </Card>
  );
}

export const RankingSection = withPointsTexts(Ranking);
