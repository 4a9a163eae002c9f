import '@mantine/core/styles/Badge.css';
import type { OrderEvent } from '@elevar/contract';
import type { OrderStatus } from '@elevar/domain';
import { Badge, List, Text } from '@mantine/core';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { useStoreTranslation } from '../i18n.ts';

/** The colour of each status (never the only sign: the badge says it). */
const STATUS_COLOR: Record<OrderStatus, string> = {
  pending_audit: 'orange',
  awaiting_approval: 'yellow',
  approved: 'blue',
  shipped: 'indigo',
  delivered: 'green',
  rejected: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useStoreTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** An order's statuses, oldest first, each with its day and note (reason, carrier and tracking). */
export function OrderHistory({ id, history }: { id: number; history: readonly OrderEvent[] }) {
  const { t } = useStoreTranslation();
  return (
    <List size="sm" spacing={4} aria-label={t('orders.history', { id })}>
      {history.map((event) => (
        <List.Item key={`${event.status}-${event.at}`}>
          <Text size="sm" span fw={500}>
            {t(`statuses.${event.status}`)}
          </Text>{' '}
          <Text size="sm" span c="dimmed">
            <FormattedDate value={event.at} />
          </Text>
          {event.note && (
            <Text size="sm" span>
              {' · '}
              {event.note}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
