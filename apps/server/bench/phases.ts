import { type LoadResult, pace } from './http-load.ts';
import { type PacedRow, pacedRow, pacedTable } from './paced-table.ts';

/** The warm-up before a closed loop is measured. */
export const WARM_SECONDS = 2;
/** How long a paced phase may run past its schedule before the requests still waiting are dropped. */
export const DRAIN_SECONDS = 10;
/** How long each kind runs alone in the capacity phase: half the mix's closed loop. */
export const kindSeconds = (capacitySeconds: number) => Math.max(1, Math.round(capacitySeconds / 2));

/** A kind's row of the paced phase (paced-table.ts), with the kind it measured. */
export type Row<K extends string = string> = PacedRow & { kind: K };

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
  return { kind: part.kind, ...pacedRow(part.label, rate, result) };
}

/** The paced phase's rows as a Markdown table, each judged against `targetMs`. */
export const table = (rows: Row[], targetMs: number) => pacedTable(rows, targetMs);

export { failures, perSecond } from './paced-table.ts';
