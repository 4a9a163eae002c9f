import {
  formatDate,
  isLanguageCode,
  languageByCode,
  maskDateInput,
  parseDateInput,
  validationMessage,
} from '@elevar/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder' | 'inputMode'> {
  /** The day as yyyy-mm-dd, '' for none, or text typed before that is not a date (what `onChange` gave). */
  value: string;
  /** yyyy-mm-dd once the text is a whole, real date; '' when emptied; else the text as typed. */
  onChange(value: string): void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The example the empty field shows: the last day of a year, unambiguous in either order. */
const EXAMPLE = '2026-12-31';

interface Draft {
  text: string;
  /** The value when it was typed, and the value it gave: while the value is either, the field shows the text. */
  before: string;
  gave: string;
  languageId: number;
}

/**
 * A calendar day typed in the app's language order (SPEC §9: dd/mm/yyyy for Portuguese and Spanish, mm-dd-yyyy
 * for the others), never the browser's: the text field lays digits out as they come, shows an example date, and
 * says when what was typed is not a date once the user leaves it.
 */
export function DateInput({ value, onChange, error, onBlur, ...props }: DateInputProps) {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'pt-BR';
  const languageId = languageByCode(language)?.id ?? 1;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [left, setLeft] = useState(false);

  const typed =
    draft && draft.languageId === languageId && (value === draft.before || value === draft.gave)
      ? draft
      : null;
  const text = typed ? typed.text : DAY.test(value) ? formatDate(value, languageId, 'UTC') : value;
  const invalid = text.trim() !== '' && !parseDateInput(text, languageId).ok;

  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      placeholder={formatDate(EXAMPLE, languageId, 'UTC')}
      value={text}
      error={error ?? (left && invalid ? validationMessage('date.invalid', language) : undefined)}
      onChange={(event) => {
        const next = maskDateInput(event.currentTarget.value, languageId);
        const parsed = parseDateInput(next, languageId);
        const gave = next === '' ? '' : parsed.ok ? parsed.normalized : next;
        setDraft({ text: next, before: value, gave, languageId });
        setLeft(false);
        onChange(gave);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
