import { ORDER_SHIPPING_TEXT_MAX } from '@elevar/domain';
import { useStoreTranslation } from '../i18n.ts';
import { RequiredField } from './RequiredField.tsx';

/** One tracking number field: the order it is for, its label and value. */
export interface TrackingField {
  id: number;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** Whether a shipment may be sent: a carrier and every tracking number, none blank. */
export const shipmentFilled = (carrier: string, trackingNumbers: readonly string[]) =>
  carrier.trim() !== '' && trackingNumbers.every((number) => number.trim() !== '');

/**
 * A shipment's fields in an order move's dialog (one order or the bulk bar's): the carrier, once for all, and a
 * tracking number per order shipped, each required once the operator tried to confirm.
 */
export function ShipFields({
  carrier,
  onCarrierChange,
  tracking,
  missing,
}: {
  carrier: string;
  onCarrierChange(value: string): void;
  tracking: readonly TrackingField[];
  missing: boolean;
}) {
  const { t } = useStoreTranslation();
  return (
    <>
      <RequiredField
        label={t('admin.carrier')}
        max={ORDER_SHIPPING_TEXT_MAX}
        value={carrier}
        missing={missing}
        onChange={onCarrierChange}
      />
      {tracking.map((field) => (
        <RequiredField
          key={field.id}
          label={field.label}
          max={ORDER_SHIPPING_TEXT_MAX}
          value={field.value}
          missing={missing}
          onChange={field.onChange}
        />
      ))}
    </>
  );
}
