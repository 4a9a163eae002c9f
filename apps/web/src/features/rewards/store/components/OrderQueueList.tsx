import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import type { StaffRewardOrder } from '@elevar/contract';
import { ORDER_TRANSITIONS, type OrderAction, type OrderStatus } from '@elevar/domain';
import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { countryName } from '../../../../i18n/countries.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { type StoreT, useStoreTranslation } from '../i18n.ts';
import { OrderHistory, OrderStatusBadge } from './OrderStatus.tsx';

/** The moves an order in `status` can take. */
export const actionsOf = (status: OrderStatus) =>
  (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((action) =>
    ORDER_TRANSITIONS[action].from.includes(status),
  );

export function OrderActions({
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
          color={action === 'reject' ? 'red.9' : undefined}
          onClick={() => onAct(order, action)}
          aria-label={`${t(`admin.${action}`)} · #${order.id}`}
        >
          {t(`admin.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

/** A page of the queue, as a table (desktop) or cards (mobile). */
export interface OrderListProps {
  orders: readonly StaffRewardOrder[];
  caption: string;
  onAct(order: StaffRewardOrder, action: OrderAction): void;
  /** The orders chosen for a bulk move, and how the checkboxes change them. */
  selected: ReadonlySet<number>;
  onToggle(id: number, on: boolean): void;
  onToggleAll(on: boolean): void;
}

export function OrdersTable({ orders, caption, onAct, selected, onToggle, onToggleAll }: OrderListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const all = orders.length > 0 && orders.every((order) => selected.has(order.id));
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Checkbox
              aria-label={t('admin.bulk.selectAll')}
              checked={all}
              indeterminate={!all && orders.some((order) => selected.has(order.id))}
              onChange={(event) => onToggleAll(event.currentTarget.checked)}
            />
          </Table.Th>
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
            <Table.Td>
              <Checkbox
                aria-label={t('admin.bulk.selectOrder', { id: order.id })}
                checked={selected.has(order.id)}
                onChange={(event) => onToggle(order.id, event.currentTarget.checked)}
              />
            </Table.Td>
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

export function OrderCards({ orders, caption, onAct, selected, onToggle }: OrderListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <CardListSection caption={caption} items={orders} itemKey={(order) => order.id}>
      {(order) => (
        <Paper withBorder p="sm" component="article" aria-label={`#${order.id} · ${order.reward.name}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <Checkbox
                  aria-label={t('admin.bulk.selectOrder', { id: order.id })}
                  checked={selected.has(order.id)}
                  onChange={(event) => onToggle(order.id, event.currentTarget.checked)}
                />
                <Text fw={700}>
                  #{order.id} · {order.reward.name}
                </Text>
              </Group>
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
