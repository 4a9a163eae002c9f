import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The server resolves packages as Node does: `source` (the workspace's TypeScript), then Node's own conditions.
// Vite's `module` condition would pick packages' ESM builds that Node cannot load (the AWS SDK's `dist-es`, whose
// imports name no file extension).
const conditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    // Files share their worker's module graph (the app's modules are imported once per worker, not once per file: a
    // third of the project's time). Each file still builds its own app on its own database, and what a module keeps
    // between requests is held per app (WeakMaps keyed by its service context), never in module state.
    isolate: false,
    // A project named by its config file does not inherit the root's `maxWorkers` (it gets Vitest's default, half
    // the cores: one here), so it says so itself.
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
