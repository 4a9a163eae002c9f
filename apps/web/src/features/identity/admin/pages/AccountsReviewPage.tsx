import { USER_STATUSES, type UserStatus } from '@elevar/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { QueryList } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { PAGE_SIZE, useAccountsForReview } from '../api.ts';
import { AccountCards } from '../components/AccountCards.tsx';
import { AccountFilters } from '../components/AccountFilters.tsx';
import { AccountsTable } from '../components/AccountsTable.tsx';
import { ReviewDialogs } from '../components/ReviewDialogs.tsx';
import { useReviewActions } from '../components/useReviewActions.ts';
import { useAdminTranslation } from '../i18n.ts';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Staff: accounts waiting for approval (SPEC §4 Account), with search, a status filter and pages kept in the URL.
 * Desktop shows a table, mobile one card per account.
 */
export function AccountsReviewPage() {
  const { t } = useAdminTranslation();
  const isMobile = useIsMobile();
  const { params, update } = useListParams();
  const status: UserStatus = USER_STATUSES.find((s) => s === params.get('status')) ?? 'awaiting_approval';
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const list = useAccountsForReview({ status, search, page });
  const review = useReviewActions();

  const title = t('accounts.title');
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
  const caption = data ? t('accounts.count', { count: data.count }) : '';
  const Results = isMobile ? AccountCards : AccountsTable;

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <AccountFilters
        key={search}
        status={status}
        search={search}
        onStatusChange={(next) => update({ status: next === 'awaiting_approval' ? null : next, page: null })}
        onSearch={(next) => update({ search: next, page: null })}
      />
      <div aria-live="polite">
        {review.feedback && (
          <Alert
            color={review.feedback.tone === 'success' ? 'teal' : 'red'}
            variant="light"
            withCloseButton={false}
          >
            {review.feedback.message}
          </Alert>
        )}
      </div>
      <QueryList query={list} empty={<Text>{t('accounts.empty')}</Text>}>
        {(data) => (
          <Results
            accounts={data.results}
            busy={review.busy}
            caption={caption}
            onApprove={(account) => review.ask('approve', account)}
            onReject={(account) => review.ask('reject', account)}
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
      <ReviewDialogs asking={review.asking} onCancel={review.cancel} onDecide={review.decide} />
    </Stack>
  );
}
