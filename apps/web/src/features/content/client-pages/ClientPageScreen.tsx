import type { ClientPageSlug } from '@elevar/contract';
import { Stack, Text, Title } from '@mantine/core';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { RichTextArticle } from '../../../ui/RichTextArticle.tsx';
import { useContentTranslation } from '../i18n.ts';
import { useClientPage } from './api.ts';
import { PAGE_TITLE_KEYS } from './labels.ts';

/**
 * A client's own page (SPEC §2 hotsite, about-the-team; docs/content.md "Pages"): its title and the HTML the server
 * stored after its allow-list, in the user's language or the fallback; a page nobody wrote says so.
 */
function ClientPageScreen({ slug }: { slug: ClientPageSlug }) {
  const { t } = useContentTranslation();
  const page = useClientPage(slug);
  const heading = t(PAGE_TITLE_KEYS[slug]);
  if (page.isPending) return <ListLoader />;
  if (page.isError)
    return (
      <Stack gap="lg">
        <DocumentTitle title={heading} />
        <Title order={1}>{heading}</Title>
        {isApiError(page.error) && page.error.status === 404 ? (
          <Text c="dimmed">{t('pages.notWritten')}</Text>
        ) : (
          <ListError error={page.error} onRetry={() => void page.refetch()} />
        )}
      </Stack>
    );
  return (
    <RichTextArticle
      id="client-page-title"
      title={page.data.title}
      html={page.data.body}
      lang={page.data.language}
    />
  );
}

/** Route /hotsite: the rewards programme's page of the client. */
export function HotsitePage() {
  return <ClientPageScreen slug="hotsite" />;
}

/** Route /about-the-team. */
export function AboutTheTeamPage() {
  return <ClientPageScreen slug="about-the-team" />;
}
