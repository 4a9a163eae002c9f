import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Group.css';
import type { Branch, Country, SiteLists } from '@elevar/contract';
import { maskDocument } from '@elevar/domain';
import { Checkbox, Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { useCountryName } from '../../../i18n/countries.ts';
import { type ProfileTextKey, useProfileTranslation } from '../i18n.ts';
import type { FieldRule } from '../sectionFields.ts';
import type { CountryArea, FieldSpec, FormValues } from './model.ts';

export interface FieldInputProps {
  spec: FieldSpec;
  rule: FieldRule;
  values: FormValues;
  onChange(name: string, value: string | boolean): void;
  /** The text under the field; the input is then marked invalid and described by it. */
  error?: string;
  countryCode: string;
  countries: readonly Country[];
  branches: readonly Branch[];
  /** The chosen country's areas, named in the user's language. */
  areas: readonly CountryArea[];
  /** The site lists, for choices labelled by the server (undefined while they load). */
  siteLists: SiteLists | undefined;
  disabled?: boolean;
  /** A hint under the label. */
  description?: string;
}

const MAX_CHILDREN = 30;

/** One profile field with the input its kind calls for, labelled, marked required and described by its error. */
export function FieldInput({
  spec,
  rule,
  values,
  onChange,
  error,
  countryCode,
  countries,
  branches,
  areas,
  siteLists,
  disabled,
  description,
}: FieldInputProps) {
  const { t, i18n } = useProfileTranslation();
  const countryName = useCountryName();
  const label = t(`fields.${spec.name}` as ProfileTextKey);
  const value = values[spec.name];
  const stringValue = typeof value === 'string' ? value : '';
  const common = { label, description, required: rule.required, error, disabled, name: spec.name };
  const choose = { value: '', label: t('form.choose') };

  switch (spec.kind) {
    case 'consent':
      return (
        <Checkbox
          label={label}
          name={spec.name}
          checked={value === true}
          onChange={(event) => onChange(spec.name, event.currentTarget.checked)}
          error={error}
          disabled={disabled}
        />
      );
    case 'yesNo':
      return (
        <Radio.Group {...common} value={stringValue} onChange={(next) => onChange(spec.name, next)}>
          <Group gap="lg" mt={4}>
            <Radio value="yes" label={t('form.yes')} disabled={disabled} />
            <Radio value="no" label={t('form.no')} disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'choice': {
      const listed = spec.siteList && siteLists?.[spec.siteList];
      const options =
        listed ??
        (spec.options ?? []).map((option) => ({
          value: option,
          label: t(`options.${spec.name}.${option}` as ProfileTextKey),
        }));
      return (
        <NativeSelect
          {...common}
          // a list still loading cannot show the saved choice yet: no changes until it has
          disabled={disabled || (spec.siteList !== undefined && !listed)}
          value={stringValue}
          onChange={(event) => onChange(spec.name, event.currentTarget.value)}
          data={[choose, ...options]}
        />
      );
    }
    case 'count':
      return (
        <NativeSelect
          {...common}
          value={stringValue}
          onChange={(event) => onChange(spec.name, event.currentTarget.value)}
          data={[
            choose,
            ...Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => ({ value: String(n), label: String(n) })),
          ]}
        />
      );
    case 'country':
    case 'area':
    case 'branch': {
      const options =
        spec.kind === 'country'
          ? countries
              .map((country) => ({ value: String(country.id), label: countryName(country.code) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
          : (spec.kind === 'area' ? areas : branches).map((item) => ({
              value: String(item.id),
              label: item.name,
            }));
      // A saved value the lists no longer hold stays selectable, so opening the form does not change it.
      if (stringValue && !options.some((option) => option.value === stringValue))
        options.push({ value: stringValue, label: t('form.unlistedOption', { id: stringValue }) });
      return (
        <NativeSelect
          {...common}
          autoComplete={spec.autoComplete}
          value={stringValue}
          onChange={(event) => onChange(spec.name, event.currentTarget.value)}
          data={[choose, ...options]}
        />
      );
    }
    default:
      return (
        <TextInput
          {...common}
          type={spec.kind === 'email' ? 'email' : spec.kind === 'phone' ? 'tel' : 'text'}
          inputMode={spec.kind === 'phone' ? 'tel' : undefined}
          autoComplete={spec.autoComplete}
          spellCheck={spec.kind === 'text' ? undefined : false}
          value={stringValue}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange(spec.name, spec.kind === 'document' ? maskDocument(typed, countryCode) : typed);
          }}
        />
      );
  }
}
