import { USER_STATUSES, type UserStatus } from '@elevar/domain';
import { Alert, Text } from '@mantine/core';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { PAGE_SIZE, useAccountsForReview } from '../api.ts';
import { AccountCards } from '../components/AccountCards.tsx';
import { AccountFilters } from '../components/AccountFilters.tsx';
import { AccountsTable } from '../components/AccountsTable.tsx';
import { ReviewDialogs } from '../components/ReviewDialogs.tsx';
import { useReviewActions } from '../components/useReviewActions.ts';
import { useAdminTranslation } from '../i18n.ts';

/**
 * Staff: accounts waiting for approval (SPEC §4 Account), with search, a status filter and pages kept in the URL.
 * Desktop shows a table, mobile one card per account.
 */
export function AccountsReviewPage() {
  const { t } = useAdminTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const status: UserStatus = USER_STATUSES.find((s) => s === params.get('status')) ?? 'awaiting_approval';
  const search = params.get('search') ?? '';
  const list = useAccountsForReview({ status, search, page });
  const review = useReviewActions();

  const Results = isMobile ? AccountCards : AccountsTable;
  return (
    <StaffListPage
      title={t('accounts.title')}
      filters={
        <AccountFilters
          key={search}
          status={status}
          search={search}
          onStatusChange={(next) =>
            update({ status: next === 'awaiting_approval' ? null : next, page: null })
          }
          onSearch={(next) => update({ search: next, page: null })}
        />
      }
      feedback={
        review.feedback && (
          <Alert
            color={review.feedback.tone === 'success' ? 'teal' : 'red'}
            variant="light"
            withCloseButton={false}
          >
            {review.feedback.message}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('accounts.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={<ReviewDialogs asking={review.asking} onCancel={review.cancel} onDecide={review.decide} />}
    >
      {(data) => (
        <Results
          accounts={data.results}
          busy={review.busy}
          caption={t('accounts.count', { count: data.count })}
          onApprove={(account) => review.ask('approve', account)}
          onReject={(account) => review.ask('reject', account)}
        />
      )}
    </StaffListPage>
  );
}
