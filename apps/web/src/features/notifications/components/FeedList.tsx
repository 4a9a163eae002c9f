import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { type FeedItem, useFeed } from '../api.ts';
import { useNotificationsTranslation } from '../i18n.ts';
import { describeFeedItem } from '../texts.ts';
import { DateTime } from './DateTime.tsx';
import classes from './NotificationItem.module.css';

function FeedRow({ item }: { item: FeedItem }) {
  const { t, i18n } = useNotificationsTranslation();
  const { title, details, status } = describeFeedItem(item, t, i18n.language);
  return (
    <li className={classes.item}>
      <Stack gap={4}>
        <div className={classes.header}>
          <Text fw={600}>{title}</Text>
          {status && (
            <Badge
              variant="light"
              color={item.type === 'entry' && item.entry.status === 'reversed' ? 'red' : 'yellow'}
              size="sm"
            >
              {status}
            </Badge>
          )}
        </div>
        {details.map((detail) => (
          <Text size="sm" key={detail.key}>
            {detail.text}
          </Text>
        ))}
        <span className={classes.meta}>
          <DateTime value={item.at} />
        </span>
      </Stack>
    </li>
  );
}

/** The activity feed, newest first, a page at a time ("Load more" fetches the next cursor page). */
export function FeedList() {
  const { t } = useNotificationsTranslation();
  const feed = useFeed();
  if (feed.isPending) return <ListLoader />;
  if (feed.isError) return <ListError error={feed.error} onRetry={() => void feed.refetch()} />;
  const items = feed.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <Text>{t('feed.empty')}</Text>;
  return (
    <Stack gap="md">
      <ul className={classes.list} aria-label={t('feed.label')}>
        {items.map((item) => (
          <FeedRow key={`${item.type}-${item.id}`} item={item} />
        ))}
      </ul>
      {feed.hasNextPage && (
        <Group>
          <Button
            variant="default"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
          >
            {t('feed.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
