import { VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Notification } from '../api.ts';
import { useNotificationsTexts } from '../i18n.ts';
import { useLiveNotifications } from '../live/useLiveNotifications.ts';
import { describeNotification } from '../texts.ts';

/** How many recent announcements the live region keeps (older ones have been read out already). */
const KEEP = 3;

/**
 * The signed-in shell's live notifications: the realtime socket, a polite live region that reads each new
 * notification or message out, and a small toast for sighted users. The toast is not a live region itself
 * (Mantine's default is role="alert"), so screen readers hear each one once, politely.
 */
export function LiveNotifications() {
  const { t, i18n, ready } = useNotificationsTexts();
  const [announced, setAnnounced] = useState<{ id: number; text: string }[]>([]);

  useLiveNotifications((notification: Notification) => {
    if (!ready) return;
    const { title, body } = describeNotification(notification, t, i18n.language);
    const text = t(notification.channel === 'message' ? 'live.message' : 'live.notification', {
      text: `${title}. ${body}`,
    });
    setAnnounced((current) => [...current.slice(1 - KEEP), { id: notification.id, text }]);
    notifications.show({
      title,
      message: body,
      role: 'group',
      'aria-label': title,
      autoClose: 8000,
      closeButtonProps: { 'aria-label': t('live.close') },
      // Mantine's dimmed description is under WCAG AA contrast on white
      styles: { description: { color: 'var(--mantine-color-text)' } },
    });
  });

  return (
    <VisuallyHidden aria-live="polite">
      {announced.map((item) => (
        <p key={item.id}>{item.text}</p>
      ))}
    </VisuallyHidden>
  );
}
