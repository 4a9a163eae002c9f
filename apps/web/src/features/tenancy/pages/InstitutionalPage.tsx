import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { RichTextArticle } from '../../../ui/RichTextArticle.tsx';
import { type InstitutionalSlug, isInstitutionalSlug, useClientCopy, useInstitutional } from '../api.ts';

export interface InstitutionalPageProps {
  slug: InstitutionalSlug;
  /** Open area: a link back to sign-in inside a card. Main area: plain content. */
  area: 'open' | 'main';
}

/**
 * The main area's copy of an institutional page: the selected client's own version (GET /api/v1/pages/:slug, its
 * allow-listed HTML, in the reader's language or the fallback) when its editors wrote one, else the platform's text.
 */
export function MainInstitutionalPage({ slug }: { slug: InstitutionalSlug }) {
  const copy = useClientCopy(slug);
  if (copy.isPending) return <Loading />;
  if (!copy.data) return <InstitutionalPage slug={slug} area="main" />;
  return (
    <RichTextArticle
      id="institutional-title"
      title={copy.data.title}
      html={copy.data.body}
      lang={copy.data.language}
    />
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
    </Stack>
  );
}

/** About, cookie policy, support, privacy policy, terms: GET /api/v1/institutional/:slug, plain-text body. */
export function InstitutionalPage({ slug, area }: InstitutionalPageProps) {
  const { t } = useTranslation();
  const page = useInstitutional(slug);
  const title = page.data?.title ?? t(`institutional.${slug}`);

  const content = (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      {page.isPending && <Loading />}
      {page.isError && <ErrorAlert error={page.error} />}
      {page.data && (
        <div>
          <LinkifiedText text={page.data.body} />
        </div>
      )}
      {area === 'open' && (
        <Anchor component={Link} to="/">
          {t('common.backToSignIn')}
        </Anchor>
      )}
    </Stack>
  );

  return area === 'open' ? <Panel maw={800}>{content}</Panel> : content;
}

/** /institutional/:slug in the open area; an unknown slug is a not-found page. */
export function InstitutionalRoutePage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  if (!isInstitutionalSlug(slug)) {
    return (
      <Panel maw={640}>
        <NotFound backTo="/" backLabel={t('common.backToSignIn')} />
      </Panel>
    );
  }
  return <InstitutionalPage slug={slug} area="open" />;
}
