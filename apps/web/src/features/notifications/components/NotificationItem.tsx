import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { createElement, useId } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../api.ts';
import { useNotificationsTranslation } from '../i18n.ts';
import { describeNotification, notificationLink } from '../texts.ts';
import { DateTime } from './DateTime.tsx';
import classes from './NotificationItem.module.css';

export interface NotificationItemProps {
  notification: Notification;
  /** The heading level of the item's title under the screen's own headings. */
  headingOrder: 2 | 3 | 4;
  onRead(notification: Notification): void;
}

/**
 * One notification or message: its text in the user's language, when it came, and — while unread — a marked
 * border, a bold title and the words "Não lida" (never colour alone), with a button that marks it read. Following
 * its link marks it read too.
 */
export function NotificationItem({ notification, headingOrder, onRead }: NotificationItemProps) {
  const { t, i18n } = useNotificationsTranslation();
  const titleId = useId();
  const { title, body, note } = describeNotification(notification, t, i18n.language);
  const unread = notification.read_at === null;
  const link = notificationLink(notification);
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <article aria-labelledby={titleId}>
        <Stack gap={6}>
          <div className={classes.header}>
            {createElement(`h${headingOrder}`, { id: titleId, className: classes.title }, title)}
            {unread && (
              <Badge variant="light" color="blue" size="sm">
                {t('list.unread')}
              </Badge>
            )}
          </div>
          <Text size="sm">{body}</Text>
          {note && <Text size="sm">{note}</Text>}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <span className={classes.meta}>
              <DateTime value={notification.created_at} />
            </span>
            <Group gap="xs" wrap="wrap">
              {link && (
                <Anchor
                  component={Link}
                  to={link.to}
                  size="sm"
                  onClick={() => unread && onRead(notification)}
                >
                  {t(link.label)}
                </Anchor>
              )}
              {unread && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onRead(notification)}
                  aria-label={t('list.markReadLabel', { title })}
                >
                  {t('list.markRead')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </article>
    </li>
  );
}
