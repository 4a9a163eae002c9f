import type { ActivityView, ProgressSaved } from '@elevar/contract';
import { mediaReachedEnd } from '@elevar/domain';
import { ActionIcon, Anchor, Button, Loader, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { applyProgressSaved } from '../api.ts';
import { useLearningTranslation } from '../i18n.ts';
import { coursePath } from '../paths.ts';
import { useProgressSaver } from '../player/useProgressSaver.ts';
import classes from './MiniPlayer.module.css';
import { type Episode, type PlaylistStore, playlist as tabPlaylist, usePlaylist } from './playlist.ts';
import { QueueDrawer } from './QueueDrawer.tsx';
import { applyEpisodeSaved, useEpisode } from './useEpisode.ts';

/** The speeds offered, as in the activity player (the server's plausibility check allows up to 2×). */
const RATES = ['0.75', '1', '1.25', '1.5', '1.75', '2'] as const;
/** The ±15 s jumps. */
const JUMP_SECONDS = 15;

/** m:ss (or h:mm:ss) of a position in seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// Mounts of the mini player: when the last one goes (the learner opened the full player, or signed out), the queue
// stays and waits paused. Counted, so React's development double mount does not pause it.
let mounted = 0;

/**
 * The podcast mini player (SPEC §3 playlist), docked at the bottom of the main layout: the one <audio> element of
 * the queue, which lives as long as the layout, so moving between its screens never stops it. The current episode
 * resumes at the learner's saved position and saves through the player's progress saver (same seq, same
 * completion rule and points); when it ends the next one plays.
 */
export function MiniPlayer({ store = tabPlaylist }: { store?: PlaylistStore }) {
  const { t } = useLearningTranslation();
  const state = usePlaylist(store);
  const episode = state.queue[state.current];
  const [rate, setRate] = useState('1');

  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      queueMicrotask(() => {
        if (mounted === 0) store.setPlaying(false);
      });
    };
  }, [store]);

  const dock = useKeptRoom(Boolean(episode));

  if (!episode) return null;
  return (
    <section ref={dock} aria-label={t('podcast.player')} className={classes.dock}>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {t('podcast.nowPlaying', { title: episode.title })}
      </VisuallyHidden>
      <EpisodeLoader
        key={episode.activityId}
        store={store}
        episode={episode}
        playing={state.playing}
        hasNext={state.current + 1 < state.queue.length}
        rate={rate}
        onRate={setRate}
        queueButton={<QueueDrawer store={store} />}
      />
    </section>
  );
}

/** The page keeps room for the dock at its bottom, so the dock never covers the end of a screen. */
function useKeptRoom(shown: boolean) {
  const dock = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!shown || !element) return;
    const keepRoom = () => {
      document.body.style.paddingBottom = `${element.getBoundingClientRect().height}px`;
    };
    keepRoom();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepRoom);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  return dock;
}

interface EpisodeProps {
  store: PlaylistStore;
  episode: Episode;
  playing: boolean;
  hasNext: boolean;
  rate: string;
  onRate(rate: string): void;
  queueButton: ReactNode;
}

function EpisodeLoader(props: EpisodeProps) {
  const { t } = useLearningTranslation();
  const view = useEpisode(props.episode);
  if (view.isSuccess) return <EpisodePlayer {...props} view={view.data} />;
  return (
    <Controls
      {...props}
      status={
        view.isError ? (
          <Text size="sm" c="red.8">
            {t('podcast.loadFailed')}
          </Text>
        ) : (
          <Loader size="xs" aria-label={t('catalogue.loading')} />
        )
      }
    />
  );
}

