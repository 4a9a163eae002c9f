import type { ActivitySummary, CourseDetail } from '@elevar/contract';
import { ActionIcon, Button, Group } from '@mantine/core';
import { useSession } from '../../identity/index.ts';
import { useLearningTranslation } from '../i18n.ts';
import { type Episode, playlist, playlistOwner } from './playlist.ts';

/** A podcast's episodes: its audio activities, in hierarchy order. */
export function episodesOf(course: CourseDetail): ActivitySummary[] {
  return course.activities
    .filter((activity) => activity.kind === 'audio')
    .sort((a, b) => a.hierarchy_order - b.hierarchy_order);
}

function toEpisode(course: CourseDetail, activity: ActivitySummary): Episode {
  return {
    courseId: course.id,
    courseTitle: course.title,
    activityId: activity.id,
    order: activity.hierarchy_order,
    title: activity.title,
    durationSeconds: activity.duration_seconds,
    url: null,
  };
}

function useOwner(): string | null {
  const session = useSession();
  return session ? playlistOwner(session.user.id, session.client?.id) : null;
}

/** Queues the podcast's episodes from `from` on (hierarchy order) in the mini player, and plays it. */
function playFrom(owner: string, course: CourseDetail, from: ActivitySummary) {
  const episodes = episodesOf(course).filter((activity) => activity.hierarchy_order >= from.hierarchy_order);
  playlist.playAll(
    owner,
    episodes.map((activity) => toEpisode(course, activity)),
  );
}

/** "Play the podcast": from the first episode not finished (else the first) to the last, in the mini player. */
export function PodcastPlayButton({ course }: { course: CourseDetail }) {
  const { t } = useLearningTranslation();
  const owner = useOwner();
  const episodes = episodesOf(course).filter((activity) => activity.opens);
  const first = episodes.find((activity) => !activity.completed) ?? episodes[0];
  if (!owner || !first || course.lock) return null;
  return (
    <Button variant="light" size="md" w="fit-content" onClick={() => playFrom(owner, course, first)}>
      <span aria-hidden="true">▶&nbsp;</span>
      {t('podcast.playAll')}
    </Button>
  );
}

/** An episode's own buttons on its podcast's page: play from it, or play it next. */
export function EpisodeActions({
  course,
  activity,
  onQueued,
}: {
  course: CourseDetail;
  activity: ActivitySummary;
  onQueued(title: string): void;
}) {
  const { t } = useLearningTranslation();
  const owner = useOwner();
  if (!owner || activity.kind !== 'audio' || !activity.opens || course.lock) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => playFrom(owner, course, activity)}
        aria-label={t('podcast.playEpisode', { title: activity.title })}
      >
        <span aria-hidden="true">▶</span>
      </ActionIcon>
      <Button
        variant="subtle"
        size="xs"
        onClick={() => {
          playlist.playNext(owner, toEpisode(course, activity));
          onQueued(activity.title);
        }}
        aria-label={t('podcast.playNextLabel', { title: activity.title })}
      >
        {t('podcast.playNext')}
      </Button>
    </Group>
  );
}
