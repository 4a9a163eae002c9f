import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import type { NewsItem } from '@elevar/contract';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useContentTranslation } from '../i18n.ts';

/**
 * One article in the learners' list: its cover, title (the link to it), pinned and "new" badges, date, category and
 * summary. The card is an `article` named by its title, so a screen reader's list of articles reads them by name.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  const titleId = `news-${item.id}-title`;
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={titleId}>
      {item.cover_url && (
        <Card.Section mb="sm">
          <Image src={item.cover_url} alt="" h={180} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6}>
        <NewsBadges item={item} />
        <Title order={2} size="h4" id={titleId} lang={item.language}>
          <Link to={`/news/${item.id}`}>{item.title}</Link>
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedDate value={item.publish_at} />
        </Text>
        {item.summary && (
          <Text size="sm" lang={item.language}>
            {item.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** An article's badges: pinned, new (until read), its category; `children` after them (the article's date). */
export function NewsBadges({ item, children }: { item: NewsItem; children?: ReactNode }) {
  const { t } = useContentTranslation();
  return (
    <Group gap="xs">
      {item.pinned && (
        <Badge color="grape" variant="light">
          {t('news.pinned')}
        </Badge>
      )}
      {item.is_new && (
        <Badge color="blue" variant="filled">
          {t('news.new')}
        </Badge>
      )}
      {item.category && (
        <Badge color="gray" variant="outline">
          {item.category.name}
        </Badge>
      )}
      {children}
    </Group>
  );
}
