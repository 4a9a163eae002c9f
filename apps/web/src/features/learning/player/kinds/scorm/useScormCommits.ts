import {
  endpoints,
  type ProgressSaved,
  type ScormCmi,
  type ScormCommitted,
  type ScormLaunch,
  type ScormScoState,
  type ScormVersion,
} from '@elevar/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useHttp } from '../../../../../api/HttpContext.tsx';
import { useAppStore } from '../../../../../storage/StoreContext.tsx';
import { cmiOf } from './cmi.ts';
import type { ScormRuntime } from './runtime.ts';

const seqKey = (activityId: number) => `elevar.learning.scorm.seq.${activityId}`;

/**
 * The next commit's seq for an activity: above the launch data's and above any this tab sent (sessionStorage, so a
 * reload continues it). One counter for the activity's SCOs, so the SCO committed last always has the highest seq
 * (the server resumes there) and each SCO's commits increase too.
 */
export function nextScormSeq(activityId: number, launchNext: number): number {
  let stored = 0;
  try {
    const value = Number(sessionStorage.getItem(seqKey(activityId)));
    if (Number.isSafeInteger(value) && value > 0) stored = value;
  } catch {
    // storage refused: the launch data's seq still holds for this page
  }
  const next = Math.max(stored + 1, launchNext);
  try {
    sessionStorage.setItem(seqKey(activityId), String(next));
  } catch {
    // private mode
  }
  return next;
}

/** One opening of a SCO: its runtime and what was last sent of it. */
export interface ScoSession {
  sco: string;
  runtime: ScormRuntime;
  /** One id per opening: the server adds its session time once. */
  session: string;
  lastSent: string;
  lastSuspendData: string;
}

/** A SCO opened: what its runtime holds at launch counts as sent (nothing to commit until the package changes it). */
export function newSession(version: ScormVersion, sco: string, runtime: ScormRuntime): ScoSession {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const session: ScoSession = { sco, runtime, session: id, lastSent: '', lastSuspendData: '' };
  const cmi = currentCmi(version, session);
  session.lastSent = JSON.stringify(cmi);
  session.lastSuspendData = cmi.suspend_data ?? '';
  return session;
}

function currentCmi(version: ScormVersion, session: ScoSession): ScormCmi {
  return cmiOf(version, session.runtime.api.getFlattenedCMI());
}

export interface ScormCommits {
  /** Sends the SCO's CMI data now (the package committed or terminated). */
  commit(session: ScoSession): Promise<void>;
  /** Sends it only when it changed since the last commit (leaving the SCO inside the app). */
  commitIfChanged(session: ScoSession): void;
}

export interface ScormCommitsOptions {
  activityId: number;
  launch: ScormLaunch;
  /** The SCO open now (its final commit goes on page hide). */
  current(): ScoSession | null;
  /** Each answer that is not older than what the player knows of the SCO. */
  onState(sco: string, state: ScormScoState): void;
  /** The activity became complete: the course's new progress. */
  onCompleted(saved: ProgressSaved): void;
  onError(error: unknown): void;
}

/**
 * Commits SCO CMI data (docs/learning.md "SCORM"): every Commit/LMSCommit and Terminate/LMSFinish of the package, a
 * SCO left inside the app, and a final keepalive request on page hide with the session's bearer token (as
 * useProgressSaver does). Each commit carries a larger seq; an answer older than one already applied (it arrived late)
 * never moves the SCO's state or the activity's completion back.
 */
export function useScormCommits(options: ScormCommitsOptions): ScormCommits {
  const http = useHttp();
  const store = useAppStore();
  const opts = useRef(options);
  opts.current = options;
  const known = useRef(new Map(options.launch.scos.map((sco) => [sco.identifier, sco.state.seq])));
  const completed = useRef(options.launch.completed);
  const { activityId, launch } = options;

  const prepare = useCallback(
    (session: ScoSession, light: boolean) => {
      const cmi = currentCmi(launch.version, session);
      const text = JSON.stringify(cmi);
      const changed = text !== session.lastSent;
      session.lastSent = text;
      // a keepalive body is capped at 64 KiB: an unchanged suspend_data is left out (the server keeps it)
      const body = { ...cmi };
      if (light && cmi.suspend_data === session.lastSuspendData) delete body.suspend_data;
      session.lastSuspendData = cmi.suspend_data ?? session.lastSuspendData;
      return {
        changed,
        request: { seq: nextScormSeq(activityId, launch.next_seq), session: session.session, cmi: body },
      };
    },
    [activityId, launch],
  );

  const handle = useCallback((answer: ScormCommitted, sco: string) => {
    const seen = known.current.get(sco) ?? 0;
    if (answer.sco.seq >= seen) {
      known.current.set(sco, answer.sco.seq);
      opts.current.onState(sco, answer.sco);
    }
    if (answer.activity_completed && !completed.current) {
      completed.current = true;
      opts.current.onCompleted({
        activity: { position: 0, pages_seen: 0, completed: true, seq: answer.sco.seq },
        course: answer.course,
      });
    }
  }, []);

  const send = useCallback(
    async (session: ScoSession, request: ReturnType<typeof prepare>['request']) => {
      try {
        const answer = await http.call(endpoints.learningScormCommit, {
          params: { id: activityId, sco: session.sco },
          body: request,
        });
        handle(answer, session.sco);
      } catch (error) {
        opts.current.onError(error);
      }
    },
    [http, activityId, handle],
  );

  const commit = useCallback(
    (session: ScoSession) => send(session, prepare(session, false).request),
    [send, prepare],
  );

  const commitIfChanged = useCallback(
    (session: ScoSession) => {
      const { changed, request } = prepare(session, false);
      if (changed) void send(session, request);
    },
    [send, prepare],
  );

  useEffect(() => {
    const sendOnExit = () => {
      const session = opts.current.current();
      if (!session) return;
      if (JSON.stringify(currentCmi(launch.version, session)) === session.lastSent) return;
      const token = store.getState().common.tokens?.access_token;
      if (!token) return;
      const { request } = prepare(session, true);
      const path = endpoints.learningScormCommit.path
        .replace(':id', String(activityId))
        .replace(':sco', encodeURIComponent(session.sco));
      void fetch(path, {
        method: endpoints.learningScormCommit.method,
        keepalive: true,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Language': store.getState().common.language ?? 'pt-BR',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(request),
      }).catch(() => undefined);
    };
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') sendOnExit();
    };
    window.addEventListener('pagehide', sendOnExit);
    document.addEventListener('visibilitychange', handleHidden);
    return () => {
      window.removeEventListener('pagehide', sendOnExit);
      document.removeEventListener('visibilitychange', handleHidden);
    };
  }, [store, activityId, launch, prepare]);

  return useMemo(() => ({ commit, commitIfChanged }), [commit, commitIfChanged]);
}
