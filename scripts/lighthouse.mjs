#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's default mobile audit (simulated slow 4G, 4× CPU) of the login screen, three
// runs, against the production web build served by the real server (`scripts/start.mjs`: incremental build, then
// the server on a throwaway embedded database with the demo data) on 127.0.0.1, in the system Chromium.
// Prints each run and the median of each figure. Not part of `npm test`: the figures depend on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumVersion =
  spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.match(/\d+(\.\d+){3}/)?.[0] ?? 'unknown';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'node_modules/.cache/elevar-lighthouse');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /health within 5 minutes');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  SECRET_KEY: 'lighthouse-only-secret-key-0123456789abcdef',
};
// the embedded database, whatever the shell points the server at
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
});

const figures = (lhr) => ({
  performance: Math.round(lhr.categories.performance.score * 100),
  fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
  lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  accessibility: Math.round(lhr.categories.accessibility.score * 100),
  bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
  seo: Math.round(lhr.categories.seo.score * 100),
});
const COLUMNS = ['run', 'performance', 'FCP', 'LCP', 'TBT', 'accessibility', 'best-practices', 'SEO'];
const WIDTHS = [6, 11, 7, 7, 8, 13, 14, 4];
const line = (cells) => cells.map((cell, index) => String(cell).padStart(WIDTHS[index])).join('  ');
const row = (label, f) =>
  line([
    label,
    f.performance,
    `${f.fcp.toFixed(2)} s`,
    `${f.lcp.toFixed(2)} s`,
    `${Math.round(f.tbt)} ms`,
    f.accessibility,
    f.bestPractices,
    f.seo,
  ]);

/** One audit in a fresh browser (nothing cached from the run before); a run Lighthouse itself asks to repeat is. */
async function audit(url, attempts = 3) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempts <= 1) throw new Error(`Lighthouse: ${failure.message}`);
    console.log(`(run repeated: ${failure.code})`);
  } finally {
    await chrome.kill();
  }
  return audit(url, attempts - 1);
}

let exitCode = 0;
try {
  await waitForHealth(origin, server);
  console.log(line(COLUMNS));
  const runs = [];
  let lhr;
  for (let run = 1; run <= RUNS; run++) {
    lhr = await audit(`${origin}/`);
    runs.push(figures(lhr));
    console.log(row(`#${run}`, runs.at(-1)));
  }
  const median = (key) => runs.map((f) => f[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
  console.log(row('median', medians));
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} (simulated slow 4G, ` +
      `${lhr.configSettings.throttling.cpuSlowdownMultiplier}x CPU), ${chromiumVersion}, ${origin}/`,
  );
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
process.exitCode = exitCode;
