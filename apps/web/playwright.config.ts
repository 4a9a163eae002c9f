import path from 'node:path';
import { defineConfig, type LaunchOptions } from '@playwright/test';

/**
 * Browser journeys (docs/ARCHITECTURE.md §7): the built app served by the real server on a freshly seeded
 * embedded database (e2e/serve.mjs), at a desktop and a mobile viewport, with axe on every screen visited.
 * Uses Debian's Chromium; never downloads a browser.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Each viewport has a server and a seeded database of its own (the mobile one on port + 50), so the two projects
 * run side by side, one worker each: a project's journeys still share one database one after the other, as they
 * were written to (accounts of their own per viewport where a journey changes server state).
 */
const servers = { desktop: port, mobile: port + 50 };
const origin = (serverPort: number) => `http://127.0.0.1:${serverPort}`;
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
  // One worker per project (below): a project's journeys share its seeded database (users' selected client and
  // language live on the server), so they run one after the other.
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    headless: true,
    launchOptions,
    // DOM snapshots of every action, kept for a failed test; no screencast, whose frames cost every test CPU
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: {
        browserName: 'chromium',
        baseURL: origin(servers.desktop),
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'mobile',
      workers: 1,
      use: {
        browserName: 'chromium',
        baseURL: origin(servers.mobile),
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  // Started one after the other (Playwright sets its servers up in order), so the first one's build is done before
  // the second checks it.
  webServer: Object.values(servers).map((serverPort) => ({
    command: `node ${path.join(import.meta.dirname, 'e2e/serve.mjs')}`,
    url: `${origin(serverPort)}/health`,
    // The first start compiles the server, builds the web app and hashes the demo passwords.
    timeout: 240_000,
    // always a fresh, freshly seeded server: journeys change server state (selected client, language)
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(serverPort), DATABASE_URL: '', TEST_DATABASE_URL: '' },
  })),
});
