import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import {
  isLongEnoughPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_LEVELS,
  passwordStrength,
  type PasswordStrength as Strength,
} from '@elevar/domain';
import { List, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useProfileTranslation } from '../i18n.ts';

export interface PasswordStrengthProps {
  password: string;
  /** The level this site asks for (the client's register config). */
  required: Strength;
  id?: string;
}

const COLORS: Record<Strength, string> = { weak: 'red', medium: 'yellow', strong: 'teal' };

/**
 * SPEC §5 strength hints: weak (letters), medium (upper and lower case and digits), strong (adds a symbol). The
 * rating is the domain's; the checklist says what is still missing.
 */
export function PasswordStrength({ password, required, id }: PasswordStrengthProps) {
  const { t } = useProfileTranslation();
  const level = passwordStrength(password);
  const rank = PASSWORD_STRENGTH_LEVELS.indexOf(level);
  const rules = [
    {
      key: 'length',
      met: isLongEnoughPassword(password),
      text: t('password.ruleLength', { min: PASSWORD_MIN_LENGTH }),
    },
    {
      key: 'mixed',
      met: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password),
      text: t('password.ruleMixed'),
    },
    { key: 'symbol', met: /[^\p{L}\p{N}\s]/u.test(password), text: t('password.ruleSymbol') },
  ];
  return (
    <Stack gap={6} id={id}>
      <Progress
        value={password ? ((rank + 1) / PASSWORD_STRENGTH_LEVELS.length) * 100 : 0}
        color={COLORS[level]}
        size="sm"
        aria-hidden="true"
      />
      <Text size="sm" aria-live="polite">
        {password
          ? t('password.strength', { level: t(`password.levels.${level}`) })
          : t('password.strengthEmpty')}
      </Text>
      {required !== 'weak' && (
        <Text size="sm">{t('password.siteRequires', { level: t(`password.levels.${required}`) })}</Text>
      )}
      <List size="sm" spacing={2} listStyleType="none" p={0}>
        {rules.map((rule) => (
          <List.Item key={rule.key}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
            {rule.text}
            <VisuallyHidden> ({rule.met ? t('password.ruleMet') : t('password.ruleUnmet')})</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
