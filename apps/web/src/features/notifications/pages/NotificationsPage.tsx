import { Stack, Title } from '@mantine/core';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { NotificationList } from '../components/NotificationList.tsx';
import { useNotificationsTranslation } from '../i18n.ts';

/** /notifications (SPEC §2 "Notifications"): the bell's screen, the same on mobile and desktop. */
export function NotificationsPage() {
  const { t } = useNotificationsTranslation();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <NotificationList channel="notification" headingOrder={2} />
    </Stack>
  );
}
