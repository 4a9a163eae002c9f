import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import type { SupportTicketStatus, SupportTicketSummary } from '@elevar/contract';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { type SupportT, useSupportTranslation } from '../i18n.ts';

const STATUS_COLOR: Record<SupportTicketStatus, string> = {
  open: 'yellow',
  answered: 'green',
  closed: 'gray',
};

export function StatusBadge({ status, t }: { status: SupportTicketStatus; t: SupportT }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Tickets as cards (a user's own, or the support queue with each author): subject, state, dates, a link. */
export function TicketList({
  tickets,
  withAuthor,
}: {
  tickets: readonly SupportTicketSummary[];
  withAuthor?: boolean;
}) {
  const { t } = useSupportTranslation();
  return (
    <Stack gap="sm">
      {tickets.map((ticket) => (
        <Card key={ticket.id} withBorder component="article" aria-label={ticket.subject}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to={`/support/tickets/${ticket.id}`} fw={600}>
                {ticket.subject}
              </Anchor>
              <StatusBadge status={ticket.status} t={t} />
            </Group>
            {withAuthor && (
              <Text size="sm">
                {t('ticket.author', { name: ticket.author_name ?? t('ticket.closedAccount') })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('ticket.sentOn')} <FormattedDate value={ticket.created_at} /> · {t('ticket.answerBy')}{' '}
              <FormattedDate value={ticket.respond_by} />
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
