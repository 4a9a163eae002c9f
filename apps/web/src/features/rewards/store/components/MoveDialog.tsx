import type { StaffRewardOrder } from '@elevar/contract';
import type { OrderAction } from '@elevar/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useMoveOrder } from '../api.ts';
import { useStoreTranslation } from '../i18n.ts';
import { RequiredField } from './RequiredField.tsx';
import { ShipFields, shipmentFilled } from './ShipFields.tsx';

/** The dialog of one move: approve and deliver confirm, reject asks the reason, ship the carrier and tracking. */
export function MoveDialog({
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
          ? shipmentFilled(carrier, [tracking])
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
          <RequiredField
            label={t('admin.reason')}
            max={256}
            value={reason}
            missing={missing}
            onChange={setReason}
          />
        </>
      )}
      {action === 'ship' && (
        <ShipFields
          carrier={carrier}
          onCarrierChange={setCarrier}
          tracking={[
            { id: order.id, label: t('admin.trackingNumber'), value: tracking, onChange: setTracking },
          ]}
          missing={missing}
        />
      )}
      {move.isError && <ErrorAlert error={move.error} />}
    </ConfirmDialog>
  );
}
