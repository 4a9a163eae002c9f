import { endpoints, type ProgressSaved } from '@elevar/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppStore } from '../../../storage/StoreContext.tsx';

/** How often a playing activity's position is saved: a reload or a lost connection loses at most this much. */
export const SAVE_INTERVAL_MS = 5000;

/** Where the player stands in an activity. */
export interface ProgressReport {
  /** Media position in seconds, or the page shown (1-based). */
  position: number;
  pagesSeen?: number;
  /** The kind's completion rule is met. */
  completed?: boolean;
}

export interface ProgressSaver {
  /** Notes where the learner is; sent with the next save (every SAVE_INTERVAL_MS while playing, on pause, on leaving). */
  note(report: ProgressReport): void;
  /** Sends the last noted report now, if it changed since the last one sent; failures wait for the next save. */
  flush(): Promise<ProgressSaved | null>;
  /** Sends a completion and answers the course's new progress (throws when the server refuses it). */
  complete(report: Omit<ProgressReport, 'completed'>): Promise<ProgressSaved>;
  /** Playing media saves periodically; paused media saves once. */
  setPlaying(playing: boolean): void;
}

const seqKey = (activityId: number) => `elevar.learning.seq.${activityId}`;

function storedSeq(activityId: number): number {
  try {
    const value = Number(sessionStorage.getItem(seqKey(activityId)));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * The next sequence number of an activity's saves: above the server's and above any this tab sent (kept in
 * sessionStorage, so a reload continues it). The server ignores a save whose seq is not newer than its own, so a
 * retried or late save never overwrites a newer one.
 */
export function nextSeq(activityId: number, serverSeq: number): number {
  const next = Math.max(storedSeq(activityId), serverSeq) + 1;
  try {
    sessionStorage.setItem(seqKey(activityId), String(next));
  } catch {
    // storage refused (private mode): the in-memory order still holds for this page
  }
  return next;
}

const sameReport = (a: ProgressReport | null, b: ProgressReport | null) =>
  a !== null &&
  b !== null &&
  a.position === b.position &&
  (a.pagesSeen ?? 0) === (b.pagesSeen ?? 0) &&
  Boolean(a.completed) === Boolean(b.completed);

/** How often a completion refused as too soon is sent again, when the server says when (Retry-After). */
const COMPLETION_RETRIES = 2;
const COMPLETION_RETRY_MAX_SECONDS = 30;

/**
 * Seconds until a completion refused as too soon will be accepted, or null for any other refusal. The server times
 * the least time from the first save it received, which a slow network or a slow first load can delay past the
 * player's own clock: the player waits the difference instead of leaving the learner stuck on the last page.
 */
function tooSoonWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'learning.completion_too_soon') return null;
  const seconds = error.retryAfter;
  return seconds !== null && seconds <= COMPLETION_RETRY_MAX_SECONDS ? seconds : null;
}

function bodyOf(seq: number, report: ProgressReport) {
  return {
    seq,
    position: Math.max(0, Math.round(report.position * 100) / 100),
    pages_seen: report.pagesSeen ?? 0,
    completed: Boolean(report.completed),
  };
}

export interface ProgressSaverOptions {
  activityId: number;
  /** The seq of the progress the server holds (0 when none). */
  serverSeq: number;
  /** Each save the server accepted. */
  onSaved?(saved: ProgressSaved): void;
}

/**
 * Saves an activity's progress as the learner goes (SPEC §3, issue 12): every few seconds while playing, on pause,
 * on completion, when the player closes, and on `pagehide` with a keepalive request that survives the tab closing
 * (carrying the session's bearer token, as the HTTP client does). Each save carries an increasing `seq`.
 */
export function useProgressSaver({ activityId, serverSeq, onSaved }: ProgressSaverOptions): ProgressSaver {
  const http = useHttp();
  const store = useAppStore();
  const [playing, setPlaying] = useState(false);
  const noted = useRef<ProgressReport | null>(null);
  const sent = useRef<ProgressReport | null>(null);
  const completed = useRef(false);
  const savedHandler = useRef(onSaved);
  savedHandler.current = onSaved;
  const seqFloor = useRef(serverSeq);
  seqFloor.current = serverSeq;

  const send = useCallback(
    async (report: ProgressReport): Promise<ProgressSaved> => {
      const seq = nextSeq(activityId, seqFloor.current);
      const saved = await http.call(endpoints.learningSaveProgress, {
        params: { id: activityId },
        body: bodyOf(seq, report),
      });
      sent.current = report;
      savedHandler.current?.(saved);
      return saved;
    },
    [http, activityId],
  );

  const flush = useCallback(async () => {
    const report = noted.current;
    if (!report || sameReport(report, sent.current)) return null;
    try {
      return await send(report);
    } catch {
      return null;
    }
  }, [send]);

  /** The last report, sent so it outlives the page: fetch keepalive with the bearer token from the store. */
  const sendOnExit = useCallback(() => {
    const report = noted.current;
    if (!report || sameReport(report, sent.current)) return;
    const token = store.getState().common.tokens?.access_token;
    if (!token) return;
    const seq = nextSeq(activityId, seqFloor.current);
    sent.current = report;
    const path = endpoints.learningSaveProgress.path.replace(':id', String(activityId));
    void fetch(path, {
      method: endpoints.learningSaveProgress.method,
      keepalive: true,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': store.getState().common.language ?? 'pt-BR',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(bodyOf(seq, report)),
    }).catch(() => undefined);
  }, [store, activityId]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => void flush(), SAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, flush]);

  useEffect(() => {
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') sendOnExit();
    };
    window.addEventListener('pagehide', sendOnExit);
    document.addEventListener('visibilitychange', handleHidden);
    return () => {
      window.removeEventListener('pagehide', sendOnExit);
      document.removeEventListener('visibilitychange', handleHidden);
      // leaving the activity inside the app (previous, next, back): the last position is saved too
      void flush();
    };
  }, [sendOnExit, flush]);

  return useMemo(
    () => ({
      note: (report) => {
        noted.current = { ...report, completed: completed.current || Boolean(report.completed) };
      },
      flush,
      complete: async (report) => {
        const full = { ...report, completed: true };
        noted.current = full;
        for (let attempt = 0; ; attempt += 1) {
          try {
            const saved = await send(full);
            completed.current = true;
            return saved;
          } catch (error) {
            const wait = tooSoonWait(error);
            if (wait !== null && attempt < COMPLETION_RETRIES) {
              await new Promise((resolve) => window.setTimeout(resolve, wait * 1000));
              continue;
            }
            // refused (too soon, not met): later saves carry the position only
            noted.current = { ...report, completed: false };
            throw error;
          }
        }
      },
      setPlaying: (next) => {
        setPlaying(next);
        if (!next) void flush();
      },
    }),
    [flush, send],
  );
}
