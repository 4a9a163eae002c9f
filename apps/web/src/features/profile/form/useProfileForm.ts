import type { Profile } from '@elevar/contract';
import { validationMessage } from '@elevar/domain';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useUpdateProfile } from '../api.ts';
import {
  BIRTHDAY_PARTS,
  birthdayKey,
  CONFLICT_FIELDS,
  changes,
  EMAIL_CONFIRMATION,
  type FieldError,
  type FieldErrors,
  type FormValues,
  formFieldOf,
  initialValues,
  isDirty,
  type ValidationContext,
  validate,
  visibleSpecs,
} from './model.ts';

export type SaveStatus = 'idle' | 'saved' | 'unchanged';

/** Today in the user's zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The input a field's error sends focus to. */
function focusTarget(field: string): string {
  return field === 'birthday' ? birthdayKey(BIRTHDAY_PARTS[0]) : field;
}

/**
 * State of one profile section's form: values started from the saved Profile (later refetches do not overwrite
 * what is being typed), client-side checks, the PATCH of what changed, and the server's field errors mapped back
 * onto the fields. Nothing typed is lost on an error.
 */
export function useProfileForm(profile: Profile, fieldNames: readonly string[], context: ValidationContext) {
  const { i18n } = useTranslation();
  const update = useUpdateProfile();
  const fields = useMemo(() => visibleSpecs(profile, fieldNames), [profile, fieldNames]);
  const [initial, setInitial] = useState<FormValues>(() =>
    initialValues(
      profile,
      fields.map((f) => f.spec),
    ),
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Messages of a failed save that belong to no field of this section. */
  const [formError, setFormError] = useState<unknown>(null);
  const [extraMessages, setExtraMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  /** The field to focus after a failed check or save (a new object per request). */
  const [pendingFocus, setPendingFocus] = useState<{ field: string } | null>(null);

  // Focus the first field in error once its message has rendered: screen readers read the two together.
  useEffect(() => {
    if (pendingFocus)
      formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget(pendingFocus.field)}"]`)?.focus();
  }, [pendingFocus]);

  /** The first field in error, in the order the form shows them. */
  const firstInError = (found: FieldErrors): string | undefined => {
    const position = (name: string) =>
      name === EMAIL_CONFIRMATION
        ? fields.findIndex((f) => f.spec.kind === 'email') + 0.5
        : fields.findIndex((f) => f.spec.name === name);
    return Object.keys(found)
      .filter((name) => position(name) >= 0)
      .sort((a, b) => position(a) - position(b))[0];
  };
  const requestFocus = (found: FieldErrors) => {
    const field = firstInError(found);
    if (field) setPendingFocus({ field });
  };

  const setValue = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setStatus('idle');
    const key = name.startsWith('birthday_') ? 'birthday' : name;
    if (errors[key]) {
      setErrors((current) => {
        const { [key]: _dropped, ...rest } = current;
        return rest;
      });
    }
  };

  const messageOf = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return 'code' in error ? validationMessage(error.code, currentLanguage(i18n)) : error.message;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setExtraMessages([]);
    const found = validate(fields, initial, values, context);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      requestFocus(found);
      return;
    }
    const body = changes(
      fields.map((f) => f.spec),
      initial,
      values,
    );
    if (Object.keys(body).length === 0) {
      setStatus('unchanged');
      return;
    }
    const submitted = values;
    update.mutate(body, {
      onSuccess: (saved) => {
        const base = saved && typeof saved === 'object' && 'config' in saved ? saved : null;
        // The saved values become the new starting point; anything typed since the submit is kept.
        const next = base
          ? initialValues(
              base,
              fields.map((f) => f.spec),
            )
          : { ...submitted, [EMAIL_CONFIRMATION]: '' };
        setInitial(next);
        setValues((current) => (current === submitted ? next : current));
        setStatus('saved');
      },
      onError: (error) => {
        const mapped: FieldErrors = {};
        const extra: string[] = [];
        if (isApiError(error)) {
          for (const detail of error.details) {
            const field = formFieldOf(detail.field, fields);
            if (field) mapped[field] ??= { message: detail.message };
            else extra.push(detail.message);
          }
          const conflictField = CONFLICT_FIELDS[error.code];
          if (conflictField && formFieldOf(conflictField, fields))
            mapped[conflictField] = { message: error.message };
        }
        setErrors(mapped);
        setExtraMessages(extra);
        setFormError(error);
        requestFocus(mapped);
      },
    });
  };

  return {
    fields,
    values,
    setValue,
    errors,
    messageOf,
    formError,
    extraMessages,
    status,
    onSubmit,
    formRef,
    isSaving: update.isPending,
    isDirty: fields.some((f) => isDirty(f.spec, initial, values)),
    emailChanged: fields.some((f) => f.spec.kind === 'email') && values.email !== initial.email,
  };
}
