import type { SupportTicket } from '@elevar/contract';
import {
  FREE_TEXT_MAX_LENGTH,
  isSupportCountry,
  type LanguageCode,
  SUPPORT_COUNTRIES,
  validationMessage,
} from '@elevar/domain';
import { Alert, Anchor, Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { useCountryName } from '../../../../i18n/countries.ts';
import { useAppState } from '../../../../storage/StoreContext.tsx';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useSupportActions } from '../api.ts';
import { useSupportTranslation } from '../i18n.ts';

interface Values {
  client: string;
  country: string;
  subject: string;
  message: string;
}

/** A text's counter and, past SPEC §5's 256 characters, its error: both shown while typing, before sending. */
function lengthOf(text: string, language: LanguageCode) {
  const over = text.length > FREE_TEXT_MAX_LENGTH;
  return { over, error: over ? validationMessage('text.too_long', language) : undefined };
}

/**
 * The contact support form (SPEC §2: client, country, subject, message). Sent, it says by which day the support team
 * answers (7 working days in the country's calendar) and links to the ticket; when sending fails it says SPEC §8's
 * "could not send your message" and keeps everything typed.
 */
export function SupportForm() {
  const { t, i18n } = useSupportTranslation();
  const session = useAppState((state) => state.common.session);
  const countryName = useCountryName();
  const { send } = useSupportActions();
  const language = (i18n.language as LanguageCode) ?? 'pt-BR';
  const sessionCountry = session?.country?.code ?? '';
  const [values, setValues] = useState<Values>({
    client: String(session?.id_user_client_selected ?? session?.clients[0]?.id ?? ''),
    country: isSupportCountry(sessionCountry) ? sessionCountry : '',
    subject: '',
    message: '',
  });
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<SupportTicket | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const subject = lengthOf(values.subject, language);
  const message = lengthOf(values.message, language);
  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: event.currentTarget.value });
  const required = (value: string) => (missing && !value.trim() ? t('form.required') : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const blank = [values.client, values.country, values.subject.trim(), values.message.trim()].some(
      (v) => !v,
    );
    if (blank || subject.over || message.over || !isSupportCountry(values.country)) {
      setMissing(true);
      return;
    }
    send.mutate(
      {
        client_id: Number(values.client),
        country: values.country,
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
      {
        onSuccess: (ticket) => {
          setSent(ticket);
          setMissing(false);
          setValues({ ...values, subject: '', message: '' });
        },
        // SPEC §8: the user is told to try later and keeps what they typed; a refused field says what is wrong
        onError: (error) =>
          setFailure(
            isApiError(error) && error.status === 400 ? errorMessage(error, i18n.t) : t('form.sendFailed'),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      {sent && (
        <Alert color="green" variant="light" role="status" title={t('form.sentTitle')}>
          <Stack gap={4}>
            <Text size="sm">
              {t('form.sentBody')} <FormattedDate value={sent.respond_by} />
            </Text>
            <Anchor component={Link} to={`/support/tickets/${sent.id}`} size="sm">
              {t('form.openTicket')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('form.title')}>
        <Stack gap="sm">
          <NativeSelect
            label={t('form.client')}
            required
            data={(session?.clients ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={values.client}
            onChange={set('client')}
            error={required(values.client)}
          />
          <NativeSelect
            label={t('form.country')}
            required
            data={[
              { value: '', label: t('form.chooseCountry') },
              ...SUPPORT_COUNTRIES.map((code) => ({ value: code, label: countryName(code) })),
            ]}
            value={values.country}
            onChange={set('country')}
            error={required(values.country)}
          />
          <TextInput
            label={t('form.subject')}
            required
            value={values.subject}
            onChange={set('subject')}
            error={subject.error ?? required(values.subject)}
            description={t('form.counter', { count: values.subject.length, max: FREE_TEXT_MAX_LENGTH })}
          />
          <Textarea
            label={t('form.message')}
            required
            rows={4}
            value={values.message}
            onChange={set('message')}
            error={message.error ?? required(values.message)}
            description={t('form.counter', { count: values.message.length, max: FREE_TEXT_MAX_LENGTH })}
          />
          <Text size="sm" c="dimmed">
            {t('form.responseTime')}
          </Text>
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('form.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
