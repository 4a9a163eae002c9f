import type { OrderBulkRequest, OrderBulkResult, StaffRewardOrder } from '@elevar/contract';
import type { OrderAction } from '@elevar/domain';
import { List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useBulkOrders } from '../api.ts';
import { useStoreTranslation } from '../i18n.ts';
import { RequiredField } from './RequiredField.tsx';
import { ShipFields, shipmentFilled } from './ShipFields.tsx';

/**
 * One action on the selected orders: approve and deliver confirm, reject asks one reason for all, ship asks the
 * carrier (for all) and each order's tracking number. The server answers order by order (`onDone`).
 */
export function BulkMoveDialog({
  target,
  onClose,
  onDone,
}: {
  target: { orders: readonly StaffRewardOrder[]; action: OrderAction } | null;
  onClose(): void;
  onDone(result: OrderBulkResult): void;
}) {
  const { t } = useStoreTranslation();
  const bulk = useBulkOrders();
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState(false);
  if (!target) return null;
  const { orders, action } = target;
  const close = () => {
    bulk.reset();
    setMissing(false);
    setReason('');
    setCarrier('');
    setTracking({});
    onClose();
  };
  const ids = orders.map((order) => order.id);
  const confirm = () => {
    const filled =
      action === 'reject'
        ? reason.trim() !== ''
        : action === 'ship'
          ? shipmentFilled(
              carrier,
              orders.map((order) => tracking[order.id] ?? ''),
            )
          : true;
    if (!filled) {
      setMissing(true);
      return;
    }
    const request: OrderBulkRequest =
      action === 'reject'
        ? { action, ids, reason }
        : action === 'ship'
          ? {
              action,
              shipments: orders.map((order) => ({
                id: order.id,
                carrier,
                tracking_number: tracking[order.id] ?? '',
              })),
            }
          : { action, ids };
    bulk.mutate(request, {
      onSuccess: (result) => {
        close();
        onDone(result);
      },
    });
  };
  return (
    <ConfirmDialog
      opened
      onClose={close}
      onConfirm={confirm}
      title={t(`admin.bulk.${action}Title`, { count: orders.length })}
      confirmLabel={t(`admin.${action}`)}
      color={action === 'reject' ? 'red' : undefined}
      loading={bulk.isPending}
    >
      <Stack gap="sm">
        <Text>{t(`admin.bulk.${action}Body`, { count: orders.length })}</Text>
        {action !== 'ship' && (
          <List size="sm" aria-label={t('admin.bulk.label')}>
            {orders.map((order) => (
              <List.Item key={order.id}>
                #{order.id} · {order.user.name} · {order.reward.name}
              </List.Item>
            ))}
          </List>
        )}
        {action === 'reject' && (
          <RequiredField
            label={t('admin.reason')}
            max={256}
            value={reason}
            missing={missing}
            onChange={setReason}
          />
        )}
        {action === 'ship' && (
          <ShipFields
            carrier={carrier}
            onCarrierChange={setCarrier}
            tracking={orders.map((order) => ({
              id: order.id,
              label: t('admin.bulk.trackingOf', { id: order.id, name: order.user.name }),
              value: tracking[order.id] ?? '',
              onChange: (value: string) => setTracking((current) => ({ ...current, [order.id]: value })),
            }))}
            missing={missing}
          />
        )}
        {bulk.isError && <ErrorAlert error={bulk.error} />}
      </Stack>
    </ConfirmDialog>
  );
}
