import { type LoadResult, percentile } from './http-load.ts';
import { benchPool, envNumber } from './support.ts';

/**
 * The knobs of a scenario with a capacity phase and a paced verdict (learning, store): BENCH_RATE (1,000) requests/s
 * for BENCH_SECONDS (20); closed loops on BENCH_HTTP_CONNECTIONS (20) for BENCH_CAPACITY_SECONDS (10), each kind
 * alone for half as long; BENCH_PACED_CONNECTIONS (32) shared by the paced kinds; BENCH_POOL (DATABASE_POOL_SIZE)
 * for both servers; a paced phase dropping what still waits DRAIN_SECONDS past its schedule; p99 target 25 ms.
 */
export function pacedKnobs() {
  const capacitySeconds = Math.min(envNumber('BENCH_CAPACITY_SECONDS', 10), 300);
  return {
    RATE: envNumber('BENCH_RATE', 1000),
    SECONDS: Math.min(envNumber('BENCH_SECONDS', 20), 300),
    CAPACITY_SECONDS: capacitySeconds,
    CONNECTIONS: Math.round(envNumber('BENCH_HTTP_CONNECTIONS', 20)),
    PACED_CONNECTIONS: Math.round(envNumber('BENCH_PACED_CONNECTIONS', 32)),
    POOL: benchPool(),
    WARM_SECONDS: 2,
    /** How long each kind runs alone in the capacity phase. */
    KIND_SECONDS: Math.max(1, Math.round(capacitySeconds / 2)),
    /** How long a paced phase may run past its schedule before the requests still waiting are dropped. */
    DRAIN_SECONDS: 10,
    TARGET_P99_MS: 25,
  };
}

/** One kind's line of a paced phase: what was offered and served, its latencies from when each request was due. */
export interface PacedRow {
  label: string;
  offered: number;
  done: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
  unsent: number;
  /** Whether the row is judged against the target (racing side loads are printed, not judged). */
  judged: boolean;
}

export const perSecond = (result: LoadResult) => result.completed / result.seconds;
export const failures = (result: LoadResult) =>
  result.failed ? ` — ${result.failed} failed (${result.failures.join(', ')})` : '';

export function pacedRow(label: string, offered: number, result: LoadResult, judged = true): PacedRow {
  return {
    label,
    offered,
    done: perSecond(result),
    p50: percentile(result.latenciesMs, 50),
    p95: percentile(result.latenciesMs, 95),
    p99: percentile(result.latenciesMs, 99),
    max: percentile(result.latenciesMs, 100),
    failed: result.failed,
    unsent: result.unsent ?? 0,
    judged,
  };
}

/** p99 under the target, nothing failed, nothing left unsent. */
export const passes = (row: PacedRow, targetMs: number) =>
  row.p99 < targetMs && row.failed === 0 && row.unsent === 0;

/** The paced phase as a Markdown table, a verdict per judged row. */
export function pacedTable(rows: PacedRow[], targetMs: number): string {
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
    row.judged ? (passes(row, targetMs) ? 'PASS' : 'FAIL') : '(not judged)',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
