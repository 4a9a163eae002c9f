import { VIEWED_DEFAULT_SECONDS } from '@elevar/domain';
import { Stack, Text } from '@mantine/core';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { MarkDone, useViewedCompletion } from '../useViewedCompletion.tsx';
import { EmbedFrame } from './EmbedFrame.tsx';

/** The privacy-enhanced embed of a YouTube or Vimeo video (no tracking cookies before the learner plays). */
export function embedUrl(kind: 'youtube' | 'vimeo', videoId: string): string {
  const id = encodeURIComponent(videoId);
  return kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?rel=0`
    : `https://player.vimeo.com/video/${id}?dnt=1`;
}

/**
 * YouTube and Vimeo. Their players run in another origin and tell us nothing without their scripts, so the
 * learner marks the video as done once it has been open (and the page visible) for its authored length; the save
 * reports the position as the end, which the server's media rule and plausibility check accept only after that
 * time.
 */
export function EmbedActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const required = activity.duration_seconds ?? VIEWED_DEFAULT_SECONDS;
  const completion = useViewedCompletion(props, required, { position: required });
  const videoId = contentText(activity, 'video_id');

  if (!videoId || (activity.kind !== 'youtube' && activity.kind !== 'vimeo'))
    return <Text>{t('player.noMedia')}</Text>;

  return (
    <Stack gap="sm">
      <EmbedFrame
        src={embedUrl(activity.kind, videoId)}
        title={t('player.embedTitle', { title: activity.title })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      />
      <MarkDone
        completion={completion}
        waitText={t('player.markDoneWait', { seconds: completion.remaining })}
      />
    </Stack>
  );
}
