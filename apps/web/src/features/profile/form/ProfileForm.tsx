import '@mantine/core/styles/List.css';
import type { Profile } from '@elevar/contract';
import { errorMessage as catalogueMessage } from '@elevar/domain';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { UnsavedChangesPrompt } from '../../../ui/UnsavedChangesPrompt.tsx';
import { useRequiredSession } from '../../identity/index.ts';
import { useSiteLists } from '../../tenancy/index.ts';
import { useProfileTranslation } from '../i18n.ts';
import { fieldRule } from '../sectionFields.ts';
import { BirthdayField } from './BirthdayField.tsx';
import { FieldInput } from './FieldInput.tsx';
import {
  chosenCountryAreas,
  EMAIL_CONFIRMATION,
  FIELD_SPECS,
  type FieldSpec,
  hasWholeBirthday,
} from './model.ts';
import { localToday, useProfileForm } from './useProfileForm.ts';

export interface ProfileFormProps {
  profile: Profile;
  /** The section's fields, in the order shown; the config decides which appear and which are required. */
  fieldNames: readonly string[];
  /** Content shown in place of a field that is not edited here (the mobile phone in the contact section). */
  slots?: Partial<Record<string, ReactNode>>;
}

/** A profile section's form: its visible fields, client-side checks, and one save for what changed. */
export function ProfileForm({ profile, fieldNames, slots = {} }: ProfileFormProps) {
  const { t, i18n } = useProfileTranslation();
  const { t: tCommon } = useTranslation();
  const session = useRequiredSession();
  const siteLists = useSiteLists().data;
  const countryCode =
    session.countries.find((country) => country.id === profile.country_id)?.code ??
    session.country?.code ??
    '';
  const today = localToday();
  const areaContext = { areas: siteLists?.country_areas ?? [], savedCountryId: profile.country_id };
  const form = useProfileForm(profile, fieldNames, { countryCode, today, ...areaContext });
  const { values, errors, error } = form;
  const areas = chosenCountryAreas(areaContext.areas, values, areaContext.savedCountryId);
  const hasRequired = form.fields.some((f) => f.rule.required);
  const missingRequired = Object.values(errors).some(
    (e) => e !== undefined && 'code' in e && e.code === 'field.required',
  );
  const shown = new Set(form.fields.map((f) => f.spec.name as string));
  // an area belongs to its country: another country starts with none chosen
  const setValue = (name: string, value: string | boolean) => {
    form.setValue(name, value);
    if (name === 'country_id' && shown.has('country_area_id')) form.setValue('country_area_id', '');
  };

  const renderField = (name: string): ReactNode => {
    const spec: FieldSpec | undefined = FIELD_SPECS[name as FieldSpec['name']];
    if (!spec) return fieldRule(profile, name).visible ? slots[name] : null;
    if (!shown.has(name)) return null;
    const rule = fieldRule(profile, name);
    if (spec.kind === 'birthday') {
      return (
        <BirthdayField
          values={values}
          onChange={setValue}
          required={rule.required}
          error={error('birthday')}
          disabled={form.isSaving}
          currentYear={Number(today.slice(0, 4))}
        />
      );
    }
    if (name === 'disability_description' && shown.has('has_disability') && values.has_disability !== 'yes')
      return null;
    if (spec.kind === 'area' && areas.length === 0) return null;
    // With a birthday, the server computes the age range itself.
    const derivedAgeRange = name === 'age_range' && shown.has('birthday') && hasWholeBirthday(values);
    const input = (
      <FieldInput
        spec={spec}
        rule={rule}
        values={values}
        onChange={setValue}
        error={error(name)}
        countryCode={countryCode}
        countries={session.countries}
        branches={session.branches}
        areas={areas}
        siteLists={siteLists}
        disabled={form.isSaving || derivedAgeRange}
        description={derivedAgeRange ? t('form.ageRangeFromBirthday') : undefined}
      />
    );
    if (spec.kind !== 'email' || !form.emailChanged) return input;
    return (
      <>
        {input}
        <TextInput
          name={EMAIL_CONFIRMATION}
          type="email"
          autoComplete="email"
          spellCheck={false}
          label={t('fields.email_confirmation')}
          description={t('form.emailConfirmationHint')}
          required
          disabled={form.isSaving}
          value={typeof values[EMAIL_CONFIRMATION] === 'string' ? values[EMAIL_CONFIRMATION] : ''}
          onChange={(event) => setValue(EMAIL_CONFIRMATION, event.currentTarget.value)}
          error={error(EMAIL_CONFIRMATION)}
        />
      </>
    );
  };

  const statusText =
    form.status === 'saved' ? t('form.saved') : form.status === 'unchanged' ? t('form.unchanged') : '';

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <UnsavedChangesPrompt when={form.isDirty && !form.isSaving} />
      <Stack gap="md" maw={640}>
        {hasRequired && (
          <Text size="sm" c="dimmed">
            {t('form.requiredNote')}
          </Text>
        )}
        {fieldNames.map((name) => {
          const node = renderField(name);
          return node ? <div key={name}>{node}</div> : null;
        })}
        {missingRequired && !form.formError && (
          <Alert color="red" variant="light" role="alert">
            {catalogueMessage('common.validation', currentLanguage(i18n))}
          </Alert>
        )}
        {form.formError !== null && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(form.formError, tCommon)}
            {form.extraMessages.length > 0 && (
              <List size="sm" mt="xs">
                {form.extraMessages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Text role="status" size="sm" c={form.status === 'saved' ? 'teal.9' : undefined}>
          {statusText}
        </Text>
        <Group>
          <Button type="submit" loading={form.isSaving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
