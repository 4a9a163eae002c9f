import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** The web's unit tests as a Vitest project: the root config runs them as two (shared module graph, and not). */
export function webProject(test: {
  name: string;
  isolate?: boolean;
  include?: string[];
  exclude?: string[];
}) {
  return defineProject({
    root: import.meta.dirname,
    resolve: {
      conditions: ['source', ...defaultClientConditions],
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // a whole screen rendered and driven in happy-dom takes seconds on two shared cores; 5 s (the default) flaked
      testTimeout: 15_000,
      ...test,
    },
  });
}

export default webProject({ name: 'web' });
