import '@mantine/core/styles/Paper.css';
import type { RewardOrder } from '@elevar/contract';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { withNamespace } from '../../../../i18n/NamespaceTexts.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { campaignsPending } from '../../components/NoRewardsAccess.tsx';
import { ORDERS_PAGE_SIZE, useMyOrders } from '../api.ts';
import { OrderHistory, OrderStatusBadge } from '../components/OrderStatus.tsx';
import { useStoreTranslation } from '../i18n.ts';
import { rewardStoreNamespace } from '../namespace.ts';

function OrderCard({ order, headingOrder }: { order: RewardOrder; headingOrder: 2 | 3 }) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const titleId = `order-${order.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {order.reward.image_url && <Image src={order.reward.image_url} alt="" w={72} h={54} fit="contain" />}
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Title order={headingOrder} size="h4" id={titleId}>
              {order.reward.name}
            </Title>
            <Group gap="xs">
              <OrderStatusBadge status={order.status} />
              <Text fw={700}>{t('orders.points', { points: numbers.format(order.points) })}</Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            #{order.id} · <FormattedDate value={order.created_at} />
          </Text>
          {order.status === 'rejected' && order.reason && (
            <Text size="sm" c="red.8">
              {t('orders.reason', { reason: order.reason })}
            </Text>
          )}
          {order.carrier && order.tracking_number && (
            <Text size="sm">
              {t('orders.tracking', { carrier: order.carrier, tracking: order.tracking_number })}
            </Text>
          )}
          <OrderHistory id={order.id} history={order.history} />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Profile section "orders and redemptions" (SPEC §2): the user's reward orders, newest first, each with its status,
 * the reason of a rejection, the carrier and tracking number, and its status history. A change an operator makes
 * arrives as a notification; the list reads again when the section opens.
 */
function Orders() {
  const { t } = useStoreTranslation();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  if (orders.isError) {
    const pending = campaignsPending(orders);
    if (pending) return pending;
  }
  return (
    <QueryList
      query={orders}
      empty={
        <Stack gap="xs">
          <EmptyList>{t('orders.empty')}</EmptyList>
          <Anchor component={Link} to="/reward-store">
            {t('orders.toStore')}
          </Anchor>
        </Stack>
      }
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">{t('orders.count', { count: data.count })}</Text>
          {data.results.map((order) => (
            <OrderCard key={order.id} order={order} headingOrder={isMobile ? 2 : 3} />
          ))}
          <ListPagination
            page={page}
            count={data.count}
            pageSize={ORDERS_PAGE_SIZE}
            onChange={setPage}
            disabled={orders.isFetching}
          />
        </Stack>
      )}
    </QueryList>
  );
}

export const OrdersSection = withNamespace(rewardStoreNamespace, Orders);
