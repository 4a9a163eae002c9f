import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { Panel } from '../../ui/Panel.tsx';
import type { SectionKey } from '../comingSoon.ts';

export interface ComingSoonPageProps {
  section: SectionKey;
  area: 'main' | 'open';
}

/** The one shared page for routes whose module is not built yet (see comingSoon.ts). */
export function ComingSoonPage({ section, area }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(`sections.${section}`);
  if (area === 'open') {
    return (
      <Panel maw={560}>
        <DocumentTitle title={title} />
        <ComingSoon title={title} backTo="/" backLabel={t('common.backToSignIn')} />
      </Panel>
    );
  }
  return (
    <>
      <DocumentTitle title={title} />
      <ComingSoon title={title} backTo="/home" backLabel={t('common.backToHome')} />
    </>
  );
}
