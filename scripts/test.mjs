#!/usr/bin/env node
// `npm test`: every suite this machine can run — domain, server (PGlite, or PostgreSQL when TEST_DATABASE_URL is
// set) and web unit tests with Vitest, then the browser journeys with Playwright when Chromium is installed.
// Ends with one plain line, `N passed, N failed, N skipped`, summed over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'node_modules/.cache/elevar-test/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status;
}

// 1. Vitest: domain, server, web
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // a suite that failed to load, or unhandled errors during the run, fail the run without failing a test
  if (vitestStatus !== 0 && report.numFailedTests === 0)
    totals.failed += Math.max(1, report.numFailedTestSuites);
} else if (vitestStatus !== 0) {
  totals.failed += 1;
}

// 2. Playwright browser journeys (need Debian's chromium; never downloads a browser)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const playwrightConfig = path.join(root, 'apps/web/playwright.config.ts');
if (!existsSync(playwrightConfig)) {
  process.stdout.write('\nBrowser journeys: none defined yet.\n');
} else if (!existsSync(chromium)) {
  process.stdout.write(
    `\nBrowser journeys skipped: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).\n`,
  );
} else {
  const playwrightReport = path.join(reports, 'playwright.json');
  const status = run(bin('playwright'), ['test', '-c', playwrightConfig, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    CHROMIUM_PATH: chromium,
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (status !== 0) {
    totals.failed += 1;
  }
}

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
