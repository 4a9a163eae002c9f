import '@mantine/core/styles/Card.css';
import { FREE_TEXT_MAX_LENGTH, type LanguageCode, validationMessage } from '@elevar/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useSupportActions, useTicket } from '../api.ts';
import { StatusBadge } from '../components/TicketList.tsx';
import { useSupportTranslation } from '../i18n.ts';

/**
 * Route /support/tickets/:id: a ticket's thread, oldest first, the support team's messages marked as theirs; a reply
 * while it is not closed; "close" for the support team. Its author and the client's support team open it.
 */
export function SupportTicketPage() {
  const { t, i18n } = useSupportTranslation();
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  const { reply, close } = useSupportActions();
  const [body, setBody] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const over = body.length > FREE_TEXT_MAX_LENGTH;

  if (ticket.isPending) return <ListLoader />;
  if (ticket.isError) return <ListError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!body.trim() || over) return;
    reply.mutate(
      { id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setNote(t('ticket.replied'));
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={data.subject} />
      <Anchor component={Link} to={data.may_close ? '/admin/support' : '/support'}>
        {t(data.may_close ? 'ticket.backToQueue' : 'ticket.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{data.subject}</Title>
        <StatusBadge status={data.status} t={t} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('ticket.answerBy')} <FormattedDate value={data.respond_by} />
      </Text>
      <div role="status" aria-live="polite">
        {note}
      </div>
      <Stack
        gap="sm"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('ticket.thread')}
      >
        {data.messages.map((message) => (
          <Card
            key={message.id}
            component="li"
            withBorder
            bg={message.from_staff ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Text size="sm" fw={600}>
              {message.from_staff
                ? t('ticket.fromSupport')
                : (message.author_name ?? t('ticket.closedAccount'))}{' '}
              · <FormattedDate value={message.created_at} />
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          </Card>
        ))}
      </Stack>
      {data.status === 'closed' ? (
        <Alert color="gray" variant="light">
          {t('ticket.closed')}
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label={t('ticket.replyTitle')}>
          <Stack gap="sm">
            {failure !== null && <ErrorAlert error={failure} />}
            <Textarea
              label={t('ticket.reply')}
              rows={3}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              error={over ? validationMessage('text.too_long', i18n.language as LanguageCode) : undefined}
              description={t('form.counter', { count: body.length, max: FREE_TEXT_MAX_LENGTH })}
            />
            <Group>
              <Button type="submit" loading={reply.isPending}>
                {t('ticket.send')}
              </Button>
              {data.may_close && (
                <Button
                  variant="default"
                  loading={close.isPending}
                  onClick={() => close.mutate(id, { onSuccess: () => setNote(t('ticket.closedNote')) })}
                >
                  {t('ticket.close')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
