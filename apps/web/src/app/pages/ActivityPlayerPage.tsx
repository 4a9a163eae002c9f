import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';

/** Placeholder inside the player layout until the learning module brings the activities. */
export function ActivityPlayerPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = t('player.title');
  return (
    <>
      <DocumentTitle title={title} />
      <ComingSoon
        title={title}
        backTo={id ? `/online-courses/${id}` : '/home'}
        backLabel={t('player.backToCourse')}
      />
    </>
  );
}
