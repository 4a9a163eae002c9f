import { ListLoader } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { NotificationList } from '../components/NotificationList.tsx';
import { useNotificationsTexts } from '../i18n.ts';

/**
 * Profile section "Mensagens" (SPEC §2 messages and inbox): the internal messages (channel `message`), e.g. the
 * one sent when the user reaches a level threshold. The section's own title sits above (h1 on mobile, h2 on
 * desktop), so each message's title is one level below it.
 */
export function InboxSection() {
  const { ready } = useNotificationsTexts();
  const isMobile = useIsMobile();
  if (!ready) return <ListLoader />;
  return <NotificationList channel="message" headingOrder={isMobile ? 2 : 3} />;
}
