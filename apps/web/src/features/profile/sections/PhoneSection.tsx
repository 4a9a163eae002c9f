import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Radio.css';
import { validatePhone } from '@elevar/domain';
import { Badge, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import {
  type PhoneStatus,
  type SendPhoneCodeInput,
  useConfirmPhoneCode,
  usePhoneVerification,
  useSendPhoneCode,
} from '../api.ts';
import { LoadError, SectionLoader } from '../components/ProfileGate.tsx';
import { formatCountdown, useCountdown } from '../components/useCountdown.ts';
import { useProfileTranslation } from '../i18n.ts';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Phone change with verification (SPEC §4): the new number gets a 6-digit code by SMS or WhatsApp. Sending again
 * is locked for the cooldown the server keeps (default 300 s); the countdown comes from its `resend_in`, so a reload
 * shows the same time left, and a pending code can still be confirmed.
 */
export function PhoneSection() {
  const status = usePhoneVerification();
  if (status.isPending) return <SectionLoader />;
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  return <PhoneVerifier status={status.data} receivedAt={status.dataUpdatedAt} />;
}

interface PhoneVerifierProps {
  status: PhoneStatus;
  /** When `status` was received: its `resend_in` counts from then. */
  receivedAt: number;
}

function PhoneVerifier({ status, receivedAt }: PhoneVerifierProps) {
  const { t } = useProfileTranslation();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const remaining = useCountdown(status.resend_in > 0 ? receivedAt + status.resend_in * 1000 : null);
  const locked = remaining > 0;
  const phoneForm = useForm<SendPhoneCodeInput>({
    initialValues: { phone: '', channel: 'sms' },
    fields: ['phone'],
    validate: ({ phone }): FormErrors => {
      if (!phone.trim()) return { phone: { code: 'field.required' } };
      return validatePhone(phone).ok ? {} : { phone: { code: 'phone.invalid' } };
    },
  });
  const codeForm = useForm<{ code: string }>({
    initialValues: { code: '' },
    fields: ['code'],
    validate: ({ code }): FormErrors =>
      CODE_PATTERN.test(code.trim()) ? {} : { code: { message: t('phone.codeFormat') } },
  });
  const [notice, setNotice] = useState('');
  const countdownId = useId();
  const newPhoneHeading = useId();
  const codeHeading = useId();

  // Say it once when the lock ends, rather than reading out every second of the countdown.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current && !locked) setNotice(t('phone.resendAvailable'));
    wasLocked.current = locked;
  }, [locked, t]);

  const sendCode = ({ phone, channel }: SendPhoneCodeInput) =>
    send.mutate(
      { phone: phone.trim(), channel },
      {
        onSuccess: () => {
          codeForm.reset({ code: '' });
          setNotice(t(channel === 'sms' ? 'phone.sentSms' : 'phone.sentWhatsapp', { phone: phone.trim() }));
          // The code field appears with this answer; move on to it.
          requestAnimationFrame(() => codeForm.focus('code'));
        },
        onError: (error) => {
          const detail = isApiError(error) ? error.details.find((d) => d.field === 'phone') : undefined;
          if (detail) phoneForm.setErrors({ phone: { message: detail.message } });
        },
      },
    );

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || send.isPending) return;
    confirm.reset();
    phoneForm.onSubmit(sendCode)(event);
  };

  const confirmCode = (requestId: string, { code }: { code: string }) =>
    confirm.mutate(
      { request_id: requestId, code: code.trim() },
      {
        onSuccess: () => {
          phoneForm.reset({ phone: '', channel: phoneForm.values.channel });
          codeForm.reset({ code: '' });
          send.reset();
          setNotice(t('phone.confirmed'));
        },
        onError: (error) => {
          const message = isApiError(error) && error.message ? error.message : null;
          codeForm.setErrors(message ? { code: { message } } : {});
          if (!message) codeForm.focus('code');
        },
      },
    );

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const requestId = status.request_id;
    if (!requestId || confirm.isPending) return;
    codeForm.onSubmit((values) => confirmCode(requestId, values))(event);
  };

  const sendError = send.isError && !phoneForm.errors.phone ? send.error : null;
  const confirmError = confirm.isError && !codeForm.errors.code ? confirm.error : null;

  return (
    <Stack gap="xl" maw={520}>
      <Group gap="sm">
        <Text>
          {t('phone.current')}: <strong>{status.phone ?? t('form.empty')}</strong>
        </Text>
        {status.phone && (
          <Badge color={status.verified ? 'teal' : 'gray'} variant="light">
            {status.verified ? t('phone.verified') : t('phone.notVerified')}
          </Badge>
        )}
      </Group>

      <Text role="status" size="sm">
        {notice}
      </Text>

      <form ref={phoneForm.formRef} onSubmit={onSend} noValidate aria-labelledby={newPhoneHeading}>
        <Stack gap="md">
          <Title order={3} size="h4" id={newPhoneHeading}>
            {t('phone.newTitle')}
          </Title>
          <TextInput
            {...phoneForm.inputProps('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('phone.newPhone')}
            description={t('phone.newPhoneHint')}
            required
          />
          <Radio.Group
            name="channel"
            label={t('phone.channel')}
            value={phoneForm.values.channel}
            onChange={(value) => phoneForm.setValue('channel', value === 'whatsapp' ? 'whatsapp' : 'sms')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="sms" label={t('phone.channels.sms')} />
              <Radio value="whatsapp" label={t('phone.channels.whatsapp')} />
            </Group>
          </Radio.Group>
          {sendError && <ErrorAlert error={sendError} />}
          <Group gap="sm" align="center">
            <Button
              type="submit"
              disabled={locked}
              loading={send.isPending}
              aria-describedby={locked ? countdownId : undefined}
            >
              {status.request_id ? t('phone.resend') : t('phone.send')}
            </Button>
            {locked && (
              <Text id={countdownId} size="sm">
                {t('phone.resendIn', { time: formatCountdown(remaining) })}
              </Text>
            )}
          </Group>
        </Stack>
      </form>

      {status.request_id && (
        <form ref={codeForm.formRef} onSubmit={onConfirm} noValidate aria-labelledby={codeHeading}>
          <Stack gap="md">
            <Title order={3} size="h4" id={codeHeading}>
              {t('phone.codeTitle')}
            </Title>
            <TextInput
              {...codeForm.inputProps('code')}
              label={t('phone.code')}
              description={t('phone.codeHint')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(event) => codeForm.setValue('code', event.currentTarget.value.replace(/\D/g, ''))}
            />
            {confirmError && <ErrorAlert error={confirmError} />}
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {t('phone.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
