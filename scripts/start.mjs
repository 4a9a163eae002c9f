#!/usr/bin/env node
// `npm start`: compile what changed (tsc -b is incremental), build the web app when its sources are newer than
// the last build, then run the server (migrate → seed demo data once → listen).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, label, env = process.env) {
  process.stdout.write(`${label}…\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    process.stderr.write(`elevar: ${label.toLowerCase()} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
if (!existsSync(tsc)) {
  process.stderr.write('elevar: dependencies are not installed; run `npm install` first\n');
  process.exit(1);
}
run(tsc, ['-b'], 'Compiling the server');

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'packages/domain/src',
  'packages/contract/src',
];
const sourcesChanged =
  Math.max(...webSources.map((p) => newestMtime(path.join(root, p)))) > newestMtime(webIndex);
if (!existsSync(webIndex) || sourcesChanged)
  // the server's NODE_ENV (development by default) must not make Vite build React's development bundles
  run('npm', ['run', 'build', '-w', '@elevar/web'], 'Building the web app', {
    ...process.env,
    NODE_ENV: 'production',
  });

await import(path.join(root, 'apps/server/dist/main.js'));
