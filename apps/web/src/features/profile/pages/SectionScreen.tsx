import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { useProfile } from '../api.ts';
import { LoadError, SectionLoader } from '../components/ProfileGate.tsx';
import { useProfileTranslation } from '../i18n.ts';
import { PROFILE_PATH, type ProfileSection } from '../sections.ts';

export interface SectionScreenProps {
  section: ProfileSection;
  Content: ComponentType;
}

/**
 * One profile section: its heading (the screen's own on mobile, with the way back to the list; under the
 * profile's on desktop) and its content, once the section is known to apply to this user.
 */
export function SectionScreen({ section, Content }: SectionScreenProps) {
  const { t } = useProfileTranslation();
  const isMobile = useIsMobile();
  const forced = useRequiredSession().must_change_password;
  const title = t(section.title);
  return (
    <Stack gap="lg">
      <DocumentTitle title={`${title} · ${t('title')}`} />
      {isMobile && !forced && (
        <Anchor component={Link} to={PROFILE_PATH} size="sm">
          <span aria-hidden="true">‹ </span>
          {t('nav.back')}
        </Anchor>
      )}
      <Title order={isMobile || forced ? 1 : 2}>{title}</Title>
      {section.available ? <Gated section={section} Content={Content} /> : <Content />}
    </Stack>
  );
}

function Gated({ section, Content }: SectionScreenProps) {
  const { t } = useProfileTranslation();
  const session = useRequiredSession();
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (section.available && !section.available({ session, profile: profile.data }))
    return <Text>{t('nav.unavailable')}</Text>;
  return <Content />;
}
