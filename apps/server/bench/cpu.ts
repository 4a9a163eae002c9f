import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';

/**
 * Where the CPU went during a measured phase: this process, the PostgreSQL backends serving the bench database
 * (read from /proc, so only when PostgreSQL runs on this machine) and the whole machine (/proc/stat), so a result
 * can be read against what the machine could give it. Best effort: what cannot be read is reported as unknown.
 */
export interface CpuUse {
  seconds: number;
  /** CPU seconds of this process (readers, writer, query building, driver). */
  self: number;
  /** CPU seconds of the bench database's backends, or undefined when /proc does not show them. */
  backends: number | undefined;
  /** CPU seconds used by every process of the machine, or undefined without /proc/stat. */
  machine: number | undefined;
  load: number;
}

export const TICK_SECONDS = 0.01; // USER_HZ is 100 on every Linux platform Node supports

export function ticksOf(pid: number): number | undefined {
  try {
    // fields after the command name: state is the first; utime and stime are fields 14 and 15 of the line
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** A process's ticks with those of its children (a clustered server's workers), from /proc. */
export function treeTicksOf(pid: number): number | undefined {
  const own = ticksOf(pid);
  if (own === undefined) return undefined;
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file (an old kernel): the process alone
  }
  return children.reduce((sum, child) => sum + (ticksOf(Number(child)) ?? 0), own);
}

export function machineTicks(): number | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait
    return cpu.slice(0, 8).reduce((sum, v, i) => (i === 3 || i === 4 ? sum : sum + v), 0);
  } catch {
    return undefined;
  }
}

/** Starts measuring; the returned function stops and reports. Backends are those connected when it starts. */
export async function measureCpu(db: Db): Promise<() => CpuUse> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend'`.execute(db);
  const pids = rows.map((r) => r.pid);
  const backendTicks = () => {
    const ticks = pids.map(ticksOf);
    return ticks.some((t) => t === undefined) ? undefined : ticks.reduce((a = 0, b = 0) => a + b, 0);
  };
  const start = {
    at: performance.now(),
    self: process.cpuUsage(),
    backends: backendTicks(),
    machine: machineTicks(),
  };
  return () => {
    const self = process.cpuUsage(start.self);
    const backends = backendTicks();
    const machine = machineTicks();
    return {
      seconds: (performance.now() - start.at) / 1000,
      self: (self.user + self.system) / 1e6,
      backends:
        backends === undefined || start.backends === undefined
          ? undefined
          : (backends - start.backends) * TICK_SECONDS,
      machine:
        machine === undefined || start.machine === undefined
          ? undefined
          : (machine - start.machine) * TICK_SECONDS,
      load: loadavg()[0] ?? Number.NaN,
    };
  };
}

/**
 * The CPU account of a closed-loop phase: CPU per read, the throughput the machine's cores could give at that cost,
 * and Little's law (clients without think time wait clients ÷ throughput on average, whatever the pool size).
 */
export function cpuReport(use: CpuUse, reads: number, clients: number): string {
  const cores = availableParallelism();
  const ms = (s: number) => ((s / reads) * 1000).toFixed(3);
  const lines = [
    `CPU: this process ${((use.self / use.seconds) * 100).toFixed(0)}% of a core` +
      (use.backends === undefined
        ? ''
        : `, PostgreSQL backends ${((use.backends / use.seconds) * 100).toFixed(0)}%`) +
      (use.machine === undefined
        ? ''
        : `, the whole machine ${((use.machine / use.seconds) * 100).toFixed(0)}% of ${cores * 100}%`) +
      ` (load average ${use.load.toFixed(1)})`,
  ];
  if (use.backends !== undefined) {
    const perRead = (use.self + use.backends) / reads;
    lines.push(
      `CPU per read (the writer's share included): ${ms(use.self + use.backends)} ms` +
        ` = PostgreSQL ${ms(use.backends)} + this process ${ms(use.self)};` +
        ` ${cores} cores to ourselves would serve at most ${(cores / perRead).toFixed(0)} reads/s,` +
        ` where ${clients} clients without think time wait ${((clients * perRead * 1000) / cores).toFixed(1)} ms` +
        ' on average (Little: clients ÷ throughput)',
    );
  }
  const others =
    use.machine === undefined || use.backends === undefined
      ? undefined
      : use.machine - use.self - use.backends;
  if (others !== undefined) {
    lines.push(`other processes used ${((others / use.seconds) * 100).toFixed(0)}% of a core meanwhile`);
  }
  return lines.join('\n');
}

/**
 * CPU seconds of a server process (`serverPid`), the bench database's backends and the rest of the machine (less
 * this process, the load generator) while `work` runs.
 */
export async function withCpu<T>(db: Db, serverPid: number, work: () => Promise<T>) {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(
    db,
  );
  // per backend alive at both ends (the pool closes idle connections; one gone would count as negative time)
  const backendsAt = new Map(rows.map((row) => [row.pid, ticksOf(row.pid)]));
  const before = { server: treeTicksOf(serverPid) ?? 0, self: process.cpuUsage() };
  const machine = machineTicks() ?? 0;
  const at = performance.now();
  const result = await work();
  const seconds = (performance.now() - at) / 1000;
  const server = ((treeTicksOf(serverPid) ?? 0) - before.server) * TICK_SECONDS;
  let ticks = 0;
  for (const [pid, first] of backendsAt) {
    const last = ticksOf(pid);
    if (first !== undefined && last !== undefined) ticks += last - first;
  }
  // backends the pools opened meanwhile (theirs closed idle while the phase's requests were built): all their time
  const after = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(
    db,
  );
  for (const { pid } of after.rows) if (!backendsAt.has(pid)) ticks += ticksOf(pid) ?? 0;
  const database = ticks * TICK_SECONDS;
  const self = process.cpuUsage(before.self);
  const all = ((machineTicks() ?? 0) - machine) * TICK_SECONDS;
  const others = Math.max(0, all - server - database - (self.user + self.system) / 1e6);
  return { result, server, database, seconds, othersCores: others / seconds };
}
