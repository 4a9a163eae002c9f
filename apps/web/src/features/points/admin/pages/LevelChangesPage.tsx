import { LEVEL_CHANGE_STATUSES, type LevelChangeStatus } from '@elevar/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { QueryList } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../../identity/index.ts';
import { PAGE_SIZE, useLevelChanges } from '../api.ts';
import { LevelChangeFilters } from '../components/LevelChangeFilters.tsx';
import { LevelChangeCards, LevelChangeTable } from '../components/LevelChangeList.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';

export function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/** What the detail screen hands back after a decision, to announce on the list. */
export interface DecisionFeedback {
  message: string;
}

/**
 * Staff: the selected client's level changes (SPEC §4 Level), pending first, filtered by campaign and status and
 * paged — all kept in the URL like the account review. Each opens to the user's evidence, where the decision is
 * taken. Desktop shows a table, mobile one card per change.
 */
export function LevelChangesPage() {
  const { t } = useLevelChangesTranslation();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const location = useLocation();
  const { params, update } = useListParams();
  const status: LevelChangeStatus =
    LEVEL_CHANGE_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const campaignId = positiveInt(params.get('campaign'));
  const page = positiveInt(params.get('page')) ?? 1;
  const list = useLevelChanges({ status, campaignId, page });
  const feedback = (location.state as { feedback?: DecisionFeedback } | null)?.feedback ?? null;

  const title = t('title');
  if (list.isError && isForbidden(list.error)) {
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        <Title order={1}>{title}</Title>
        <Forbidden error={list.error} />
      </Stack>
    );
  }

  const data = list.data;
  const Results = isMobile ? LevelChangeCards : LevelChangeTable;
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text maw={720}>{t('intro')}</Text>
      <LevelChangeFilters
        campaigns={session.campaigns}
        campaignId={campaignId}
        status={status}
        onCampaignChange={(next) => update({ campaign: next === null ? null : String(next), page: null })}
        onStatusChange={(next) => update({ status: next === 'pending' ? null : next, page: null })}
      />
      <div aria-live="polite">
        {feedback && (
          <Alert color="teal" variant="light">
            {feedback.message}
          </Alert>
        )}
      </div>
      <QueryList query={list} empty={<Text>{t('empty')}</Text>}>
        {(data) => (
          <Results
            changes={data.results}
            caption={t('count', { count: data.count })}
            listSearch={location.search}
          />
        )}
      </QueryList>
      {data && (
        <ListPagination
          page={page}
          count={data.count}
          pageSize={PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}
