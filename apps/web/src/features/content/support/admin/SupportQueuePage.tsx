import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@elevar/domain';
import { NativeSelect, Text } from '@mantine/core';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { useSupportQueue } from '../api.ts';
import { TicketList } from '../components/TicketList.tsx';
import { useSupportTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

/**
 * Staff: /admin/support (docs/content.md), the support team's queue (SPEC §6): the selected client's tickets by
 * state, most recently changed first, paged in the URL; each opens its thread to answer or close it.
 */
export function SupportQueuePage() {
  const { t } = useSupportTranslation();
  const { params, update, page, goToPage } = useListParams();
  const raw = params.get('status') ?? 'open';
  const status = (SUPPORT_TICKET_STATUSES as readonly string[]).includes(raw)
    ? (raw as SupportTicketStatus)
    : undefined;
  const queue = useSupportQueue({ page, page_size: PAGE_SIZE, ...(status ? { status } : {}) });
  return (
    <StaffListPage
      title={t('queue.title')}
      filters={
        <NativeSelect
          label={t('queue.status')}
          data={[
            ...SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            { value: 'all', label: t('queue.all') },
          ]}
          value={status ?? 'all'}
          onChange={(event) => update({ status: event.currentTarget.value, page: null })}
        />
      }
      query={queue}
      empty={<Text>{t('queue.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => <TicketList tickets={data.results} withAuthor />}
    </StaffListPage>
  );
}
