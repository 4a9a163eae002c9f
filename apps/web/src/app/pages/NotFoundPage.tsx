import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/identity/api.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { MainLayout } from '../layouts/main/MainLayout.tsx';
import { OpenLayout } from '../layouts/OpenLayout.tsx';

/** Catch-all: inside the main layout when signed in, inside the open layout otherwise. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const title = <DocumentTitle title={t('notFound.title')} />;
  if (session) {
    return (
      <MainLayout>
        {title}
        <NotFound backTo="/home" backLabel={t('common.backToHome')} />
      </MainLayout>
    );
  }
  return (
    <OpenLayout>
      <Panel maw={560}>
        {title}
        <NotFound backTo="/" backLabel={t('common.backToSignIn')} />
      </Panel>
    </OpenLayout>
  );
}
