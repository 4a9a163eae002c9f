import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { useProfile } from '../api.ts';
import { LoadError, SectionLoader } from '../components/ProfileGate.tsx';
import { SectionNav } from '../components/SectionNav.tsx';
import { useProfileTranslation } from '../i18n.ts';
import { availableSections, sectionPath, useProfileSections } from '../sections.ts';

/** `/profile`: desktop opens the first section (the navigation is beside it); mobile lists the sections. */
export function ProfileIndexPage() {
  const isMobile = useIsMobile();
  return isMobile ? <MobileSectionList /> : <FirstSection />;
}

function FirstSection() {
  const session = useRequiredSession();
  const profile = useProfile();
  const sections = useProfileSections();
  if (profile.isPending) return <SectionLoader />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const [first] = availableSections(sections, session, profile.data);
  return first ? <Navigate to={sectionPath(first)} replace /> : null;
}

function MobileSectionList() {
  const { t } = useProfileTranslation();
  const session = useRequiredSession();
  const profile = useProfile();
  const image = profile.data?.image ?? session.user.image;
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={image} alt="" size="lg" radius="xl" />
        <Text fw={600}>{session.user.full_name}</Text>
      </Group>
      {profile.isError && <LoadError error={profile.error} onRetry={() => void profile.refetch()} />}
      <nav aria-label={t('nav.label')}>
        <SectionNav variant="list" />
      </nav>
    </Stack>
  );
}
