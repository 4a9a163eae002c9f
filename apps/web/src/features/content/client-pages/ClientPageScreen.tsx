import '@mantine/core/styles/Typography.css';
import type { ClientPageSlug } from '@elevar/contract';
import { Stack, Text, Title, Typography } from '@mantine/core';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
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
    <Stack gap="lg" component="article" aria-labelledby="client-page-title" lang={page.data.language}>
      <DocumentTitle title={page.data.title} />
      <Title order={1} id="client-page-title">
        {page.data.title}
      </Title>
      <Typography>
        {/* sanitized on the server with an allow-list (platform/rich-text.ts) before it was stored */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML */}
        <div dangerouslySetInnerHTML={{ __html: page.data.body }} />
      </Typography>
    </Stack>
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
