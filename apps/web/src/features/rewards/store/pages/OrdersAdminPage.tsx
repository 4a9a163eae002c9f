import '@mantine/core/styles/Paper.css';
import type { StaffRewardOrder } from '@elevar/contract';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderAction, type OrderStatus } from '@elevar/domain';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { countryName } from '../../../../i18n/countries.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { QUEUE_PAGE_SIZE, useMoveOrder, useOrderQueue } from '../api.ts';
import { OrderHistory, OrderStatusBadge } from '../components/OrderStatus.tsx';
import { type StoreT, useStoreTranslation } from '../i18n.ts';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The moves an order in `status` can take. */
const actionsOf = (status: OrderStatus) =>
  (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((action) =>
    ORDER_TRANSITIONS[action].from.includes(status),
  );

function OrderActions({
  order,
  onAct,
  t,
}: {
  order: StaffRewardOrder;
  onAct(order: StaffRewardOrder, action: OrderAction): void;
  t: StoreT;
}) {
  const actions = actionsOf(order.status);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'reject' ? 'outline' : 'filled'}
          color={action === 'reject' ? 'red' : undefined}
          onClick={() => onAct(order, action)}
          aria-label={`${t(`admin.${action}`)} · #${order.id}`}
        >
          {t(`admin.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

/** The dialog of one move: approve and deliver confirm, reject asks the reason, ship the carrier and tracking. */
function MoveDialog({
  target,
  onClose,
  onDone,
}: {
  target: { order: StaffRewardOrder; action: OrderAction } | null;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t, i18n } = useStoreTranslation();
  const move = useMoveOrder();
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState(false);
  if (!target) return null;
  const { order, action } = target;
  const names = { id: order.id, name: order.user.name, reward: order.reward.name };
  const close = () => {
    move.reset();
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    const filled =
      action === 'reject'
        ? reason.trim() !== ''
        : action === 'ship'
          ? carrier.trim() && tracking.trim()
          : true;
    if (!filled) {
      setMissing(true);
      return;
    }
    const request =
      action === 'reject'
        ? { action, id: order.id, body: { reason } }
        : action === 'ship'
          ? { action, id: order.id, body: { carrier, tracking_number: tracking } }
          : { action, id: order.id };
    move.mutate(request, {
      onSuccess: () => {
        setReason('');
        setCarrier('');
        setTracking('');
        close();
        onDone(t(`admin.done.${action}`, { id: order.id }));
      },
    });
  };
  const error = (value: string) => (missing && value.trim() === '' ? t('admin.required') : undefined);
  return (
    <ConfirmDialog
      opened
      onClose={close}
      onConfirm={confirm}
      title={t(`admin.${action}Title`, { id: order.id })}
      confirmLabel={t(`admin.${action}`)}
      color={action === 'reject' ? 'red' : undefined}
      loading={move.isPending}
    >
      {action === 'approve' && <Text>{t('admin.approveBody', names)}</Text>}
      {action === 'deliver' && <Text>{t('admin.deliverBody', names)}</Text>}
      {action === 'reject' && (
        <>
          <Text>
            {t('admin.rejectBody', {
              ...names,
              points: new Intl.NumberFormat(i18n.language).format(order.points),
            })}
          </Text>
          <TextInput
            label={t('admin.reason')}
            required
            maxLength={256}
            value={reason}
            error={error(reason)}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </>
      )}
      {action === 'ship' && (
        <>
          <TextInput
            label={t('admin.carrier')}
            required
            maxLength={80}
            value={carrier}
            error={error(carrier)}
            onChange={(event) => setCarrier(event.currentTarget.value)}
          />
          <TextInput
            label={t('admin.trackingNumber')}
            required
            maxLength={80}
            value={tracking}
            error={error(tracking)}
            onChange={(event) => setTracking(event.currentTarget.value)}
          />
        </>
      )}
      {move.isError && <ErrorAlert error={move.error} />}
    </ConfirmDialog>
  );
}

/** A page of the queue, as a table (desktop) or cards (mobile). */
interface OrderListProps {
  orders: readonly StaffRewardOrder[];
  caption: string;
  onAct(order: StaffRewardOrder, action: OrderAction): void;
}

function OrdersTable({ orders, caption, onAct }: OrderListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.columns.order')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.user')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.reward')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.points')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.country')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.placed')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('admin.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Th scope="row">#{order.id}</Table.Th>
            <Table.Td>
              {order.user.name}
              <Text size="xs" c="gray.7">
                {order.user.username}
              </Text>
            </Table.Td>
            <Table.Td>{order.reward.name}</Table.Td>
            <Table.Td>{numbers.format(order.points)}</Table.Td>
            <Table.Td>{countryName(order.country_code, i18n.language)}</Table.Td>
            <Table.Td>
              <FormattedDate value={order.created_at} />
            </Table.Td>
            <Table.Td>
              <OrderStatusBadge status={order.status} />
              {order.reason && (
                <Text size="xs" c="gray.7">
                  {order.reason}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <OrderActions order={order} onAct={onAct} t={t} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function OrderCards({ orders, caption, onAct }: OrderListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <CardListSection caption={caption} items={orders} itemKey={(order) => order.id}>
      {(order) => (
        <Paper withBorder p="sm" component="article" aria-label={`#${order.id} · ${order.reward.name}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>
                #{order.id} · {order.reward.name}
              </Text>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm">
              {order.user.name} · {countryName(order.country_code, i18n.language)} ·{' '}
              {t('orders.points', { points: numbers.format(order.points) })}
            </Text>
            <OrderHistory id={order.id} history={order.history} />
            <OrderActions order={order} onAct={onAct} t={t} />
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: the reward store's order queue (SPEC §4 Reward order), oldest first, filtered by status in the URL; each
 * order approved, rejected with a reason (its points refunded, its unit back in stock), shipped with carrier and
 * tracking number, or delivered, after a dialog. Programme administrators and superusers find it in the menu.
 */
export function OrdersAdminPage() {
  const { t } = useStoreTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const queue = useOrderQueue(status, page);
  const [target, setTarget] = useState<{ order: StaffRewardOrder; action: OrderAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = (order: StaffRewardOrder, action: OrderAction) => {
    setDone(null);
    setTarget({ order, action });
  };

  return (
    <StaffListPage
      title={t('admin.title')}
      intro={<Text maw={720}>{t('admin.intro')}</Text>}
      filters={
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
      }
      feedback={
        done && (
          <Alert color="green" variant="light">
            {done}
          </Alert>
        )
      }
      query={queue}
      empty={<Text>{t('admin.empty')}</Text>}
      page={page}
      pageSize={QUEUE_PAGE_SIZE}
      onPageChange={goToPage}
      after={<MoveDialog target={target} onClose={() => setTarget(null)} onDone={setDone} />}
    >
      {(data) =>
        isMobile ? (
          <OrderCards orders={data.results} caption={t('admin.count', { count: data.count })} onAct={act} />
        ) : (
          <OrdersTable orders={data.results} caption={t('admin.count', { count: data.count })} onAct={act} />
        )
      }
    </StaffListPage>
  );
}
