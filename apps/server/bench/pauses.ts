/**
 * Where a paced phase's bursts come from: a process's event-loop delay and its garbage collector's pauses over a
 * window. The bench's servers install `answerPauseQueries` (their parent asks over the IPC channel `startServer`
 * opens); the load generator watches itself with `watchPauses`.
 */
import {
  type IntervalHistogram,
  monitorEventLoopDelay,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import pg from 'pg';

export interface Pauses {
  /** Event-loop delay over the window, ms (sampled every 5 ms: how late a timer ran). */
  loopP99: number;
  loopMax: number;
  /** Garbage collections in the window: how many, their summed and longest pause (ms), and the major ones. */
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  gcMajor: number;
}

/** Watches this process from now on; `read()` returns the window since the last read (or the start) and resets. */
export function watchPauses() {
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let gc = { count: 0, total: 0, max: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.total += entry.duration;
      gc.max = Math.max(gc.max, entry.duration);
      // detail.kind 4 = NODE_PERFORMANCE_GC_MAJOR (mark-sweep-compact)
      if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === 4) gc.major += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    read(): Pauses {
      const pauses = {
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
        gcCount: gc.count,
        gcTotalMs: gc.total,
        gcMaxMs: gc.max,
        gcMajor: gc.major,
      };
      loop.reset();
      gc = { count: 0, total: 0, max: 0, major: 0 };
      return pauses;
    },
    stop() {
      loop.disable();
      observer.disconnect();
    },
  };
}

/** In a bench server: answer the parent's `pauses` message with the window since the last one. */
export function answerPauseQueries() {
  if (!process.send) return;
  const watch = watchPauses();
  process.on('message', (message) => {
    if (message === 'pauses') process.send?.({ pauses: watch.read() });
  });
  // the IPC channel must not keep a server alive after SIGTERM
  process.channel?.unref();
}

/**
 * In a bench server: count the statements its pg clients send (each `query` call: a round trip, transactions'
 * begin and commit included) and answer the parent's `statements` message with the count so far.
 */
export function answerStatementQueries() {
  if (!process.send) return;
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  process.on('message', (message) => {
    if (message === 'statements') process.send?.({ statements });
  });
}

/** One line of a window's pauses, for the bench's log. */
export function describePauses(who: string, pauses: Pauses): string {
  return (
    `${who}: loop delay p99 ${pauses.loopP99.toFixed(1)} ms, max ${pauses.loopMax.toFixed(1)} ms;` +
    ` GC ${pauses.gcCount}× (${pauses.gcMajor} major) ${pauses.gcTotalMs.toFixed(0)} ms, longest ${pauses.gcMaxMs.toFixed(1)} ms`
  );
}
