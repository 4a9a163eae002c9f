#!/usr/bin/env node
// The browser journeys' web server: the real product (`scripts/start.mjs` compiles the server, builds the web app
// when stale, migrates, seeds the demo data and listens) on a throwaway embedded database, recreated per start.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.join(root, 'node_modules/.cache/elevar-test/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SECRET_KEY: 'e2e-only-secret-key-0123456789abcdefghijkl',
  SEED_DEMO: 'true',
  // Every journey comes from 127.0.0.1: the per-address limits must not turn a full run into 429s.
  RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
};
// The embedded database, even when CI points the server suite at PostgreSQL (an empty DATABASE_URL is invalid).
delete env.DATABASE_URL;
delete env.TEST_DATABASE_URL;

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
