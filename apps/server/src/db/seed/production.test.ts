import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_WEBSERVICE_SECRET } from './accounts.ts';
import { seedDemo } from './index.ts';
import { demoInPlace } from './production.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', WEB_APP_CLIENT_SECRET: 'a-real-secret-from-the-vault', ...env });

describe('demoInPlace (what a production start refuses)', () => {
  it('finds nothing on a database without the demo and a configured app secret', async () => {
    expect(await demoInPlace(t.db, production())).toEqual([]);
  });

  it('names the demo app secret and SEED_DEMO when they are configured', async () => {
    expect(await demoInPlace(t.db, production({ WEB_APP_CLIENT_SECRET: 'elevar-web-demo' }))).toEqual([
      'WEB_APP_CLIENT_SECRET is the demo value',
    ]);
    expect(await demoInPlace(t.db, production({ SEED_DEMO: 'true' }))).toEqual(['SEED_DEMO is on']);
  });

  it('names the demo data and the demo web-service secret once they are in the database', async () => {
    const client = await buildClient(t.db);
    await t.db
      .updateTable('login_settings')
      .set({ webservice_secret: DEMO_WEBSERVICE_SECRET })
      .where('client_id', '=', client.id)
      .execute();
    await seedDemo(t.db, [{ name: 'a demo step', run: async () => {} }]);
    expect(await demoInPlace(t.db, production())).toEqual([
      'the database holds the demo data',
      'a client uses the demo web-service secret',
    ]);
  });
});
