import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { EVIDENCE_PAGE_SIZE, type LevelDecision, useDecideLevelChange, useLevelChange } from '../api.ts';
import { DecisionDialogs } from '../components/DecisionDialogs.tsx';
import { EvidenceList, EvidenceTotals } from '../components/Evidence.tsx';
import { LevelChangeSummary } from '../components/LevelChangeSummary.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';
import type { DecisionFeedback } from './LevelChangesPage.tsx';

const LIST_PATH = '/admin/level-changes';

/**
 * Staff: one level change with the evidence the administrator audits (SPEC §4: "approves or rejects after
 * auditing invoices") — the summary, the campaign totals by kind and audit state, and the entries with their
 * source references, paged. A pending change is approved or rejected here, after a confirmation; then the list
 * (with its filters) comes back, refetched, and announces the outcome. Errors stay here, in the user's language.
 */
export function LevelChangePage() {
  const { t } = useLevelChangesTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const id = positiveInt(useParams().id ?? null) ?? 0;
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const detail = useLevelChange(id, page);
  const decide = useDecideLevelChange();
  const [asking, setAsking] = useState<LevelDecision | null>(null);
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const back = `${LIST_PATH}${listSearch}`;

  const change = detail.data;
  const title = change ? t('detail.title', { name: change.user.full_name }) : t('title');
  const backLink = (
    <Anchor component={Link} to={back} size="sm">
      <span aria-hidden="true">‹ </span>
      {t('detail.back')}
    </Anchor>
  );

  if (detail.isPending || detail.isError || !change) {
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        {backLink}
        <Title order={1}>{title}</Title>
        {detail.isPending ? (
          <ListLoader />
        ) : isForbidden(detail.error) ? (
          <Forbidden error={detail.error} />
        ) : (
          <ListError error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }

  const handleDecide = (decision: LevelDecision, note: string) => {
    decide.mutate(
      { change, decision, note, acknowledgeUnderAudit: decision === 'approve' && change.under_audit > 0 },
      {
        onSuccess: () => {
          const name = change.user.full_name;
          const feedback: DecisionFeedback = {
            message: t(decision === 'approve' ? 'approved' : 'rejected', { name }),
          };
          void navigate(back, { state: { feedback } });
        },
        onError: () => setAsking(null),
      },
    );
  };

  const pending = change.status === 'pending';
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      {backLink}
      <Title order={1}>{title}</Title>
      <LevelChangeSummary change={change} />
      {pending && (
        <section aria-labelledby="level-change-decision">
          <Title order={2} size="h4" id="level-change-decision" mb="sm">
            {t('detail.decision')}
          </Title>
          {decide.isError && <ErrorAlert error={decide.error} />}
          <Group gap="sm" mt={decide.isError ? 'sm' : 0}>
            <Button
              color="teal.9"
              onClick={() => setAsking('approve')}
              disabled={decide.isPending}
              aria-label={t('approveLabel', { name: change.user.full_name })}
            >
              {t('approve')}
            </Button>
            <Button
              variant="default"
              onClick={() => setAsking('reject')}
              disabled={decide.isPending}
              aria-label={t('rejectLabel', { name: change.user.full_name })}
            >
              {t('reject')}
            </Button>
          </Group>
        </section>
      )}
      {!pending && decide.isError && <ErrorAlert error={decide.error} />}
      <section aria-labelledby="level-change-totals">
        <Title order={2} size="h4" id="level-change-totals" mb="sm">
          {t('detail.totals')}
        </Title>
        <EvidenceTotals totals={change.totals} compact={isMobile} />
      </section>
      <section aria-labelledby="level-change-evidence">
        <Title order={2} size="h4" id="level-change-evidence" mb="sm">
          {t('detail.evidence')}
        </Title>
        {change.evidence.results.length === 0 ? (
          <Text>{t('detail.noEvidence')}</Text>
        ) : (
          <EvidenceList
            entries={change.evidence.results}
            caption={t('detail.evidenceCaption', { count: change.evidence.count })}
            compact={isMobile}
          />
        )}
        <ListPagination
          page={page}
          count={change.evidence.count}
          pageSize={EVIDENCE_PAGE_SIZE}
          // the evidence page is this screen's only parameter; the state keeps the way back to the list
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) }, { state: location.state })}
          disabled={detail.isFetching}
        />
      </section>
      <DecisionDialogs
        change={change}
        underAudit={change.under_audit}
        asking={asking}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onDecide={handleDecide}
      />
    </Stack>
  );
}
