import '@mantine/core/styles/Paper.css';
import type { OrderBulkResult, StaffRewardOrder } from '@elevar/contract';
import { ORDER_ACTIONS, ORDER_STATUSES, type OrderAction, type OrderStatus } from '@elevar/domain';
import { Alert, Button, Group, List, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { CsvExportButton } from '../../../../ui/CsvExportButton.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { QUEUE_PAGE_SIZE, useOrderQueue, useOrdersCsv } from '../api.ts';
import { BulkMoveDialog } from '../components/BulkMoveDialog.tsx';
import { MoveDialog } from '../components/MoveDialog.tsx';
import { OrderCards, OrdersTable } from '../components/OrderQueueList.tsx';
import { type StoreT, useStoreTranslation } from '../i18n.ts';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** What a bulk move did: how many orders changed, then each order refused or not found with the server's reason. */
function BulkOutcome({ result, t }: { result: OrderBulkResult; t: StoreT }) {
  const changed = result.results.filter((r) => r.outcome === 'changed').length;
  const others = result.results.filter((r) => r.outcome !== 'changed');
  return (
    <Alert color={others.length ? 'yellow' : 'green'} variant="light">
      <Stack gap={4}>
        <Text>{t('admin.bulk.changed', { count: changed })}</Text>
        {others.length > 0 && (
          <List size="sm" aria-label={t('admin.bulk.notChanged')}>
            {others.map((r) => (
              <List.Item key={r.id}>
                {t('admin.bulk.refusedRow', {
                  id: r.id,
                  message: r.outcome === 'not_found' ? t('admin.bulk.notFound') : (r.message ?? ''),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Staff: the reward store's order queue (SPEC §4 Reward order), oldest first, filtered by status in the URL; each
 * order approved, rejected with a reason (its points refunded, its unit back in stock), shipped with carrier and
 * tracking number, or delivered, after a dialog; one at a time or the selected ones together (each order reported on
 * its own), and the list with the status filter as a CSV for fulfilment partners. Programme administrators and
 * superusers find it in the menu.
 */
export function OrdersAdminPage() {
  const { t } = useStoreTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const queue = useOrderQueue(status, page);
  const csv = useOrdersCsv(status);
  const [target, setTarget] = useState<{ order: StaffRewardOrder; action: OrderAction } | null>(null);
  const [bulkTarget, setBulkTarget] = useState<{
    orders: readonly StaffRewardOrder[];
    action: OrderAction;
  } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<ReactNode>(null);
  const act = (order: StaffRewardOrder, action: OrderAction) => {
    setDone(null);
    setTarget({ order, action });
  };
  // a new list (another status or page) starts with nothing selected
  const listKey = `${status}-${page}`;
  useEffect(() => {
    void listKey;
    setSelected(new Set());
  }, [listKey]);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <StaffListPage
      title={t('admin.title')}
      intro={<Text maw={720}>{t('admin.intro')}</Text>}
      filters={
        <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
          <NativeSelect
            label={t('admin.status')}
            maw={280}
            value={status ?? ''}
            onChange={(event) => update({ status: event.currentTarget.value || null, page: null })}
            data={[
              { value: '', label: t('admin.allStatuses') },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            ]}
          />
          <CsvExportButton
            download={csv}
            texts={{
              button: t('admin.export.button'),
              hint: t('admin.export.hint'),
              downloading: t('admin.export.downloading'),
              done: (file) => t('admin.export.done', { file }),
              failed: t('admin.export.failed'),
            }}
            fallbackName="reward-orders.csv"
          />
        </Group>
      }
      feedback={done}
      query={queue}
      empty={<Text>{t('admin.empty')}</Text>}
      page={page}
      pageSize={QUEUE_PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <>
          <MoveDialog
            target={target}
            onClose={() => setTarget(null)}
            onDone={(message) =>
              setDone(
                <Alert color="green" variant="light">
                  {message}
                </Alert>,
              )
            }
          />
          <BulkMoveDialog
            target={bulkTarget}
            onClose={() => setBulkTarget(null)}
            onDone={(result) => {
              setSelected(new Set());
              setDone(<BulkOutcome result={result} t={t} />);
            }}
          />
        </>
      }
    >
      {(data) => {
        const chosen = data.results.filter((order) => selected.has(order.id));
        const list = {
          orders: data.results,
          caption: t('admin.count', { count: data.count }),
          onAct: act,
          selected,
          onToggle: toggle,
          onToggleAll: (on: boolean) => setSelected(on ? new Set(data.results.map((o) => o.id)) : new Set()),
        };
        return (
          <>
            {chosen.length > 0 && (
              <Paper withBorder p="sm" component="section" aria-label={t('admin.bulk.label')}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text fw={700}>{t('admin.bulk.selected', { count: chosen.length })}</Text>
                  <Group gap="xs">
                    {ORDER_ACTIONS.map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={action === 'reject' ? 'outline' : 'filled'}
                        color={action === 'reject' ? 'red.9' : undefined}
                        onClick={() => {
                          setDone(null);
                          setBulkTarget({ orders: chosen, action });
                        }}
                      >
                        {t(`admin.bulk.${action}`)}
                      </Button>
                    ))}
                    <Button variant="default" size="sm" onClick={() => setSelected(new Set())}>
                      {t('admin.bulk.clear')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            )}
            {isMobile ? <OrderCards {...list} /> : <OrdersTable {...list} />}
          </>
        );
      }}
    </StaffListPage>
  );
}