function EpisodePlayer({ view, ...props }: EpisodeProps & { view: ActivityView }) {
  const { store, episode, playing, rate } = props;
  const { t } = useLearningTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const audio = useRef<HTMLAudioElement>(null);
  const [ready, setReady] = useState(false);
  const [position, setPosition] = useState(view.progress?.position ?? 0);
  const [duration, setDuration] = useState(view.duration_seconds ?? episode.durationSeconds ?? 0);
  const [error, setError] = useState<unknown>(null);
  const done = useRef(view.completed || Boolean(view.progress?.completed));
  const completing = useRef<Promise<unknown> | null>(null);
  const url = typeof view.content.url === 'string' ? view.content.url : null;
  const saver = useProgressSaver({
    activityId: view.id,
    serverSeq: view.progress?.seq ?? 0,
    onSaved: (saved) => applyEpisodeSaved(queryClient, view, saved),
  });

  useEffect(() => {
    if (url) store.setUrl(view.id, url);
  }, [store, url, view.id]);

  // the queue says play or pause (a skip, an advance, the play button): the element follows
  useEffect(() => {
    const element = audio.current;
    if (!element || !ready) return;
    if (playing && element.paused) element.play()?.catch(() => store.setPlaying(false));
    else if (!playing && !element.paused) element.pause();
  }, [playing, ready, store]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = Number(rate);
  }, [rate]);

  const complete = (at: number): Promise<unknown> => {
    if (done.current) return Promise.resolve();
    if (completing.current) return completing.current;
    completing.current = saver.complete({ position: at }).then(
      (saved: ProgressSaved) => {
        done.current = true;
        setError(null);
        applyProgressSaved(queryClient, view.course.id, saved);
        if (saved.course.points_awarded)
          notifications.show({
            color: 'green',
            title: t('player.pointsAwarded', { points: saved.course.points_awarded }),
            message: t('player.pointsAwardedBody'),
            autoClose: 8000,
            closeButtonProps: { 'aria-label': t('player.close') },
            // Mantine's dimmed description is under WCAG AA contrast on white
            styles: { description: { color: 'var(--mantine-color-text)' } },
          });
      },
      (refused: unknown) => {
        completing.current = null;
        setError(refused);
      },
    );
    return completing.current;
  };

  const durationOf = (element: HTMLMediaElement) =>
    Number.isFinite(element.duration) && element.duration > 0 ? element.duration : duration;

  const handleLoadedMetadata = (event: SyntheticEvent<HTMLAudioElement>) => {
    const element = event.currentTarget;
    const length = durationOf(element);
    setDuration(length);
    element.playbackRate = Number(rate);
    const saved = view.progress?.position ?? 0;
    // resume where the learner was, unless that was the end (then it plays again from the start)
    const start = saved > 0 && !(length && mediaReachedEnd(saved, length)) ? saved : 0;
    element.currentTime = start;
    setPosition(start);
    setReady(true);
  };

  const handleTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>) => {
    const element = event.currentTarget;
    setPosition(element.currentTime);
    saver.note({ position: element.currentTime });
    const length = durationOf(element);
    if (length && mediaReachedEnd(element.currentTime, length)) void complete(element.currentTime);
  };

  const handlePlay = (event: SyntheticEvent<HTMLAudioElement>) => {
    saver.note({ position: event.currentTarget.currentTime });
    saver.setPlaying(true);
    void saver.flush();
    store.setPlaying(true);
  };

  const handlePause = (event: SyntheticEvent<HTMLAudioElement>) => {
    const element = event.currentTarget;
    saver.note({ position: element.currentTime });
    saver.setPlaying(false);
    // at the end the queue moves on by itself (below); any other pause is the learner's
    if (!element.ended) store.setPlaying(false);
  };

  const handleEnded = (event: SyntheticEvent<HTMLAudioElement>) => {
    const element = event.currentTarget;
    saver.setPlaying(false);
    // the completion is saved before the next episode asks for its own (a blocked menu opens it after this one)
    void complete(durationOf(element)).finally(() => store.advance());
  };

  const seek = (to: number) => {
    const element = audio.current;
    if (!element) return;
    const length = durationOf(element);
    element.currentTime = Math.min(Math.max(0, to), length || to);
    setPosition(element.currentTime);
    saver.note({ position: element.currentTime });
  };

  const togglePlay = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play()?.catch(() => store.setPlaying(false));
    else element.pause();
  };

  if (!url) return <Controls {...props} status={<Text size="sm">{t('player.noMedia')}</Text>} />;
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a podcast episode has no captions track; its page has the text */}
      <audio
        ref={audio}
        src={url}
        preload="metadata"
        onLoadedMetadata={handleLoadedMetadata}
        onTimeUpdate={handleTimeUpdate}
        onPlay={handlePlay}
        onPause={handlePause}
        onEnded={handleEnded}
      />
      <Controls
        {...props}
        player={{ paused: !playing, position, duration, ready, togglePlay, seek }}
        status={
          error !== null ? (
            <Text size="sm" c="red.8">
              {errorMessage(error, tCommon)}
            </Text>
          ) : null
        }
      />
    </>
  );
}

