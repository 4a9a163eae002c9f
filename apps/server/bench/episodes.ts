import type { LoadResult } from './http-load.ts';

/** A stretch of a paced phase in which requests answered slower than a bound: most tails come in these. */
export interface Episode {
  /** When its first slow window began, s from the phase's start, and how long it lasted, ms. */
  atS: number;
  ms: number;
  /** Requests due in it that were slow, and the slowest answer, ms. */
  slow: number;
  maxMs: number;
}

/**
 * The episodes of a paced phase: its requests grouped by when they fell due into windows of `windowMs`, a window
 * slow when any of its answers took longer than `boundMs`, consecutive slow windows one episode.
 */
export function slowEpisodes(result: LoadResult, boundMs: number, windowMs = 100): Episode[] {
  const due = result.dueMs;
  if (!due) return [];
  const windows = new Map<number, { slow: number; max: number }>();
  for (let i = 0; i < due.length; i++) {
    const latency = result.latenciesMs[i] as number;
    if (latency <= boundMs) continue;
    const index = Math.floor((due[i] as number) / windowMs);
    const window = windows.get(index) ?? { slow: 0, max: 0 };
    window.slow += 1;
    window.max = Math.max(window.max, latency);
    windows.set(index, window);
  }
  const episodes: Episode[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const index of [...windows.keys()].sort((a, b) => a - b)) {
    const window = windows.get(index) as { slow: number; max: number };
    const open = episodes.at(-1);
    if (open && index === last + 1) {
      open.ms += windowMs;
      open.slow += window.slow;
      open.maxMs = Math.max(open.maxMs, window.max);
    } else
      episodes.push({ atS: (index * windowMs) / 1000, ms: windowMs, slow: window.slow, maxMs: window.max });
    last = index;
  }
  return episodes;
}

/** One line for the log: how many episodes, the share of requests they held, the longest ones. */
export function describeEpisodes(result: LoadResult, boundMs: number): string {
  const episodes = slowEpisodes(result, boundMs);
  if (episodes.length === 0) return `no answer over ${boundMs} ms`;
  const slow = episodes.reduce((sum, e) => sum + e.slow, 0);
  const longest = [...episodes]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((e) => `at ${e.atS.toFixed(1)} s for ${e.ms} ms (${e.slow} slow, max ${e.maxMs.toFixed(0)} ms)`);
  return (
    `${episodes.length} episode(s) with answers over ${boundMs} ms holding ${((100 * slow) / Math.max(1, result.completed)).toFixed(2)} %` +
    ` of the answers; longest ${longest.join(', ')}`
  );
}
