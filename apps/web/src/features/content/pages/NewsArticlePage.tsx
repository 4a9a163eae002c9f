import '@mantine/core/styles/Typography.css';
import { Anchor, Image, Stack, Text, Title, Typography } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useNewsArticle } from '../api.ts';
import { NewsBadges } from '../components/NewsCard.tsx';
import { useContentTranslation } from '../i18n.ts';

/**
 * Route /news/:id (SPEC §2): one article, opened (which marks it read). Its body is the HTML the server stored after
 * its allow-list (docs/content.md): no script, handler, style or javascript: link reaches this page, and its long
 * link texts are already cut as SPEC §9 says.
 */
export function NewsArticlePage() {
  const { t } = useContentTranslation();
  const id = Number(useParams().id);
  const article = useNewsArticle(id);

  const body = () => {
    if (article.isPending) return <ListLoader />;
    if (article.isError)
      return (
        <>
          <DocumentTitle title={t('news.title')} />
          <Title order={1}>{t('news.title')}</Title>
          <ListError error={article.error} onRetry={() => void article.refetch()} />
        </>
      );
    const a = article.data;
    return (
      <Stack gap="md" component="article" aria-labelledby="news-title" lang={a.language}>
        <DocumentTitle title={a.title} />
        <Title order={1} id="news-title">
          {a.title}
        </Title>
        <NewsBadges item={a}>
          <Text size="sm" c="dimmed">
            <FormattedDate value={a.publish_at} />
          </Text>
        </NewsBadges>
        {a.cover_url && <Image src={a.cover_url} alt="" radius="md" mah={360} fit="cover" />}
        {a.summary && (
          <Text size="lg" fw={500}>
            {a.summary}
          </Text>
        )}
        <Typography>
          {/* sanitized on the server with an allow-list (platform/rich-text.ts) before it was stored */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML */}
          <div dangerouslySetInnerHTML={{ __html: a.body }} />
        </Typography>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/news">
        {t('news.back')}
      </Anchor>
      {body()}
    </Stack>
  );
}
