import '@mantine/core/styles/SimpleGrid.css';
import type { PasswordStrength } from '@elevar/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../ui/PasswordField.tsx';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter.tsx';

export type NewPasswordName = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  level: PasswordStrength;
  errors: Partial<Record<NewPasswordName, string>>;
  onChange(name: NewPasswordName, value: string): void;
  onBlur?(name: NewPasswordName): void;
  /** Side by side from the `sm` breakpoint (wide forms); stacked otherwise. */
  columns?: 1 | 2;
  passwordRef?: Ref<HTMLInputElement>;
}

/** New password and its confirmation, with the strength meter for the level asked. */
export function NewPasswordFields({
  password,
  confirmation,
  level,
  errors,
  onChange,
  onBlur,
  columns = 1,
  passwordRef,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
        <PasswordField
          ref={passwordRef}
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => onChange('password', event.currentTarget.value)}
          onBlur={() => onBlur?.('password')}
          error={errors.password}
        />
        <PasswordField
          label={t('fields.password_confirmation')}
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => onChange('password_confirmation', event.currentTarget.value)}
          onBlur={() => onBlur?.('password_confirmation')}
          error={errors.password_confirmation}
        />
      </SimpleGrid>
      <PasswordStrengthMeter password={password} required={level} />
    </Stack>
  );
}
