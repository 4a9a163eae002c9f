import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { useLogin } from '../signIn.ts';

export interface LoginFormProps {
  /** The client's primary colour for the submit button (login settings). */
  primaryColor?: string;
  /** Pre-filled user name (e.g. after setting a password through a link). */
  initialUsername?: string;
}

/** Username and password; server errors (wrong password, blocked, pending approval) are announced. */
export function LoginForm({ primaryColor, initialUsername = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const usernameMissing = showRequired && !username.trim();
  const passwordMissing = showRequired && !password;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setShowRequired(true);
      // Focus lands on the first empty field, whose error text is its description: screen readers read it out.
      (username.trim() ? passwordRef : usernameRef).current?.focus();
      return;
    }
    login.mutate({ username, password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={usernameMissing ? t('login.usernameRequired') : undefined}
        />
        <PasswordField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordMissing ? t('login.passwordRequired') : undefined}
        />
        {login.isError && <ErrorAlert error={login.error} />}
        <Button type="submit" fullWidth loading={login.isPending} color={primaryColor} autoContrast>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
