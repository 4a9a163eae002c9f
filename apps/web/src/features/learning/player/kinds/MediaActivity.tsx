import { mediaReachedEnd } from '@elevar/domain';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';

/** The playback speeds offered (the server's plausibility check allows up to 2×). */
export const PLAYBACK_RATES = ['0.75', '1', '1.25', '1.5', '1.75', '2'] as const;

function durationOf(element: HTMLMediaElement, authored: number | null): number | null {
  return Number.isFinite(element.duration) && element.duration > 0 ? element.duration : authored;
}

/**
 * Puts a source the element cannot take as its `src` into it (an HLS stream through hls.js): answers how to take it
 * out again, and reports a failure that stops playback through `onFatal`.
 */
export type AttachSource = (
  element: HTMLMediaElement,
  url: string,
  onFatal: (error: unknown) => void,
) => Promise<() => void>;

/**
 * Video and audio (HTML media element): resumes at the saved position, offers playback speeds and the captions
 * track when the activity has one, and completes when played to near the end (the domain's `mediaReachedEnd`).
 * With `attachSource` the address is not the element's `src` but handed to it (wowza: WowzaActivity).
 */
export function MediaActivity({
  activity,
  saver,
  onCompleted,
  onError,
  attachSource,
}: ActivityPlayerProps & { attachSource?: AttachSource }) {
  const { t, i18n } = useLearningTranslation();
  const [rate, setRate] = useState('1');
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [sourceFailed, setSourceFailed] = useState(false);
  const done = useRef(activity.completed || Boolean(activity.progress?.completed));
  const completing = useRef(false);
  // a refused completion is not asked again until the learner plays on
  const refused = useRef(false);
  const url = contentText(activity, 'url');
  const captions = contentText(activity, 'captions_url');
  const captionsLanguage = contentText(activity, 'captions_language') ?? i18n.language;

  useEffect(() => {
    const element = mediaRef.current;
    if (!attachSource || !element || !url) return;
    let detach: (() => void) | null = null;
    let left = false;
    const fail = () => setSourceFailed(true);
    attachSource(element, url, fail).then((undo) => {
      if (left) undo();
      else detach = undo;
    }, fail);
    return () => {
      left = true;
      detach?.();
    };
  }, [attachSource, url]);

  if (!url) return <Text>{t('player.noMedia')}</Text>;

  const complete = (position: number) => {
    if (done.current || completing.current || refused.current) return;
    completing.current = true;
    saver.complete({ position }).then(
      (saved) => {
        done.current = true;
        completing.current = false;
        onCompleted(saved);
      },
      (error: unknown) => {
        completing.current = false;
        refused.current = true;
        onError(error);
      },
    );
  };

  const handleLoadedMetadata = (event: SyntheticEvent<HTMLMediaElement>) => {
    const element = event.currentTarget;
    element.playbackRate = Number(rate);
    const saved = activity.progress?.position ?? 0;
    const duration = durationOf(element, activity.duration_seconds);
    // resume where the learner was, unless that was the end (then it plays again from the start)
    if (saved > 0 && !(duration && mediaReachedEnd(saved, duration))) element.currentTime = saved;
  };

  const handleTimeUpdate = (event: SyntheticEvent<HTMLMediaElement>) => {
    const element = event.currentTarget;
    const position = element.currentTime;
    saver.note({ position });
    const duration = durationOf(element, activity.duration_seconds);
    if (duration && mediaReachedEnd(position, duration)) complete(position);
  };

  const handlePlay = (event: SyntheticEvent<HTMLMediaElement>) => {
    refused.current = false;
    saver.note({ position: event.currentTarget.currentTime });
    saver.setPlaying(true);
    void saver.flush();
  };

  const handlePause = (event: SyntheticEvent<HTMLMediaElement>) => {
    saver.note({ position: event.currentTarget.currentTime });
    saver.setPlaying(false);
  };

  const handleEnded = (event: SyntheticEvent<HTMLMediaElement>) => {
    const element = event.currentTarget;
    saver.setPlaying(false);
    complete(durationOf(element, activity.duration_seconds) ?? element.currentTime);
  };

  const handleRate = (value: string) => {
    setRate(value);
    const element = document.getElementById(`activity-media-${activity.id}`) as HTMLMediaElement | null;
    if (element) element.playbackRate = Number(value);
  };

  const mediaProps = {
    id: `activity-media-${activity.id}`,
    src: attachSource ? undefined : url,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': activity.title,
    onLoadedMetadata: handleLoadedMetadata,
    onTimeUpdate: handleTimeUpdate,
    onPlay: handlePlay,
    onPause: handlePause,
    onEnded: handleEnded,
  };
  const track = captions ? (
    <track kind="captions" src={captions} srcLang={captionsLanguage} label={t('player.captions')} default />
  ) : null;

  const attach = (element: HTMLMediaElement | null) => {
    mediaRef.current = element;
  };

  return (
    <Stack gap="sm">
      {sourceFailed && <Text role="alert">{t('player.streamFailed')}</Text>}
      {activity.kind === 'audio' ? (
        <audio {...mediaProps} ref={attach} style={{ width: '100%' }}>
          {track}
        </audio>
      ) : (
        <video
          {...mediaProps}
          ref={attach}
          playsInline
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
        >
          {track}
        </video>
      )}
      <NativeSelect
        label={t('player.speed')}
        value={rate}
        onChange={(event) => handleRate(event.currentTarget.value)}
        data={PLAYBACK_RATES.map((value) => ({
          value,
          label: t('player.speedValue', { rate: new Intl.NumberFormat(i18n.language).format(Number(value)) }),
        }))}
        w={160}
      />
    </Stack>
  );
}
