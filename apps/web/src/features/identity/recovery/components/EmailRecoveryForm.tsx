import { validateEmail } from '@elevar/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useRecoverByEmail } from '../api.ts';
import { focusFirstInvalid, useValidationText } from '../validation.ts';

export interface EmailRecoveryFormProps {
  onSent(email: string): void;
}

/** Recovery by e-mail: the server mails a recover-password link. */
export function EmailRecoveryForm({ onSent }: EmailRecoveryFormProps) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const recover = useRecoverByEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = validateEmail(email);
  const error = !submitted
    ? undefined
    : !email.trim()
      ? text('field.required')
      : check.ok
        ? undefined
        : text(check.code);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    recover.mutate(email, { onSuccess: () => onSent(email.trim()) });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          description={t('requestPassword.emailHint')}
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        {recover.isError && <ErrorAlert error={recover.error} />}
        <Button type="submit" fullWidth loading={recover.isPending}>
          {t('requestPassword.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}
