import type { RegistrationVariant } from '@elevar/domain';
import { useMemo, useState } from 'react';
import type { ApiError } from '../../../api/errors.ts';
import { useValidationText } from '../recovery/validation.ts';
import {
  chosenCountryCode,
  defaultCountryId,
  type FormValues,
  firstIssueByField,
  initialValues,
  type RegisterConfig,
  type RegisterOptions,
  validateForm,
} from './registrationForm.ts';

/** Conflicts the server reports on one field (SPEC §5/§8: document already used, e-mail already in use). */
export const CONFLICT_FIELDS: Record<string, string> = {
  'account.document_in_use': 'document',
  'account.email_in_use': 'email',
};

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * State of a registration form: values, the domain's validation shown once a field was left or the form
 * submitted, and the server's field errors (shown until the field is edited).
 */
export function useRegistrationForm(
  variant: RegistrationVariant,
  config: RegisterConfig,
  options: RegisterOptions,
  language: string,
) {
  const text = useValidationText();
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(variant, config.dynamic_fields, defaultCountryId(language, options)),
  );
  const countryCode = chosenCountryCode(values, options);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const issues = useMemo(
    () =>
      validateForm(values, variant, {
        strength: config.password_strength_level,
        dynamicFields: config.dynamic_fields,
        countryCode,
      }),
    [values, variant, config, countryCode],
  );
  const byField = firstIssueByField(issues);

  const errorOf = (key: string): string | undefined => {
    if (serverErrors[key]) return serverErrors[key];
    const code = byField.get(key);
    return code && (submitted || touched.has(key)) ? text(code) : undefined;
  };

  const setValue = (key: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const touch = (key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  };

  const bind = (key: string): FieldBinding => ({
    name: key,
    value: typeof values[key] === 'string' ? values[key] : '',
    error: errorOf(key),
    onChange: (value) => setValue(key, value),
    onBlur: () => touch(key),
  });

  /**
   * Puts a failed submission's field errors on their fields (400 details, 409 conflicts). Returns the texts of
   * details about no field of this form, for the caller to show with the error as a whole.
   */
  const applyServerError = (error: ApiError): string[] => {
    const next: Record<string, string> = {};
    const unplaced: string[] = [];
    const conflict = CONFLICT_FIELDS[error.code];
    if (conflict) next[conflict] = error.message;
    for (const detail of error.details) {
      const key = detail.field.replace(/^fields\./, '');
      if (!(key in values)) unplaced.push(detail.message);
      else next[key] ??= detail.message;
    }
    setServerErrors(next);
    return unplaced;
  };

  return {
    values,
    /** ISO code of the chosen country (document rule and mask), '' when none. */
    countryCode,
    options,
    issues,
    submitted,
    bind,
    errorOf,
    setValue,
    touch,
    /** Marks the form submitted (every error shows); true when it may be sent. */
    submit: () => {
      setSubmitted(true);
      setServerErrors({});
      return issues.length === 0;
    },
    applyServerError,
  };
}

export type RegistrationFormState = ReturnType<typeof useRegistrationForm>;