interface ControlsProps extends EpisodeProps {
  status: ReactNode;
  player?: {
    paused: boolean;
    position: number;
    duration: number;
    ready: boolean;
    togglePlay(): void;
    seek(to: number): void;
  };
}

/** The dock's row: the episode (a link to its podcast), play/pause, −15 s, the position, +15 s, speed, next, queue, close. */
function Controls({ store, episode, hasNext, rate, onRate, queueButton, status, player }: ControlsProps) {
  const { t, i18n } = useLearningTranslation();
  const disabled = !player?.ready;
  const position = player?.position ?? 0;
  const duration = player?.duration ?? 0;
  return (
    <div className={classes.row}>
      <div className={classes.episode}>
        <Anchor
          component={Link}
          to={coursePath('podcast', episode.courseId)}
          fw={600}
          size="sm"
          lineClamp={1}
        >
          {episode.title}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {episode.courseTitle}
        </Text>
        {status}
      </div>
      <div className={classes.buttons}>
        <ActionIcon
          variant="subtle"
          size="lg"
          disabled={disabled}
          onClick={() => player?.seek(position - JUMP_SECONDS)}
          aria-label={t('podcast.back15')}
        >
          <span aria-hidden="true">«</span>
        </ActionIcon>
        <ActionIcon
          size="xl"
          radius="xl"
          disabled={disabled}
          onClick={() => player?.togglePlay()}
          aria-label={player?.paused === false ? t('podcast.pause') : t('podcast.play')}
        >
          <span aria-hidden="true">{player?.paused === false ? '❚❚' : '▶'}</span>
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          disabled={disabled}
          onClick={() => player?.seek(position + JUMP_SECONDS)}
          aria-label={t('podcast.forward15')}
        >
          <span aria-hidden="true">»</span>
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          disabled={!hasNext}
          onClick={() => store.advance()}
          aria-label={t('podcast.next')}
        >
          {/* an icon of its own: the "next track" character is missing from common fonts */}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l8.5 6L6 18zM16 6h2.5v12H16z" fill="currentColor" />
          </svg>
        </ActionIcon>
      </div>
      <div className={classes.seek}>
        <Text size="xs" aria-hidden="true" className={classes.time}>
          {clock(position)}
        </Text>
        <input
          type="range"
          className={classes.range}
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.min(Math.round(position), Math.max(1, Math.round(duration)))}
          disabled={disabled}
          onChange={(event) => player?.seek(Number(event.currentTarget.value))}
          aria-label={t('podcast.seek', { title: episode.title })}
          aria-valuetext={t('podcast.seekValue', { position: clock(position), duration: clock(duration) })}
        />
        <Text size="xs" aria-hidden="true" className={classes.time}>
          {clock(duration)}
        </Text>
      </div>
      <div className={classes.extras}>
        <NativeSelect
          size="xs"
          aria-label={t('player.speed')}
          value={rate}
          onChange={(event) => onRate(event.currentTarget.value)}
          data={RATES.map((value) => ({
            value,
            label: t('player.speedValue', {
              rate: new Intl.NumberFormat(i18n.language).format(Number(value)),
            }),
          }))}
        />
        {queueButton}
        <Button variant="subtle" size="xs" color="gray" onClick={() => store.clear()}>
          <span aria-hidden="true">✕&nbsp;</span>
          {t('podcast.close')}
        </Button>
      </div>
    </div>
  );
}
