import '@mantine/core/styles/SimpleGrid.css';
import { documentMaskPattern, maskDocument } from '@elevar/domain';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../../../../i18n/countries.ts';
import { remaskDocument } from '../registrationForm.ts';
import type { RegistrationFormState } from '../useRegistrationForm.ts';
import { FormTextInput } from './FormTextInput.tsx';

export interface PersonalFieldsProps {
  form: RegistrationFormState;
}

/** Name, country, document (masked for the country), e-mail with confirmation and mobile phone. */
export function PersonalFields({ form }: PersonalFieldsProps) {
  const { t } = useTranslation('accounts');
  const countries = useCountryOptions(form.options.countries);
  const country = form.countryCode;
  const pattern = documentMaskPattern(country);
  const documentHint =
    pattern === null
      ? t('fields.documentGeneric')
      : pattern.includes('#')
        ? t('fields.documentPattern', { pattern: pattern.replaceAll('#', '0') })
        : t('fields.documentDigits', { count: pattern.length });

  const countryField = form.bind('country_id');
  const document = form.bind('document');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput
          field={form.bind('name')}
          label={t('fields.name')}
          autoComplete="given-name"
          withAsterisk
        />
        <FormTextInput
          field={form.bind('last_name')}
          label={t('fields.last_name')}
          autoComplete="family-name"
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('fields.country_id')}
          name="country_id"
          autoComplete="country"
          withAsterisk
          value={countryField.value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            const code = form.options.countries.find((c) => String(c.id) === next)?.code ?? '';
            countryField.onChange(next);
            if (document.value) document.onChange(remaskDocument(document.value, code));
          }}
          onBlur={countryField.onBlur}
          error={countryField.error}
          data={[{ value: '', label: t('fields.choose'), disabled: true }, ...countries]}
        />
        <FormTextInput
          field={document}
          format={(value) => maskDocument(value, country)}
          label={t('fields.document')}
          description={documentHint}
          autoComplete="off"
          inputMode={pattern === null ? 'text' : 'numeric'}
          placeholder={pattern?.replaceAll('#', '0').replaceAll('X', '0')}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextInput
          field={form.bind('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <FormTextInput
          field={form.bind('email_confirmation')}
          label={t('fields.email_confirmation')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
      </SimpleGrid>
      <FormTextInput
        field={form.bind('phone_mobile')}
        label={t('fields.phone_mobile')}
        description={t('fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        withAsterisk
      />
    </Stack>
  );
}
