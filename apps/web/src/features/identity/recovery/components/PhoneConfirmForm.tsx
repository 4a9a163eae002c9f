import '@mantine/core/styles/Radio.css';
import { validatePhone } from '@elevar/domain';
import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type CodeChannel, type PhoneOnFile, useSendRecoveryCode } from '../api.ts';
import { formatCountdown, useSecondsUntil } from '../countdown.ts';
import { cooldownEndFrom, type PendingCode, pendingCodeFrom } from '../pendingCode.ts';
import { focusFirstInvalid, useValidationText } from '../validation.ts';
import { StepHeading } from './StepHeading.tsx';

export interface PhoneConfirmFormProps {
  document: string;
  onFile: PhoneOnFile;
  onCodeSent(pending: PendingCode): void;
  onBack(): void;
}

/**
 * Recovery by document, second step: shows the masked phone on file; the user types the whole number (it must
 * match, SPEC §5) and picks SMS or WhatsApp.
 */
export function PhoneConfirmForm({ document, onFile, onCodeSent, onBack }: PhoneConfirmFormProps) {
  const { t } = useTranslation('accounts');
  const text = useValidationText();
  const send = useSendRecoveryCode();
  const formRef = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<CodeChannel | null>(
    onFile.channels.length === 1 ? (onFile.channels[0] ?? null) : null,
  );
  const [submitted, setSubmitted] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const locked = useSecondsUntil(lockedUntil);

  const phoneCheck = validatePhone(phone);
  const mismatch =
    send.isError && isApiError(send.error) && send.error.code === 'account.phone_mismatch'
      ? send.error.message
      : undefined;
  const phoneError = !submitted
    ? undefined
    : !phone.trim()
      ? text('field.required')
      : !phoneCheck.ok
        ? text(phoneCheck.code)
        : mismatch;
  const channelError = submitted && !channel ? text('field.required') : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!phoneCheck.ok || !channel) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const input = { document, phone: phone.trim(), channel };
    send.mutate(input, {
      onSuccess: (sent) => onCodeSent(pendingCodeFrom(input, onFile, sent)),
      onError: (error) => {
        setLockedUntil(cooldownEndFrom(error));
        if (isApiError(error) && error.code === 'account.phone_mismatch') focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <StepHeading>{t('requestPassword.phoneStep')}</StepHeading>
        <Text>{t('requestPassword.phoneOnFile', { phone: onFile.masked_phone })}</Text>
        <TextInput
          label={t('fields.phone_mobile')}
          description={t('requestPassword.phoneHint')}
          name="phone"
          type="tel"
          autoComplete="tel"
          withAsterisk
          value={phone}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            if (mismatch) send.reset();
          }}
          error={phoneError}
        />
        <Radio.Group
          label={t('requestPassword.channel')}
          withAsterisk
          value={channel}
          onChange={(value) => setChannel(value as CodeChannel)}
          error={channelError}
        >
          <Group gap="lg" mt="xs">
            {onFile.channels.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`requestPassword.channels.${option}`)}
                aria-invalid={channelError ? true : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        {send.isError && !mismatch && <ErrorAlert error={send.error} />}
        <Button type="submit" fullWidth loading={send.isPending} disabled={locked > 0}>
          {locked > 0
            ? t('requestPassword.sendCodeIn', { time: formatCountdown(locked) })
            : t('requestPassword.sendCode')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('requestPassword.otherDocument')}
        </Anchor>
      </Stack>
    </form>
  );
}
