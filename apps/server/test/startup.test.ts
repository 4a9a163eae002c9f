import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TIMEOUT = 60_000;

const children: ChildProcess[] = [];
const temporary: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elevar-startup-'));
  temporary.push(dir);
  return dir;
}

interface Started {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exit: Promise<number | null>;
}

/** Starts the real server process with a clean environment plus `env`. */
function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits for the process to exit and checks it failed with exactly one plain `elevar: …` line on stderr. */
async function expectFailure(started: Started, phrase: string) {
  expect(await started.exit).toBe(1);
  const lines = started.stderr().trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^elevar: /);
  expect(lines[0]).toContain(phrase);
  expect(started.stderr()).not.toContain('    at ');
}

describe('the server process', () => {
  it(
    'explains an unreachable database in one line',
    async () => {
      const started = start({ DATABASE_URL: 'postgres://127.0.0.1:1/nope', DATA_DIR: tempDir() });
      await expectFailure(started, 'cannot connect to the database');
      expect(started.stderr()).toContain('postgres://127.0.0.1:1/nope');
    },
    TIMEOUT,
  );

  it(
    'does not print the database password when it cannot connect',
    async () => {
      const started = start({
        DATABASE_URL: 'postgres://elevar:hunter2-secret@127.0.0.1:1/nope',
        DATA_DIR: tempDir(),
      });
      await expectFailure(started, 'cannot connect to the database');
      expect(started.stderr()).not.toContain('hunter2-secret');
    },
    TIMEOUT,
  );

  it(
    'explains a data directory that cannot be created',
    async () => {
      const file = path.join(tempDir(), 'a-file');
      writeFileSync(file, 'not a directory');
      const started = start({ DATA_DIR: path.join(file, 'sub'), SEED_DEMO: 'false' });
      await expectFailure(started, 'not writable');
      expect(started.stderr()).toContain('DATA_DIR');
    },
    TIMEOUT,
  );

  it(
    'explains an invalid setting',
    async () => {
      const started = start({ PORT: 'eighty', DATA_DIR: tempDir() });
      await expectFailure(started, 'PORT');
    },
    TIMEOUT,
  );

  it(
    'refuses a data directory another live process holds',
    async () => {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'elevar.pid'), String(process.pid));
      const started = start({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
      await expectFailure(started, `in use by process ${process.pid}`);
    },
    TIMEOUT,
  );

  it(
    'explains a port that is already in use',
    async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const { port } = blocker.address() as net.AddressInfo;
      try {
        const started = start({
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          DATA_DIR: tempDir(),
        });
        await expectFailure(started, 'already in use');
        expect(started.stderr()).toContain(String(port));
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    TIMEOUT,
  );

  it(
    'starts, answers /health over HTTP, and stops cleanly on SIGTERM',
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const started = start({ PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', DATA_DIR: dataDir });
      const banner = `Elevar is running at http://localhost:${port}`;
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (started.stdout().includes(banner)) resolve();
        };
        started.child.stdout?.on('data', check);
        started.exit.then((code) =>
          reject(new Error(`exited with ${code} before listening: ${started.stderr()}${started.stdout()}`)),
        );
        check();
      });

      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const lock = path.join(dataDir, 'elevar.pid');
      expect(readFileSync(lock, 'utf8')).toBe(String(started.child.pid));

      started.child.kill('SIGTERM');
      expect(await started.exit).toBe(0);
      expect(existsSync(lock)).toBe(false);
      expect(started.stderr()).toBe('');
    },
    TIMEOUT,
  );

  it(
    'refuses to start in production with the demo app credentials, in one line',
    async () => {
      const started = start({ NODE_ENV: 'production', DATA_DIR: tempDir(), PORT: String(await freePort()) });
      await expectFailure(started, 'refusing to start in production with demo data in place');
      expect(started.stderr()).toContain('WEB_APP_CLIENT_SECRET is the demo value');
      expect(started.stderr()).not.toContain('SEED_DEMO is on');
    },
    TIMEOUT,
  );

  it(
    'refuses SEED_DEMO in production before loading any demo data',
    async () => {
      const started = start({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        WEB_APP_CLIENT_SECRET: 'a-real-secret-from-the-vault',
        DATA_DIR: tempDir(),
        PORT: String(await freePort()),
      });
      await expectFailure(started, 'SEED_DEMO is on');
    },
    TIMEOUT,
  );

  it(
    'starts in production without demo data: the demo superuser does not exist',
    async () => {
      const port = await freePort();
      const started = start({
        NODE_ENV: 'production',
        WEB_APP_CLIENT_SECRET: 'a-real-secret-from-the-vault',
        DATA_DIR: tempDir(),
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (started.stdout().includes('Elevar is running')) resolve();
        };
        started.child.stdout?.on('data', check);
        started.exit.then((code) => reject(new Error(`exited with ${code}: ${started.stderr()}`)));
        check();
      });
      const token = await fetch(`http://127.0.0.1:${port}/o/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'admin',
          password: 'Elevar@2026',
          client_id: 'elevar-web',
          client_secret: 'a-real-secret-from-the-vault',
        }),
      });
      expect(token.status).toBe(400);
      expect(((await token.json()) as { code: string }).code).toBe('auth.invalid_credentials');
      started.child.kill('SIGTERM');
      expect(await started.exit).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'refuses SERVER_WORKERS above 1 on the embedded database, in one line',
    async () => {
      const started = start({ SERVER_WORKERS: '2', DATA_DIR: tempDir(), PORT: String(await freePort()) });
      await expectFailure(started, 'SERVER_WORKERS above 1 needs DATABASE_URL');
    },
    TIMEOUT,
  );

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'serves one port from SERVER_WORKERS processes and stops them all on SIGTERM',
    async () => {
      const database = await createTestDatabase();
      try {
        const dataDir = tempDir();
        const port = await freePort();
        const started = start({
          DATABASE_URL: database.connectionString as string,
          SERVER_WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          DATA_DIR: dataDir,
        });
        await new Promise<void>((resolve, reject) => {
          const check = () => {
            if (started.stdout().includes(`Elevar is running at http://localhost:${port}`)) resolve();
          };
          started.child.stdout?.on('data', check);
          started.exit.then((code) => reject(new Error(`exited with ${code}: ${started.stderr()}`)));
          check();
        });
        const pid = started.child.pid as number;
        const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
        expect(workers).toHaveLength(2);
        for (let i = 0; i < 4; i++) {
          const health = await fetch(`http://127.0.0.1:${port}/health`);
          expect(health.status).toBe(200);
        }
        // the primary holds the data directory's lock; the workers share its secret
        expect(readFileSync(path.join(dataDir, 'elevar.pid'), 'utf8')).toBe(String(pid));
        // a worker that dies is replaced, and the port is served meanwhile by the other
        process.kill(Number(workers[0]), 'SIGKILL');
        // a connection handed over just as the worker died may be reset: the next one is the other's
        let served = 0;
        for (let i = 0; i < 5 && served !== 200; i++) {
          served = await fetch(`http://127.0.0.1:${port}/health`).then(
            (answer) => answer.status,
            () => 0,
          );
        }
        expect(served).toBe(200);
        let now: string[] = [];
        for (let i = 0; i < 100 && !(now.length === 2 && !now.includes(workers[0] as string)); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          now = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
        }
        expect(now).toHaveLength(2);
        expect(now).not.toContain(workers[0]);
        expect(started.stderr()).toContain('a server worker stopped (SIGKILL); starting another');
        started.child.kill('SIGTERM');
        expect(await started.exit).toBe(0);
        expect(existsSync(path.join(dataDir, 'elevar.pid'))).toBe(false);
        for (const worker of [...workers, ...now]) expect(existsSync(`/proc/${worker}`)).toBe(false);
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
