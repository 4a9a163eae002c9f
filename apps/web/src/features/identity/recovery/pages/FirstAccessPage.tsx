import { validateEmail } from '@elevar/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useFirstAccess } from '../api.ts';
import { AccountScreen } from '../components/AccountScreen.tsx';
import { DocumentOnFileInput } from '../components/DocumentOnFileInput.tsx';
import { SentNotice } from '../components/SentNotice.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { focusFirstInvalid, useValidationText } from '../validation.ts';

/**
 * first_access/ (SPEC §2): someone whose account the client loaded confirms document and e-mail and gets a
 * set-password link by e-mail. "Not found or no access" is the server's message.
 */
export function FirstAccessPage() {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const firstAccess = useFirstAccess();
  const formRef = useRef<HTMLFormElement>(null);
  const [document, setDocument] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const documentError = submitted && !document.trim() ? text('field.required') : undefined;
  const emailCheck = validateEmail(email);
  const emailError = !submitted
    ? undefined
    : !email.trim()
      ? text('field.required')
      : !emailCheck.ok
        ? text(emailCheck.code)
        : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!document.trim() || !emailCheck.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    firstAccess.mutate({ document, email });
  };

  const title = t('firstAccess.title');
  if (firstAccess.isSuccess) {
    return (
      <AccountScreen title={title}>
        <SentNotice
          title={t('firstAccess.sentTitle')}
          body={t('firstAccess.sentBody', { email: email.trim() })}
        />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={title} intro={t('firstAccess.intro')}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <DocumentOnFileInput value={document} onChange={setDocument} error={documentError} />
          <TextInput
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          {firstAccess.isError && <ErrorAlert error={firstAccess.error} />}
          <Button type="submit" fullWidth loading={firstAccess.isPending}>
            {t('firstAccess.submit')}
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </AccountScreen>
  );
}
