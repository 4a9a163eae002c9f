import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { QueryList } from '../../../ui/ListState.tsx';
import {
  type NotificationChannel,
  PAGE_SIZE,
  useNotifications,
  useReadAllNotifications,
  useReadNotification,
  useUnreadCounts,
} from '../api.ts';
import { useNotificationsTranslation } from '../i18n.ts';
import classes from './NotificationItem.module.css';
import { NotificationItem, type NotificationItemProps } from './NotificationItem.tsx';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export interface NotificationListProps {
  /** `notification`: the notifications screen; `message`: the profile's inbox. */
  channel: NotificationChannel;
  headingOrder: NotificationItemProps['headingOrder'];
}

/**
 * Notifications or messages, newest first: the unread filter and the page live in the URL (`?unread=1&page=2`),
 * so the back button and a reload keep them. "Mark all as read" applies to this channel only.
 */
export function NotificationList({ channel, headingOrder }: NotificationListProps) {
  const { t } = useNotificationsTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const unreadOnly = params.get('unread') === '1';
  const list = useNotifications({ channel, unreadOnly, page });
  const unread = useUnreadCounts();
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const [done, setDone] = useState<string | null>(null);
  const unreadCount = unread.data?.[channel] ?? 0;
  const messages = channel === 'message';

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const markAll = () => {
    setDone(null);
    readAll.mutate(channel, {
      onSuccess: () => setDone(t(messages ? 'list.allReadMessages' : 'list.allReadNotifications')),
    });
  };

  const data = list.data;
  const empty = unreadOnly
    ? t('list.emptyUnread')
    : t(messages ? 'list.emptyMessages' : 'list.emptyNotifications');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Checkbox
          label={t('list.showUnread')}
          checked={unreadOnly}
          onChange={(event) => update({ unread: event.currentTarget.checked ? '1' : null, page: null })}
        />
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('list.unreadCount', { count: unreadCount })}</Text>
          <Button
            variant="default"
            size="sm"
            onClick={markAll}
            disabled={unreadCount === 0}
            loading={readAll.isPending}
          >
            {t('list.markAllRead')}
          </Button>
        </Group>
      </Group>
      <div aria-live="polite">{done && <Text size="sm">{done}</Text>}</div>
      {readAll.isError && <ErrorAlert error={readAll.error} />}
      {read.isError && <ErrorAlert error={read.error} />}
      <QueryList query={list} empty={<Text>{empty}</Text>}>
        {(data) => (
          <ul
            className={classes.list}
            aria-label={t(messages ? 'list.messagesLabel' : 'list.notificationsLabel')}
            aria-busy={list.isFetching || undefined}
          >
            {data.results.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                headingOrder={headingOrder}
                onRead={(row) => read.mutate(row)}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {data && (
        <ListPagination
          page={page}
          count={data.count}
          pageSize={PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}
