import { setFlagsFromString } from 'node:v8';

/**
 * Lets the old generation grow to (1 + percent/100) times what survived the last full collection before the next
 * one (V8's `--heap-growing-percent`; 0 keeps V8's own choice). Left to itself V8 picked a factor of about 1.2 for
 * this server: with ~80 MB live after start-up, a full collection every 4–5 s under load, each one's marking taking
 * CPU the requests needed and leaving a queue behind it (docs/benchmarks.md, request path). Read at every full
 * collection, so setting it once at start-up is enough; costs memory, not time (HEAP_GROWING_PERCENT, DEPLOY.md).
 */
export function growHeapBy(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
