import { defineConfig } from 'vitest/config';

// One run for every package; each project keeps its own environment. At most two workers: the machine has 2 cores
// and PGlite instances are memory-hungry.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers: 2,
  },
});
