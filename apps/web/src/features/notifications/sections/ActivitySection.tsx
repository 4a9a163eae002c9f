import { ListLoader } from '../../../ui/ListState.tsx';
import { FeedList } from '../components/FeedList.tsx';
import { useNotificationsTexts } from '../i18n.ts';

/** Profile section "Atividades" (SPEC §2 activity feed): points entries, badges and notifications by time. */
export function ActivitySection() {
  const { ready } = useNotificationsTexts();
  if (!ready) return <ListLoader />;
  return <FeedList />;
}
