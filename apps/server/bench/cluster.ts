/**
 * A bench server as SERVER_WORKERS processes, as main.ts runs the product with it: when BENCH_WORKERS is above 1,
 * this process becomes the cluster's primary (the product's `runWorkers`), prints `PORT <n>` once every worker
 * listens, and answers `pausesOf` and `statementsOf` for its workers; the workers run the server script itself.
 */
import cluster, { type Worker } from 'node:cluster';
import { runWorkers } from '../src/workers.ts';
import type { Pauses } from './pauses.ts';

const count = Number(process.env.BENCH_WORKERS ?? 1);

/** Whether this process is the primary of a clustered bench server (it then serves nothing itself). */
export function primaryOfWorkers(): boolean {
  if (count <= 1 || cluster.isWorker) return false;
  runWorkers({
    count,
    env: {},
    ready: (port) => process.stdout.write(`PORT ${port}\n`),
    stopped: (code) => process.exit(code),
  });
  answerForWorkers();
  return true;
}

/** A worker prints nothing on its own: its primary says the port once all listen. */
export const isWorker = () => cluster.isWorker;

/** Asks a worker what its parent would ask it (`pauses`, `statements`): the `field` of its answer. */
function askWorker<T>(worker: Worker, message: string, field: string): Promise<T> {
  return new Promise((resolve) => {
    const heard = (reply: Record<string, unknown> | undefined) => {
      if (reply?.[field] === undefined) return;
      worker.off('message', heard);
      resolve(reply[field] as T);
    };
    worker.on('message', heard);
    worker.send(message);
  });
}

function together(all: Pauses[]): Pauses {
  const sum: Pauses = { loopP99: 0, loopMax: 0, gcCount: 0, gcTotalMs: 0, gcMaxMs: 0, gcMajor: 0 };
  for (const p of all) {
    sum.loopP99 = Math.max(sum.loopP99, p.loopP99);
    sum.loopMax = Math.max(sum.loopMax, p.loopMax);
    sum.gcCount += p.gcCount;
    sum.gcTotalMs += p.gcTotalMs;
    sum.gcMaxMs = Math.max(sum.gcMaxMs, p.gcMaxMs);
    sum.gcMajor += p.gcMajor;
  }
  return sum;
}

/** The parent's questions (pauses.ts, statements.ts) answered for all the workers: pauses together, statements summed. */
function answerForWorkers() {
  if (!process.send) return;
  process.on('message', async (message) => {
    const workers = Object.values(cluster.workers ?? {}) as Worker[];
    if (message === 'pauses') {
      const all = await Promise.all(workers.map((w) => askWorker<Pauses>(w, 'pauses', 'pauses')));
      process.send?.({ pauses: together(all) });
    } else if (message === 'statements') {
      const all = await Promise.all(workers.map((w) => askWorker<number>(w, 'statements', 'statements')));
      process.send?.({ statements: all.reduce((a, b) => a + b, 0) });
    }
  });
  process.channel?.unref();
}
