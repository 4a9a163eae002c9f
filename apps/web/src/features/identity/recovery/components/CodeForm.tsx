import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { passwordLinkPath, useSendRecoveryCode, useValidateRecoveryCode } from '../api.ts';
import { formatCountdown, useSecondsUntil } from '../countdown.ts';
import { clearPendingCode, cooldownEndFrom, type PendingCode, pendingCodeFrom } from '../pendingCode.ts';
import { focusFirstInvalid } from '../validation.ts';
import classes from './CodeForm.module.css';
import { StepHeading } from './StepHeading.tsx';

const CODE_LENGTH = 6;

export interface CodeFormProps {
  pending: PendingCode;
  /** A new code was sent, or the resend lock changed: the page stores it (it survives a reload). */
  onPendingChange(pending: PendingCode): void;
  onStartOver(): void;
  /** False when the screen was restored after a reload: focus stays where the browser put it. */
  focusHeading?: boolean;
}

/**
 * Recovery by document, last step: the six-digit code sent by SMS or WhatsApp. Resending is locked for the
 * cooldown the server gives (SPEC §4), shown as a countdown; a valid code opens the recover-password screen.
 */
export function CodeForm({ pending, onPendingChange, onStartOver, focusHeading = true }: CodeFormProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const validate = useValidateRecoveryCode();
  const resend = useSendRecoveryCode();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [resent, setResent] = useState(false);
  const lockedFor = useSecondsUntil(pending.resend_at);
  const expiresIn = useSecondsUntil(pending.expires_at);

  const codeInvalid =
    validate.isError && isApiError(validate.error) && validate.error.code === 'account.code_invalid'
      ? validate.error.message
      : undefined;
  const codeError = formatError ? t('code.format', { count: CODE_LENGTH }) : codeInvalid;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setFormatError(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    validate.mutate(
      { request_id: pending.request_id, code },
      {
        onSuccess: (link) => {
          clearPendingCode();
          void navigate(passwordLinkPath('recover', link));
        },
        onError: () => focusFirstInvalid(formRef.current),
      },
    );
  };

  const handleResend = () => {
    setResent(false);
    const input = { document: pending.document, phone: pending.phone, channel: pending.channel };
    resend.mutate(input, {
      onSuccess: (sent) => {
        onPendingChange(pendingCodeFrom(input, pending, sent));
        setCode('');
        validate.reset();
        setResent(true);
      },
      onError: (error) => {
        const until = cooldownEndFrom(error);
        if (until !== null) onPendingChange({ ...pending, resend_at: until });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <StepHeading focusOnMount={focusHeading}>{t('code.title')}</StepHeading>
        <Text>{t(`code.sentTo.${pending.channel}`, { phone: pending.masked_phone })}</Text>
        <TextInput
          label={t('code.label', { count: CODE_LENGTH })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          withAsterisk
          classNames={{ input: classes.code }}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
            setFormatError(false);
            if (codeInvalid) validate.reset();
          }}
          error={codeError}
        />
        {expiresIn === 0 && (
          <Alert color="yellow" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {t('code.expired')}
          </Alert>
        )}
        {validate.isError && !codeInvalid && <ErrorAlert error={validate.error} />}
        <Button type="submit" fullWidth loading={validate.isPending}>
          {t('code.submit')}
        </Button>
        <Button
          variant="light"
          fullWidth
          onClick={handleResend}
          loading={resend.isPending}
          disabled={lockedFor > 0}
        >
          {lockedFor > 0 ? t('code.resendIn', { time: formatCountdown(lockedFor) }) : t('code.resend')}
        </Button>
        <div aria-live="polite">
          {resent && <Text size="sm">{t('code.resent', { phone: pending.masked_phone })}</Text>}
        </div>
        {resend.isError && <ErrorAlert error={resend.error} />}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            clearPendingCode();
            onStartOver();
          }}
        >
          {t('code.startOver')}
        </Anchor>
      </Stack>
    </form>
  );
}
