import '@mantine/core/styles/Paper.css';
import type { StaffPointsTransfer } from '@elevar/contract';
import { TRANSFER_STATUSES, type TransferStatus } from '@elevar/domain';
import { NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { STAFF_TRANSFERS_PAGE_SIZE, useStaffTransfers } from '../api.ts';

const isStatus = (value: string | null): value is TransferStatus =>
  value !== null && (TRANSFER_STATUSES as readonly string[]).includes(value);

/** How long a transfer has waited, in the largest whole unit (minutes, hours or days) in the interface language. */
function useAge() {
  const { t, i18n } = useTranslation('rewardTransfer');
  const format = new Intl.NumberFormat(i18n.language);
  return (seconds: number) => {
    if (seconds < 3600) return t('staff.ageMinutes', { count: format.format(Math.floor(seconds / 60)) });
    if (seconds < 86_400) return t('staff.ageHours', { count: format.format(Math.floor(seconds / 3600)) });
    return t('staff.ageDays', { count: format.format(Math.floor(seconds / 86_400)) });
  };
}

function TransferFacts({ transfer }: { transfer: StaffPointsTransfer }) {
  const { t } = useTranslation('rewardTransfer');
  return (
    <Text size="xs" c="gray.7">
      {t('staff.attempts', { count: transfer.attempts })}
      {transfer.last_error ? ` · ${transfer.last_error}` : ''}
    </Text>
  );
}

function TransfersTable({
  transfers,
  caption,
}: {
  transfers: readonly StaffPointsTransfer[];
  caption: string;
}) {
  const { t, i18n } = useTranslation('rewardTransfer');
  const numbers = new Intl.NumberFormat(i18n.language);
  const age = useAge();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('staff.columns.transfer')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.user')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.document')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.points')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.recorded')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.age')}</Table.Th>
          <Table.Th scope="col">{t('staff.columns.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transfers.map((transfer) => (
          <Table.Tr key={transfer.id}>
            <Table.Th scope="row">#{transfer.id}</Table.Th>
            <Table.Td>
              {transfer.user.name}
              <Text size="xs" c="gray.7">
                {transfer.user.username}
              </Text>
            </Table.Td>
            <Table.Td>{transfer.document}</Table.Td>
            <Table.Td>{numbers.format(transfer.points)}</Table.Td>
            <Table.Td>
              <FormattedDate value={transfer.created_at} />
            </Table.Td>
            <Table.Td>{age(transfer.age_seconds)}</Table.Td>
            <Table.Td>
              {t(`transfer.statuses.${transfer.status}`)}
              <TransferFacts transfer={transfer} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function TransferCards({
  transfers,
  caption,
}: {
  transfers: readonly StaffPointsTransfer[];
  caption: string;
}) {
  const { t, i18n } = useTranslation('rewardTransfer');
  const numbers = new Intl.NumberFormat(i18n.language);
  const age = useAge();
  return (
    <CardListSection caption={caption} items={transfers} itemKey={(transfer) => transfer.id}>
      {(transfer) => (
        <Paper withBorder p="sm" component="article" aria-label={`#${transfer.id} · ${transfer.user.name}`}>
          <Stack gap={4}>
            <Text fw={700}>
              #{transfer.id} · {transfer.user.name}
            </Text>
            <Text size="sm">
              {t('transfer.points', { points: numbers.format(transfer.points) })} · CPF {transfer.document}
            </Text>
            <Text size="sm">
              {t(`transfer.statuses.${transfer.status}`)} · {age(transfer.age_seconds)}
            </Text>
            <TransferFacts transfer={transfer} />
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: the client's points transfers to the partner programme by status (pending by default, in the URL), oldest
 * first, with the sender, points, how long each has waited and the partner calls tried: a pending one the settling
 * job has not settled for long is the one to look at. Programme administrators and superusers find it in the menu.
 */
export function TransfersAdminPage() {
  const { t } = useTranslation('rewardTransfer');
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : 'pending';
  const list = useStaffTransfers(status, page);
  return (
    <StaffListPage
      title={t('staff.title')}
      intro={<Text maw={720}>{t('staff.intro')}</Text>}
      filters={
        <NativeSelect
          label={t('staff.status')}
          maw={280}
          value={status}
          onChange={(event) => update({ status: event.currentTarget.value, page: null })}
          data={TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`transfer.statuses.${s}`) }))}
        />
      }
      query={list}
      empty={<Text>{t('staff.empty')}</Text>}
      page={page}
      pageSize={STAFF_TRANSFERS_PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => {
        const caption = t('staff.count', { count: data.count });
        return isMobile ? (
          <TransferCards transfers={data.results} caption={caption} />
        ) : (
          <TransfersTable transfers={data.results} caption={caption} />
        );
      }}
    </StaffListPage>
  );
}
