import path from 'node:path';
import { defineConfig, type LaunchOptions } from '@playwright/test';

/**
 * Browser journeys (docs/ARCHITECTURE.md §7): the built app served by the real server on a freshly seeded
 * embedded database (e2e/serve.mjs), at a desktop and a mobile viewport, with axe on every screen visited.
 * Uses Debian's Chromium; never downloads a browser.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Journeys share one seeded database (users' selected client and language live on the server).
  workers: 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    launchOptions,
    // DOM snapshots of every action, kept for a failed test; no screencast, whose frames cost every test CPU
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'e2e/serve.mjs')}`,
    url: `${baseURL}/health`,
    // The first start compiles the server, builds the web app and hashes the demo passwords.
    timeout: 240_000,
    // always a fresh, freshly seeded server: journeys change server state (selected client, language)
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), DATABASE_URL: '', TEST_DATABASE_URL: '' },
  },
});
