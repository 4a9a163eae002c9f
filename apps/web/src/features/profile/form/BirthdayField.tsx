import { BIRTHDAY_MIN_YEAR } from '@elevar/domain';
import { Input, NativeSelect } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useProfileTranslation } from '../i18n.ts';
import classes from './BirthdayField.module.css';
import { BIRTHDAY_PARTS, type BirthdayPart, birthdayKey, type FormValues } from './model.ts';

export interface BirthdayFieldProps {
  values: FormValues;
  onChange(name: string, value: string): void;
  required: boolean;
  error?: string;
  disabled?: boolean;
  /** The current year: the newest year offered. */
  currentYear: number;
}

/**
 * Year, month and day as three selects edited together (SPEC §5: a birthday edit needs all three). One fieldset
 * names the group; its error describes the group and marks each select invalid.
 */
export function BirthdayField({
  values,
  onChange,
  required,
  error,
  disabled,
  currentYear,
}: BirthdayFieldProps) {
  const { t, i18n } = useProfileTranslation();
  const errorId = useId();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [i18n.language]);
  const options: Record<BirthdayPart, { value: string; label: string }[]> = {
    year: Array.from({ length: currentYear - BIRTHDAY_MIN_YEAR + 1 }, (_, i) => {
      const year = String(currentYear - i);
      return { value: year, label: year };
    }),
    month: months,
    day: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  };
  const labels: Record<BirthdayPart, string> = {
    year: t('form.year'),
    month: t('form.month'),
    day: t('form.day'),
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>
        {t('fields.birthday')}
        {required && (
          <span className={classes.asterisk} aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className={classes.parts}>
        {BIRTHDAY_PARTS.map((part) => {
          const name = birthdayKey(part);
          const value = values[name];
          return (
            <NativeSelect
              key={part}
              name={name}
              label={labels[part]}
              required={required}
              withAsterisk={false}
              disabled={disabled}
              error={Boolean(error)}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(name, event.currentTarget.value)}
              data={[{ value: '', label: t('form.choose') }, ...options[part]]}
            />
          );
        })}
      </div>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
