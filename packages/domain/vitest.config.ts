import { defineProject } from 'vitest/config';

export default defineProject({
  // `maxWorkers`: a project named by its config file does not inherit the root's (apps/server/vitest.config.ts)
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: 2 },
});
