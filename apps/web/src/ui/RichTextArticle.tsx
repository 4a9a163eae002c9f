import '@mantine/core/styles/Typography.css';
import { Stack, Title, Typography } from '@mantine/core';
import { DocumentTitle } from './DocumentTitle.tsx';

/**
 * A page of text a client wrote (its own pages, its copies of the institutional pages): its title as the page's
 * heading and document title, and the HTML the server kept after its allow-list (`platform/rich-text.ts`), marked
 * with the language of the version shown.
 */
export function RichTextArticle({
  id,
  title,
  html,
  lang,
}: {
  id: string;
  title: string;
  html: string;
  lang: string;
}) {
  return (
    <Stack gap="lg" component="article" aria-labelledby={id} lang={lang}>
      <DocumentTitle title={title} />
      <Title order={1} id={id}>
        {title}
      </Title>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allow-list before it was stored */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Stack>
  );
}
