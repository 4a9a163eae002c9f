import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import type { Sale } from '@elevar/contract';
import { formatDate, languageByCode } from '@elevar/domain';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/index.ts';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { useSales } from '../api.ts';
import { useRewardsTranslation } from '../i18n.ts';
import { productLabel } from './SaleForm.tsx';

const PAGE_SIZE = 10;
export const STATUS_COLOR = { under_audit: 'yellow', approved: 'green', reproved: 'red' } as const;

function SaleCard({ sale }: { sale: Sale }) {
  const { t, i18n } = useRewardsTranslation();
  const languageId = languageByCode(currentLanguage(i18n))?.id ?? 1;
  const titleId = `sale-${sale.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} id={titleId}>
            {t('sales.list.invoice', { invoice: sale.invoice_number })}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[sale.status]} variant="light">
              {t(`sales.status.${sale.status}`)}
            </Badge>
            <Text fw={700}>{t('sales.list.points', { points: sale.points })}</Text>
          </Group>
        </Group>
        <Text size="sm">
          {t('sales.list.details', {
            date: formatDate(`${sale.sale_date}T12:00:00Z`, languageId, 'UTC'),
            store: sale.store.name,
            chain: sale.chain.name,
            campaign: sale.campaign.name,
          })}
        </Text>
        {sale.status === 'reproved' && sale.reason && (
          <Text size="sm" c="red.8">
            {t('sales.list.reason', { reason: sale.reason })}
          </Text>
        )}
        <List size="sm">
          {sale.lines.map((line) => (
            <List.Item key={`${line.product.id}-${line.quantity}-${line.points}`}>
              {t('sales.list.line', {
                quantity: line.quantity,
                product: productLabel(line.product),
                points: line.points,
              })}
            </List.Item>
          ))}
        </List>
        <Anchor href={sale.invoice_url} target="_blank" rel="noopener" size="sm">
          {t('sales.list.viewInvoice', { invoice: sale.invoice_number })}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The user's sales, newest first, with their audit status, the reason of a reproval and their points. */
export function SalesList() {
  const { t } = useRewardsTranslation();
  const [page, setPage] = useState(1);
  const sales = useSales(page, PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-sales">
      <Title order={2} id="my-sales">
        {t('sales.list.title')}
      </Title>
      <QueryList query={sales} empty={<EmptyList>{t('sales.list.empty')}</EmptyList>}>
        {(data) => (
          <Stack gap="sm">
            {data.results.map((sale) => (
              <SaleCard key={sale.id} sale={sale} />
            ))}
            <ListPagination
              page={page}
              count={data.count}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              disabled={sales.isFetching}
              label={t('sales.list.pages')}
            />
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
