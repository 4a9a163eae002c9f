import { TextInput, UnstyledButton } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PasswordField.module.css';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle (a real, labelled toggle button). Lighter than Mantine's
 * PasswordInput, which costs the login bundle about 2 KB.
 */
export function PasswordField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  name,
  ref,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      ref={ref}
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      withAsterisk
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          aria-label={t('login.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </UnstyledButton>
      }
    />
  );
}
