/**
 * A bench server as SERVER_WORKERS processes, as main.ts runs the product with it: when BENCH_WORKERS is above 1,
 * this process becomes the cluster's primary (the product's `runWorkers`), prints `PORT <n>` once every worker
 * listens, and answers `pausesOf` with its workers' pauses put together; the workers run the server script itself.
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

function pausesOfWorker(worker: Worker): Promise<Pauses> {
  return new Promise((resolve) => {
    const heard = (reply: { pauses?: Pauses }) => {
      if (!reply?.pauses) return;
      worker.off('message', heard);
      resolve(reply.pauses);
    };
    worker.on('message', heard);
    worker.send('pauses');
  });
}

function answerForWorkers() {
  if (!process.send) return;
  process.on('message', async (message) => {
    if (message !== 'pauses') return;
    const all = await Promise.all(
      Object.values(cluster.workers ?? {}).map((w) => pausesOfWorker(w as Worker)),
    );
    const together: Pauses = { loopP99: 0, loopMax: 0, gcCount: 0, gcTotalMs: 0, gcMaxMs: 0, gcMajor: 0 };
    for (const p of all) {
      together.loopP99 = Math.max(together.loopP99, p.loopP99);
      together.loopMax = Math.max(together.loopMax, p.loopMax);
      together.gcCount += p.gcCount;
      together.gcTotalMs += p.gcTotalMs;
      together.gcMaxMs = Math.max(together.gcMaxMs, p.gcMaxMs);
      together.gcMajor += p.gcMajor;
    }
    process.send?.({ pauses: together });
  });
  process.channel?.unref();
}
