import type { PasswordLinkParams } from '@elevar/contract';
import { type PasswordStrength, validateNewPassword } from '@elevar/domain';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { isDeadLinkError, useSetPassword } from '../api.ts';
import { focusFirstInvalid, useValidationText } from '../validation.ts';
import { LinkProblem } from './LinkProblem.tsx';
import { NewPasswordFields, type NewPasswordName } from './NewPasswordFields.tsx';
import { useSignInPath } from './SignInLink.tsx';

export interface SetPasswordFormProps {
  link: PasswordLinkParams;
  username: string;
  level: PasswordStrength;
}

/** What the login page reads from the navigation state after a password was set. */
export interface SignInNotice {
  notice: 'passwordSet';
  username: string;
}

/** New password + confirmation for a checked link; on success, the login with a notice and the user name. */
export function SetPasswordForm({ link, username, level }: SetPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const setPassword = useSetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [touched, setTouched] = useState<Partial<Record<NewPasswordName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const issues = validateNewPassword(values.password, values.password_confirmation, level);
  const errors: Partial<Record<NewPasswordName, string>> = {};
  for (const code of issues) {
    const field: NewPasswordName = code === 'password.mismatch' ? 'password_confirmation' : 'password';
    if ((submitted || touched[field]) && !errors[field]) errors[field] = text(code);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPassword.mutate(
      { ...link, ...values },
      {
        onSuccess: () => {
          const state: SignInNotice = { notice: 'passwordSet', username };
          void navigate(signInPath, { replace: true, state });
        },
      },
    );
  };

  if (setPassword.isError && isDeadLinkError(setPassword.error)) {
    return <LinkProblem error={setPassword.error} />;
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('setPassword.forUser', { username })}</Text>
        {/* Lets password managers file the new password under the right account. */}
        <VisuallyHidden>
          <input
            type="text"
            name="username"
            aria-label={t('setPassword.username')}
            autoComplete="username"
            value={username}
            readOnly
            tabIndex={-1}
          />
        </VisuallyHidden>
        <NewPasswordFields
          password={values.password}
          confirmation={values.password_confirmation}
          level={level}
          errors={errors}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          onBlur={(name) => setTouched((current) => ({ ...current, [name]: true }))}
        />
        {setPassword.isError && <ErrorAlert error={setPassword.error} />}
        <Button type="submit" fullWidth loading={setPassword.isPending}>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
