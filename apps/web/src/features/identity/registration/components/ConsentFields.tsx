import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormState } from '../useRegistrationForm.ts';

export interface ConsentFieldsProps {
  form: RegistrationFormState;
}

/** SPEC §5: the terms must be accepted and the registrant confirms being 18 or older. */
export function ConsentFields({ form }: ConsentFieldsProps) {
  const { t } = useTranslation('accounts');
  const termsError = form.errorOf('accepted_terms');
  const adultError = form.errorOf('confirmed_adult');
  return (
    <Stack gap="sm">
      <Checkbox
        name="accepted_terms"
        label={t('fields.accepted_terms')}
        description={
          // A new tab keeps what was typed here.
          <Anchor href="/institutional/terms-and-conditions" target="_blank" rel="noopener" size="sm">
            {t('fields.readTerms')}
          </Anchor>
        }
        checked={form.values.accepted_terms === true}
        onChange={(event) => form.setValue('accepted_terms', event.currentTarget.checked)}
        onBlur={() => form.touch('accepted_terms')}
        error={termsError}
        aria-invalid={termsError ? true : undefined}
      />
      <Checkbox
        name="confirmed_adult"
        label={t('fields.confirmed_adult')}
        checked={form.values.confirmed_adult === true}
        onChange={(event) => form.setValue('confirmed_adult', event.currentTarget.checked)}
        onBlur={() => form.touch('confirmed_adult')}
        error={adultError}
        aria-invalid={adultError ? true : undefined}
      />
    </Stack>
  );
}
