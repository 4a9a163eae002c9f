import '@mantine/core/styles/Paper.css';
import type { SetupChain } from '@elevar/contract';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';
import { useChains } from './api.ts';
import { ItemStatus, useListEditing } from './ListEditing.tsx';

/**
 * Staff: /admin/rewards-chains (issue 13, operator screens): the client's retail chains by name, each named in the
 * four languages, renamed, (de)activated, or deleted while no store or sale names it. Programme administrators.
 */
export function ChainsPage() {
  const { t } = useRewardsSetupTranslation();
  const isMobile = useIsMobile();
  const { page, goToPage } = useListParams();
  const chains = useChains(page);
  const editing = useListEditing();
  const renameTitle = (chain: SetupChain) => t('lists.chains.renameTitle', { name: chain.name });
  return (
    <StaffListPage {...editing.frame('chains')} query={chains} page={page} onPageChange={goToPage}>
      {(data) =>
        isMobile ? (
          <CardListSection
            caption={t('lists.chains.count', { count: data.count })}
            items={data.results}
            itemKey={(chain) => chain.id}
          >
            {(chain) => (
              <Paper withBorder p="sm" component="article" aria-label={chain.name}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{chain.name}</Text>
                    <ItemStatus item={chain} />
                  </Group>
                  <Text size="sm">{t('lists.chains.storesCount', { count: chain.stores })}</Text>
                  {editing.actions('chain', chain, renameTitle(chain))}
                </Stack>
              </Paper>
            )}
          </CardListSection>
        ) : (
          <DataTable caption={t('lists.chains.count', { count: data.count })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('lists.chains.name')}</Table.Th>
                <Table.Th scope="col">{t('lists.chains.stores')}</Table.Th>
                <Table.Th scope="col">{t('lists.status')}</Table.Th>
                <DataTableActionsTh>{t('lists.actions')}</DataTableActionsTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((chain) => (
                <Table.Tr key={chain.id}>
                  <Table.Th scope="row" fw={600}>
                    {chain.name}
                  </Table.Th>
                  <Table.Td>{chain.stores}</Table.Td>
                  <Table.Td>
                    <ItemStatus item={chain} />
                  </Table.Td>
                  <DataTableActionsTd>
                    {editing.actions('chain', chain, renameTitle(chain))}
                  </DataTableActionsTd>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )
      }
    </StaffListPage>
  );
}
