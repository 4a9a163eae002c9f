import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PgBouncer (`apt-get install pgbouncer`; `.ci/run` installs it). */
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const hasPgbouncer = () => existsSync(PGBOUNCER);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The `postgres` account's ids, from /etc/passwd (Node has no getpwnam). */
function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('no postgres account to run PgBouncer as');
  return { uid: Number(uid), gid: Number(gid) };
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/**
 * A PgBouncer of the test's own in transaction mode in front of `serverUrl`'s PostgreSQL (trust authentication, as
 * the machine's), on a free 127.0.0.1 port; `urlOf(direct)` is a database's URL through it. Started as root (CI), it
 * drops to the `postgres` user, as PgBouncer refuses to run as root.
 */
export async function startPgbouncer(serverUrl: string) {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'elevar-pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${server.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 10',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'ignore_startup_parameters = extra_float_digits,options',
      ...(asRoot ? ['user = postgres'] : []),
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    chownSync(ini, uid, gid);
  }
  const child: ChildProcess = spawn(PGBOUNCER, [ini], { stdio: 'ignore' });
  const deadline = performance.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer did not start (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    /** The URL of `direct`'s database through the pooler. */
    urlOf(direct: string) {
      const url = new URL(direct);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
