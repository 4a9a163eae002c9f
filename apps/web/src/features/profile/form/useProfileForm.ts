import type { Profile } from '@elevar/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useUpdateProfile } from '../api.ts';
import {
  BIRTHDAY_PARTS,
  birthdayKey,
  CONFLICT_FIELDS,
  changes,
  EMAIL_CONFIRMATION,
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
 * State of one profile section's form, on the app's form hook: values started from the saved Profile (later
 * refetches do not overwrite what is being typed), client-side checks, the PATCH of what changed, and the server's
 * field errors mapped back onto the fields. Nothing typed is lost on an error.
 */
export function useProfileForm(profile: Profile, fieldNames: readonly string[], context: ValidationContext) {
  const update = useUpdateProfile();
  const fields = useMemo(() => visibleSpecs(profile, fieldNames), [profile, fieldNames]);
  const specs = fields.map((f) => f.spec);
  const form = useForm<FormValues>({
    initialValues: () => initialValues(profile, specs),
    // in the order shown: the e-mail's confirmation right after the e-mail
    fields: specs.flatMap((spec) => (spec.kind === 'email' ? [spec.name, EMAIL_CONFIRMATION] : [spec.name])),
    validate: (values, initial) => validate(fields, initial, values, context),
    focusTarget,
  });
  const { values, initialValues: initial } = form;
  /** Messages of a failed save that belong to no field of this section. */
  const [formError, setFormError] = useState<unknown>(null);
  const [extraMessages, setExtraMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const setValue = (name: string, value: string | boolean) => {
    // the birthday's parts share its error
    form.setValues({ [name]: value }, [name.startsWith('birthday_') ? 'birthday' : name]);
    setStatus('idle');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setExtraMessages([]);
    if (!form.validate()) {
      setStatus('idle');
      return;
    }
    const body = changes(specs, initial, values);
    if (Object.keys(body).length === 0) {
      setStatus('unchanged');
      return;
    }
    const submitted = values;
    update.mutate(body, {
      onSuccess: (saved) => {
        const base = saved && typeof saved === 'object' && 'config' in saved ? saved : null;
        // The saved values become the new starting point; anything typed since the submit is kept.
        const next = base ? initialValues(base, specs) : { ...submitted, [EMAIL_CONFIRMATION]: '' };
        form.reset(next, { keepChangesSince: submitted });
        setStatus('saved');
      },
      onError: (error) => {
        const mapped: FormErrors = {};
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
        form.setErrors(mapped);
        setExtraMessages(extra);
        setFormError(error);
      },
    });
  };

  return {
    fields,
    values,
    setValue,
    errors: form.errors,
    /** A field's error text, in the interface language. */
    error: form.error,
    formError,
    extraMessages,
    status,
    onSubmit,
    formRef: form.formRef,
    isSaving: update.isPending,
    isDirty: fields.some((f) => isDirty(f.spec, initial, values)),
    emailChanged: fields.some((f) => f.spec.kind === 'email') && values.email !== initial.email,
  };
}
