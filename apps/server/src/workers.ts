import cluster, { type Worker } from 'node:cluster';

const RESTART_MS = 1000;

export interface WorkerOptions {
  count: number;
  /** What the workers' environment adds to this process's (the DEMO partner's address). */
  env: Record<string, string>;
  /** All of them listen, on this port. */
  ready(port: number): void;
  /** The last worker is gone after a stop: exit with `code`. */
  stopped(code: number): void;
}

/**
 * The primary process of SERVER_WORKERS: forks the workers, each a whole instance serving the same port (the
 * primary hands each new connection to one of them), says `ready` once every one listens, forks another a second after
 * one dies while serving, and on SIGINT or SIGTERM stops them all. A worker that dies before all listen stops the start
 * with code 1 (it said why on stderr).
 */
export function runWorkers(options: WorkerOptions): void {
  const alive = new Set<Worker>();
  let listening = 0;
  let ready = false;
  let stopping = false;
  let exitCode = 0;
  const fork = () => alive.add(cluster.fork(options.env));

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (alive.size === 0) return options.stopped(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    // each worker gives itself 10 s to close; past that it is not coming back by itself
    setTimeout(() => {
      for (const worker of alive) worker.process.kill('SIGKILL');
    }, 12_000).unref();
  };

  cluster.on('listening', (_worker, address) => {
    if (ready) return;
    listening += 1;
    if (listening === options.count) {
      ready = true;
      options.ready(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) options.stopped(exitCode);
      return;
    }
    if (!ready) return stop(1);
    process.stderr.write(`elevar: a server worker stopped (${signal ?? `code ${code}`}); starting another\n`);
    // a second's wait, so a worker that cannot start (its database gone) is not forked in a tight loop
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_MS);
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (let i = 0; i < options.count; i++) fork();
}
