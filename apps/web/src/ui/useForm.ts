import { type ValidationCode, validationMessage } from '@elevar/domain';
import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';

/**
 * A field's problem: a domain validation code (its text is read from the validation catalogue in the interface
 * language at each render, so it follows a change of language), or a text already in the user's language (the
 * server's own message, or one the form wrote with its i18n keys).
 */
export type FieldError = { code: ValidationCode } | { message: string };
/** Errors by field name, as the inputs' `name`s and the API's field details spell them ('descriptions.pt-BR'). */
export type FormErrors = Partial<Record<string, FieldError>>;

export interface FormOptions<V> {
  /** The starting values (the server's, or empty). */
  initialValues: V | (() => V);
  /** The fields in the order the form shows them: a failed check or save focuses the first one in error. */
  fields: readonly string[];
  /** What is wrong with these values, by field; nothing when they may be sent. */
  validate?(values: V, initial: V): FormErrors;
  /** The name of the input a field's error sends the focus to, when it is not the field's own (a date's year). */
  focusTarget?(field: string): string;
}

/** Deep equality of plain values (what form values are): primitives, arrays and plain objects. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

const hasAny = (errors: FormErrors) => Object.values(errors).some((error) => error !== undefined);

/** The keys of V whose values are texts, for `inputProps`. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * THE form state of the web app: values, per-field errors, touched and dirty fields, a submit that checks first and
 * moves the focus to the first field in error (once its message has rendered, so a screen reader reads the two
 * together), and a reset to the server's values. Inputs get their error through Mantine's `error` prop, which marks
 * them `aria-invalid` and describes them by the message (`aria-describedby`). A field is found for the focus by a
 * ref registered with `ref(field)`, else by its `name` inside the form given `formRef`.
 *
 * Small on purpose (no dependency): `@mantine/form` would add about 7 KB gzip, more than the login screen's budget
 * has left, and the login form is a form like the others.
 */
export function useForm<V extends object>(options: FormOptions<V>) {
  const { i18n } = useTranslation();
  const [initial, setInitial] = useState<V>(options.initialValues);
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  /** The field to focus once the errors just set have rendered (a new object per request). */
  const [pendingFocus, setPendingFocus] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const latest = useRef(options);
  const initialRef = useRef(initial);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const elementOf = useCallback((field: string): HTMLElement | null => {
    const name = latest.current.focusTarget?.(field) ?? field;
    return (
      elements.current.get(name) ?? formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`) ?? null
    );
  }, []);

  useLayoutEffect(() => {
    if (pendingFocus) elementOf(pendingFocus.field)?.focus();
  }, [pendingFocus, elementOf]);

  /** Replaces the errors shown (the server's, or a check's) and focuses the first field in error. */
  const setErrors = useCallback((found: FormErrors) => {
    setErrorsState(found);
    const first = latest.current.fields.find((field) => found[field] !== undefined);
    if (first !== undefined) setPendingFocus({ field: first });
  }, []);

  /**
   * Changes some values as the user did: those fields become touched and their errors go (`fields` names them
   * when they are not the patch's keys, as for nested values: `{ names }` → 'names.pt-BR').
   */
  const setValues = useCallback((patch: Partial<V>, fields: readonly string[] = Object.keys(patch)) => {
    setValuesState((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...fields]));
    setErrorsState((current) => {
      if (!fields.some((field) => current[field] !== undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      const patch: Partial<V> = {};
      patch[field] = value;
      setValues(patch, [field]);
    },
    [setValues],
  );

  /**
   * A new starting point: the given values (the server's after a save or a reload) or the current starting
   * values, with no errors and nothing touched. With `keepChangesSince`, values typed after that snapshot (while a
   * save was on its way) are kept rather than replaced.
   */
  const reset = useCallback((next?: V, { keepChangesSince }: { keepChangesSince?: V } = {}) => {
    const base = next ?? initialRef.current;
    initialRef.current = base;
    setInitial(base);
    setValuesState((typed) => (keepChangesSince && typed !== keepChangesSince ? typed : base));
    setErrorsState({});
    setTouched(new Set());
  }, []);

  /** Moves the focus to a field now. */
  const focus = useCallback((field: string) => elementOf(field)?.focus(), [elementOf]);

  /** A ref for a field's input (for inputs without a `name`, or when the form has no `formRef`). */
  const ref = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );

  /** The shown text of a field's error, for the input's `error` prop. */
  const error = (field: string): string | undefined => {
    const found = errors[field];
    if (!found) return undefined;
    return 'code' in found ? validationMessage(found.code, currentLanguage(i18n)) : found.message;
  };

  /** Checks the values: shows what is wrong and focuses the first field in error. True when nothing is. */
  const validate = (): boolean => {
    const found = options.validate?.(values, initial) ?? {};
    setErrors(found);
    return !hasAny(found);
  };

  /** The form's submit handler: checks, then hands the values on when nothing is wrong. */
  const onSubmit = (valid: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (validate()) valid(values);
  };

  /** A text field's value, change handler, name and error, for a Mantine input. */
  const inputProps = (field: TextKey<V>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue(field, event.currentTarget.value as V[typeof field]),
    error: error(field),
  });

  return {
    values,
    initialValues: initial,
    setValue,
    setValues,
    errors,
    error,
    hasErrors: hasAny(errors),
    setErrors,
    isTouched: (field: string) => touched.has(field),
    /** A field (or any, without one) differs from the starting values. */
    isDirty: (field?: keyof V) =>
      field === undefined ? !sameValue(values, initial) : !sameValue(values[field], initial[field]),
    reset,
    validate,
    onSubmit,
    inputProps,
    focus,
    ref,
    formRef,
  };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
