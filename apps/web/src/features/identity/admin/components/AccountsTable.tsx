import { formatDocument, formatPhone } from '@elevar/domain';
import { Table, Text } from '@mantine/core';
import { useCountryName } from '../../../../i18n/countries.ts';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import type { ReviewAccount } from '../api.ts';
import { useAdminTranslation } from '../i18n.ts';
import { AccountFields } from './AccountFields.tsx';
import { ReviewButtons, type ReviewButtonsProps } from './ReviewButtons.tsx';
import { useVariantLabel } from './variantLabel.ts';

export interface AccountListProps extends Omit<ReviewButtonsProps, 'account' | 'busy'> {
  accounts: readonly ReviewAccount[];
  busy: ReadonlySet<number>;
  caption: string;
}

/** Desktop: one row per account, every column a reviewer needs to decide. */
export function AccountsTable({ accounts, busy, caption, onApprove, onReject }: AccountListProps) {
  const { t } = useAdminTranslation();
  const variantLabel = useVariantLabel();
  const countryName = useCountryName();
  const none = t('accounts.none');
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('accounts.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.email')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.document')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.phone')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.country')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.variant')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.fields')}</Table.Th>
          <Table.Th scope="col">{t('accounts.columns.createdAt')}</Table.Th>
          <DataTableActionsTh>{t('accounts.columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <Table.Tr key={account.id} aria-busy={busy.has(account.id) || undefined}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {account.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {account.username}
              </Text>
            </Table.Th>
            <Table.Td>{account.email ?? none}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {account.document ? formatDocument(account.document, account.country) : none}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {account.phone_mobile ? formatPhone(account.phone_mobile, account.country) : none}
            </Table.Td>
            <Table.Td>{account.country ? countryName(account.country) : none}</Table.Td>
            <Table.Td>{variantLabel(account.variant)}</Table.Td>
            <Table.Td>
              <AccountFields fields={account.fields} country={account.country} />
            </Table.Td>
            <Table.Td>
              <FormattedDate value={account.created_at} />
            </Table.Td>
            <DataTableActionsTd>
              <ReviewButtons
                account={account}
                busy={busy.has(account.id)}
                onApprove={onApprove}
                onReject={onReject}
              />
            </DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
