import { LEVEL_CHANGE_STATUSES, type LevelChangeStatus } from '@elevar/domain';
import { Alert, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../../identity/index.ts';
import { PAGE_SIZE, useLevelChanges } from '../api.ts';
import { LevelChangeFilters } from '../components/LevelChangeFilters.tsx';
import { LevelChangeCards, LevelChangeTable } from '../components/LevelChangeList.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';

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
  const { params, update, page, goToPage } = useListParams();
  const status: LevelChangeStatus =
    LEVEL_CHANGE_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const campaignId = positiveInt(params.get('campaign'));
  const list = useLevelChanges({ status, campaignId, page });
  const feedback = (location.state as { feedback?: DecisionFeedback } | null)?.feedback ?? null;
  const Results = isMobile ? LevelChangeCards : LevelChangeTable;

  return (
    <StaffListPage
      title={t('title')}
      intro={<Text maw={720}>{t('intro')}</Text>}
      filters={
        <LevelChangeFilters
          campaigns={session.campaigns}
          campaignId={campaignId}
          status={status}
          onCampaignChange={(next) => update({ campaign: next === null ? null : String(next), page: null })}
          onStatusChange={(next) => update({ status: next === 'pending' ? null : next, page: null })}
        />
      }
      feedback={
        feedback && (
          <Alert color="teal" variant="light">
            {feedback.message}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => (
        <Results
          changes={data.results}
          caption={t('count', { count: data.count })}
          listSearch={location.search}
        />
      )}
    </StaffListPage>
  );
}
