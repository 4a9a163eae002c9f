import { type LoadResult, pace, percentile } from './http-load.ts';

/** The warm-up before a closed loop is measured. */
export const WARM_SECONDS = 2;
/** How long a paced phase may run past its schedule before the requests still waiting are dropped. */
export const DRAIN_SECONDS = 10;
/** How long each kind runs alone in the capacity phase: half the mix's closed loop. */
export const kindSeconds = (capacitySeconds: number) => Math.max(1, Math.round(capacitySeconds / 2));

export interface Row<K extends string = string> {
  kind: K;
  label: string;
  offered: number;
  done: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
  unsent: number;
}

/**
 * The paced phase: each kind's requests at its own rate on its own connections, all at once, for `seconds`; what
 * still waits `DRAIN_SECONDS` past the schedule is dropped (unsent).
 */
export function paceKinds(
  port: number,
  plans: readonly { rate: number; connections: number; requests: Buffer[] }[],
  seconds: number,
): Promise<LoadResult[]> {
  return Promise.all(
    plans.map((plan) =>
      pace({ port, requests: plan.requests }, plan.connections, plan.rate, seconds, seconds + DRAIN_SECONDS),
    ),
  );
}

/** A kind's row of the paced phase: offered and served rates, latency percentiles, failures. */
export function rowOf<K extends string>(
  part: { kind: K; label: string },
  rate: number,
  result: LoadResult,
): Row<K> {
  return {
    kind: part.kind,
    label: part.label,
    offered: rate,
    done: perSecond(result),
    p50: percentile(result.latenciesMs, 50),
    p95: percentile(result.latenciesMs, 95),
    p99: percentile(result.latenciesMs, 99),
    max: percentile(result.latenciesMs, 100),
    failed: result.failed,
    unsent: result.unsent ?? 0,
  };
}

/** The paced phase's rows as a Markdown table, each with its verdict. */
export function table(rows: Row[], passes: (row: Row) => boolean): string {
  const header = ['kind', 'offered/s', 'done/s', 'p50', 'p95', 'p99', 'max', 'failed', 'unsent', 'verdict'];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const body = rows.map((row) => [
    row.label,
    row.offered.toFixed(0),
    row.done.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
    String(row.failed),
    String(row.unsent),
    passes(row) ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export const perSecond = (result: LoadResult) => result.completed / result.seconds;
export const failures = (result: LoadResult) =>
  result.failed ? ` — ${result.failed} failed (${result.failures.join(', ')})` : '';
