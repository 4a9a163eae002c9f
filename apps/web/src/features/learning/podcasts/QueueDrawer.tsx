import { ActionIcon, Button, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLearningTranslation } from '../i18n.ts';
import classes from './MiniPlayer.module.css';
import { type PlaylistStore, usePlaylist } from './playlist.ts';

/**
 * The queue, opened from the mini player: every episode in playing order, the current one marked; each can be
 * played, moved up or down (buttons, so the keyboard reorders as well as a pointer) or removed.
 */
export function QueueDrawer({ store }: { store: PlaylistStore }) {
  const { t } = useLearningTranslation();
  const [opened, drawer] = useDisclosure(false);
  const { queue, current } = usePlaylist(store);
  // a moved episode keeps the focus on its button (or on the other arrow once it reaches an end)
  const moveAndKeepFocus = (index: number, delta: -1 | 1, activityId: number) => {
    store.move(index, delta);
    requestAnimationFrame(() => {
      const item = document.querySelector(`[data-queue-item="${activityId}"]`);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <>
      <Button variant="default" size="xs" onClick={drawer.open} aria-haspopup="dialog" aria-expanded={opened}>
        {t('podcast.queue', { count: queue.length })}
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="auto"
        title={t('podcast.queueTitle')}
        closeButtonProps={{ 'aria-label': t('podcast.queueClose') }}
      >
        <ol className={classes.queue}>
          {queue.map((episode, index) => {
            const isCurrent = index === current;
            return (
              <li
                key={episode.activityId}
                aria-current={isCurrent ? 'true' : undefined}
                data-queue-item={episode.activityId}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div className={classes.queueTitle}>
                    <Text size="sm" fw={isCurrent ? 700 : 400} lineClamp={2}>
                      {episode.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {isCurrent ? t('podcast.current') : episode.courseTitle}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    {!isCurrent && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => store.skipTo(index)}
                        aria-label={t('podcast.playEpisode', { title: episode.title })}
                      >
                        <span aria-hidden="true">▶</span>
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      disabled={index === 0}
                      data-move="-1"
                      onClick={() => moveAndKeepFocus(index, -1, episode.activityId)}
                      aria-label={t('podcast.moveUp', { title: episode.title })}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      disabled={index === queue.length - 1}
                      data-move="1"
                      onClick={() => moveAndKeepFocus(index, 1, episode.activityId)}
                      aria-label={t('podcast.moveDown', { title: episode.title })}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => store.remove(index)}
                      aria-label={t('podcast.remove', { title: episode.title })}
                    >
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  </Group>
                </Group>
              </li>
            );
          })}
        </ol>
      </Drawer>
    </>
  );
}
