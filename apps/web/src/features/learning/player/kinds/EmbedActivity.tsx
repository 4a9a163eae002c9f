import { VIEWED_DEFAULT_SECONDS } from '@elevar/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';

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
export function EmbedActivity({ activity, saver, onCompleted, onError }: ActivityPlayerProps) {
  const { t } = useLearningTranslation();
  const required = activity.duration_seconds ?? VIEWED_DEFAULT_SECONDS;
  const alreadyDone = activity.completed || Boolean(activity.progress?.completed);
  const [elapsed, setElapsed] = useState(0);
  const [done, setDone] = useState(alreadyDone);
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);
  const videoId = contentText(activity, 'video_id');

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    // the first save says when the activity was opened
    saver.note({ position: 0 });
    void saver.flush();
  }, [saver]);

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') setElapsed((seconds) => seconds + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [done]);

  if (!videoId || (activity.kind !== 'youtube' && activity.kind !== 'vimeo'))
    return <Text>{t('player.noMedia')}</Text>;

  const remaining = Math.max(0, required - elapsed);
  const handleDone = () => {
    setBusy(true);
    saver.complete({ position: required }).then(
      (saved) => {
        setBusy(false);
        setDone(true);
        onCompleted(saved);
      },
      (error: unknown) => {
        setBusy(false);
        onError(error);
      },
    );
  };

  return (
    <Stack gap="sm">
      <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
        <iframe
          src={embedUrl(activity.kind, videoId)}
          title={t('player.embedTitle', { title: activity.title })}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </div>
      {!done && (
        <>
          {remaining > 0 && <Text size="sm">{t('player.markDoneWait', { seconds: remaining })}</Text>}
          <Button onClick={handleDone} disabled={remaining > 0} loading={busy} w="fit-content">
            {t('player.markDone')}
          </Button>
        </>
      )}
    </Stack>
  );
}
