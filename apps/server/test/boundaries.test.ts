import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures/boundaries');

/** Runs the boundaries lint as `npm run lint` does, on the repository or on a tree shaped like it. */
async function lintBoundaries(tree?: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/boundaries.mjs', ...(tree ? [tree] : [])],
      { cwd: ROOT },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the boundaries lint', () => {
  it('fails on each import the fixture makes across a boundary, and on nothing else', async () => {
    const { code, output } = await lintBoundaries(FIXTURE);
    expect(code).toBe(1);
    const violations = output
      .split('\n')
      .filter((line) => line.startsWith('boundaries ✖ '))
      .map((line) => line.slice('boundaries ✖ '.length))
      .sort();
    expect(violations).toEqual([
      'domain-does-io: packages/domain/src/rule.ts → fs',
      'domain-imports-contract: packages/domain/src/rule.ts → packages/contract/src/schema.ts',
      'packages-import-apps: packages/domain/src/rule.ts → apps/server/src/modules/alpha/index.ts',
      'server-deep-import-into-module: apps/server/src/app.ts → apps/server/src/modules/alpha/greet.ts',
      'server-module-cycle: apps/server/src/modules/delta/answer.ts → apps/server/src/modules/gamma/index.ts',
      'server-module-deep-import: apps/server/src/modules/beta/reach.ts → apps/server/src/modules/alpha/greet.ts',
      'server-module-deep-import: apps/server/src/modules/beta/types.ts → apps/server/src/modules/alpha/greeting.ts',
      'web-feature-deep-import: apps/web/src/features/delta/Panel.tsx → apps/web/src/features/gamma/Badge.tsx',
      'web-imports-server: apps/web/src/Page.tsx → apps/server/src/modules/alpha/index.ts',
      'web-ui-imports-feature: apps/web/src/ui/Card.tsx → apps/web/src/features/gamma/index.ts',
    ]);
  }, 120_000);

  it('passes on the repository: no import crosses a boundary', async () => {
    const { code, output } = await lintBoundaries();
    expect(output).not.toContain('boundaries ✖');
    expect(code).toBe(0);
  }, 120_000);
});
