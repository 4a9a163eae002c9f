import '@mantine/core/styles/SimpleGrid.css';
import type { REGISTRATION_FIELDS, RegistrationVariant } from '@elevar/domain';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormState } from '../useRegistrationForm.ts';
import { FormTextInput } from './FormTextInput.tsx';

/** The programme fields a variant asks besides everyone's: agency and brand, store data, GMIN and retailer. */
export const VARIANT_EXTRA_FIELDS = {
  default: [],
  seven_trade: ['company_agency', 'brand'],
  pop_trade: ['retailer', 'store_nickname', 'branch_id'],
  intel: ['gmin_number', 'retailer'],
} as const satisfies Record<
  RegistrationVariant,
  readonly (typeof REGISTRATION_FIELDS)[RegistrationVariant][number][]
>;

export type VariantExtraField = (typeof VARIANT_EXTRA_FIELDS)[RegistrationVariant][number];

const AUTOCOMPLETE: Partial<Record<VariantExtraField, string>> = { company_agency: 'organization' };

export interface VariantFieldsProps {
  form: RegistrationFormState;
  variant: RegistrationVariant;
}

export function VariantFields({ form, variant }: VariantFieldsProps) {
  const { t } = useTranslation('accounts');
  const fields: readonly VariantExtraField[] = VARIANT_EXTRA_FIELDS[variant];
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map((field) =>
        field === 'branch_id' ? (
          <BranchSelect key={field} form={form} />
        ) : (
          <FormTextInput
            key={field}
            field={form.bind(field)}
            label={t(`fields.${field}`)}
            description={field === 'gmin_number' ? t('fields.gminHint') : undefined}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            withAsterisk
          />
        ),
      )}
    </SimpleGrid>
  );
}

/** The branch chosen from the site's list. */
function BranchSelect({ form }: { form: RegistrationFormState }) {
  const { t } = useTranslation('accounts');
  const field = form.bind('branch_id');
  const { branches } = form.options;
  return (
    <NativeSelect
      label={t('fields.branch_id')}
      name={field.name}
      withAsterisk
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
      data={[
        { value: '', label: t('fields.choose'), disabled: true },
        ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      ]}
    />
  );
}
