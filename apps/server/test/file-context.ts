import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';
import { tempDataDir } from './profile-fixtures.ts';

/**
 * A test file's app over a private DATA_DIR: registers the `beforeAll` that builds it (with `env` on top of the
 * directory) and the `afterAll` that closes it and removes the directory. A file's own `beforeAll` registered after
 * this call runs once `t` is built.
 */
export function withDataDir(env: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  // filled in place, so a file destructures `t` once at its top and its tests read the built context
  const t = {} as TestContext;
  let built = false;
  beforeAll(async () => {
    Object.assign(t, await createTestContext({ DATA_DIR: dataDir.dir, ...env }));
    built = true;
  });
  afterAll(async () => {
    if (built) await t.close();
    dataDir.remove();
  });
  return { t, dataDir };
}
