import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { maskDocument } from '@elevar/domain';
import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../ui/DateInput.tsx';
import { type DynamicField, dynamicKey } from '../registrationForm.ts';
import type { RegistrationFormState } from '../useRegistrationForm.ts';
import { FormTextInput } from './FormTextInput.tsx';

export interface DynamicFieldsProps {
  form: RegistrationFormState;
  fields: readonly DynamicField[];
}

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', document: 'text' } as const;

function DynamicFieldInput({ form, field }: { form: RegistrationFormState; field: DynamicField }) {
  const { t } = useTranslation('accounts');
  const key = dynamicKey(field.name);
  const binding = form.bind(key);

  if (field.type === 'checkbox') {
    return (
      <Checkbox
        label={field.label}
        name={key}
        checked={form.values[key] === true}
        onChange={(event) => form.setValue(key, event.currentTarget.checked)}
        onBlur={binding.onBlur}
        error={binding.error}
        aria-invalid={binding.error ? true : undefined}
        required={field.required}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <NativeSelect
        label={field.label}
        name={key}
        withAsterisk={field.required}
        value={binding.value}
        onChange={(event) => binding.onChange(event.currentTarget.value)}
        onBlur={binding.onBlur}
        error={binding.error}
        data={[{ value: '', label: t('fields.choose'), disabled: field.required }, ...(field.options ?? [])]}
      />
    );
  }
  if (field.type === 'date') {
    return (
      <DateInput
        label={field.label}
        name={key}
        withAsterisk={field.required}
        value={binding.value}
        onChange={binding.onChange}
        onBlur={binding.onBlur}
        error={binding.error}
      />
    );
  }
  const country = form.countryCode;
  return (
    <FormTextInput
      field={binding}
      format={field.type === 'document' ? (value) => maskDocument(value, country) : undefined}
      label={field.label}
      type={INPUT_TYPES[field.type]}
      autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off'}
      withAsterisk={field.required}
    />
  );
}

/** The client's own register fields (login parameters' register config), in the order configured. */
export function DynamicFields({ form, fields }: DynamicFieldsProps) {
  if (fields.length === 0) return null;
  const inputs = fields.filter((field) => field.type !== 'checkbox');
  const checkboxes = fields.filter((field) => field.type === 'checkbox');
  return (
    <>
      {inputs.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {inputs.map((field) => (
            <DynamicFieldInput key={field.name} form={form} field={field} />
          ))}
        </SimpleGrid>
      )}
      {checkboxes.map((field) => (
        <DynamicFieldInput key={field.name} form={form} field={field} />
      ))}
    </>
  );
}
