import { CHUNK_LOAD_TIMEOUT_MS } from '@elevar/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { withTimeout } from '../../../app/chunkTimeout.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useProfileTranslation } from '../i18n.ts';
import {
  PROFILE_PATH,
  type ProfileSection,
  profileSections,
  sectionById,
  useProfileSections,
} from '../sections.ts';
import { SectionScreen } from './SectionScreen.tsx';

/** Section screens already loaded, by section id. */
const loaded = new Map<string, ComponentType>();

/**
 * `profile/:section`: loads the section's chunk (with the SPEC §8 chunk timeout) before the screen renders. `others`:
 * the sections the other features' manifests bring (routes.tsx).
 */
export function sectionLoader(others: readonly ProfileSection[]) {
  const sections = profileSections(others);
  return async ({ params }: LoaderFunctionArgs): Promise<{ id: string | null }> => {
    const section = params.section ? sectionById(sections, params.section) : undefined;
    if (!section) return { id: null };
    if (!loaded.has(section.id)) {
      loaded.set(section.id, await withTimeout(() => section.load(), CHUNK_LOAD_TIMEOUT_MS)());
    }
    return { id: section.id };
  };
}

export function SectionRoute() {
  const { id } = useLoaderData<ReturnType<typeof sectionLoader>>();
  const sections = useProfileSections();
  const section = id ? sectionById(sections, id) : undefined;
  const Content = id ? loaded.get(id) : undefined;
  if (!section || !Content) return <UnknownSection />;
  return <SectionScreen key={section.id} section={section} Content={Content} />;
}

/** A section this build does not have: the not-found text, inside the profile. */
function UnknownSection() {
  const { t } = useTranslation();
  const { t: tp } = useProfileTranslation();
  const isMobile = useIsMobile();
  return (
    <Stack gap="sm">
      <DocumentTitle title={t('notFound.title')} />
      <Title order={isMobile ? 1 : 2}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to={PROFILE_PATH}>
        {tp('nav.back')}
      </Anchor>
    </Stack>
  );
}
