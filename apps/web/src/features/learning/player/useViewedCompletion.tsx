import type { ProgressSaved } from '@elevar/contract';
import { VIEWED_DEFAULT_SECONDS } from '@elevar/domain';
import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../i18n.ts';
import type { ActivityPlayerProps } from './registry.ts';

/** Where a timed activity stands: seconds still to wait, and whether it is done. */
export interface ViewedCompletion {
  remaining: number;
  done: boolean;
  busy: boolean;
  markDone(): void;
}

/**
 * For content that cannot tell us how far the learner got (an embed, a launch link): the first save records when
 * it was opened, a clock counts the seconds the page is visible (only once `started`), and the learner may mark it
 * done after `required` seconds. The server's plausibility check holds the same line, so the clock is a courtesy,
 * not the guard. `position` is what the completion reports (the end, for an embed video).
 */
export function useViewedCompletion(
  { activity, saver, onCompleted, onError }: ActivityPlayerProps,
  required: number,
  { started = true, position = 0 }: { started?: boolean; position?: number } = {},
): ViewedCompletion {
  const alreadyDone = activity.completed || Boolean(activity.progress?.completed);
  const [elapsed, setElapsed] = useState(0);
  const [done, setDone] = useState(alreadyDone);
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || !started) return;
    opened.current = true;
    saver.note({ position: 0 });
    void saver.flush();
  }, [saver, started]);

  useEffect(() => {
    if (done || !started) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') setElapsed((seconds) => seconds + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [done, started]);

  const markDone = () => {
    setBusy(true);
    saver.complete({ position }).then(
      (saved: ProgressSaved) => {
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
  return { remaining: Math.max(0, required - elapsed), done, busy, markDone };
}

/** The authored least viewing time of a `viewed` activity. */
export function minSecondsOf(activity: ActivityPlayerProps['activity']): number {
  const value = activity.content.min_seconds;
  return typeof value === 'number' && value > 0 ? value : VIEWED_DEFAULT_SECONDS;
}

/** "You can mark it as done in N s" and the button, until the activity is done. */
export function MarkDone({ completion, waitText }: { completion: ViewedCompletion; waitText: string }) {
  const { t } = useLearningTranslation();
  if (completion.done) return null;
  return (
    <>
      {completion.remaining > 0 && <Text size="sm">{waitText}</Text>}
      <Button
        onClick={completion.markDone}
        disabled={completion.remaining > 0}
        loading={completion.busy}
        w="fit-content"
      >
        {t('player.markDone')}
      </Button>
    </>
  );
}
