import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_LEVELS,
  type PasswordStrength,
  passwordStrength,
} from '@elevar/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PasswordStrengthMeter.module.css';

export interface PasswordStrengthMeterProps {
  password: string;
  /** The level the client's register config (or the link) asks for. */
  required: PasswordStrength;
  id?: string;
}

/**
 * SPEC §5 strength hints: weak (letters), medium (upper and lower case and digits), strong (adds symbols).
 * Shows the level asked for and how to reach it, and rates the password as it is typed (announced politely).
 */
export function PasswordStrengthMeter({ password, required, id }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('accounts');
  const strength = passwordStrength(password);
  const filled = password ? PASSWORD_STRENGTH_LEVELS.indexOf(strength) + 1 : 0;
  return (
    <Stack gap={6} id={id}>
      <ul className={classes.bar} aria-hidden="true">
        {PASSWORD_STRENGTH_LEVELS.map((level, index) => (
          <li
            key={level}
            className={classes.segment}
            data-filled={index < filled || undefined}
            data-strength={strength}
          />
        ))}
      </ul>
      <Text size="sm" aria-live="polite">
        {password ? t('password.rated', { strength: t(`password.levels.${strength}`) }) : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {t('password.requirement', { level: t(`password.levels.${required}`), count: PASSWORD_MIN_LENGTH })}
      </Text>
      <ul className={classes.hints}>
        {PASSWORD_STRENGTH_LEVELS.map((level) => (
          <li key={level}>
            <Text size="sm" c="dimmed" fw={level === required ? 600 : undefined}>
              {t(`password.hints.${level}`)}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
