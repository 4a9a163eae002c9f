import { TextInput } from '@mantine/core';
import { useStoreTranslation } from '../i18n.ts';

/**
 * A required text of an order move's dialog (a rejection's reason, a carrier, a tracking number): "fill in this
 * field" once the operator tried to confirm without it.
 */
export function RequiredField({
  label,
  max,
  value,
  missing,
  onChange,
}: {
  label: string;
  max: number;
  value: string;
  /** The operator tried to confirm: an empty field says so. */
  missing: boolean;
  onChange(value: string): void;
}) {
  const { t } = useStoreTranslation();
  return (
    <TextInput
      label={label}
      required
      maxLength={max}
      value={value}
      error={missing && value.trim() === '' ? t('admin.required') : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
