import type { Config } from '../../config.ts';
import { DEMO_WEB_APP_CLIENT_SECRET } from '../../config.ts';
import type { Db } from '../connection.ts';
import { DEMO_WEBSERVICE_SECRET } from './accounts.ts';

/**
 * What of the demo is in place, for a production start to refuse: the demo data (its accounts share a published
 * password, the superuser among them), the demo web-service secret on a client, the demo app credentials, or
 * SEED_DEMO switched on. Empty when nothing demo is there.
 */
export async function demoInPlace(db: Db, config: Config): Promise<string[]> {
  const [seeded, demoSecret] = await Promise.all([
    db.selectFrom('seed_steps').select('name').limit(1).executeTakeFirst(),
    db
      .selectFrom('login_settings')
      .select('client_id')
      .where('webservice_secret', '=', DEMO_WEBSERVICE_SECRET)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const found: string[] = [];
  if (config.SEED_DEMO) found.push('SEED_DEMO is on');
  if (seeded) found.push('the database holds the demo data');
  if (demoSecret) found.push('a client uses the demo web-service secret');
  if (config.WEB_APP_CLIENT_SECRET === DEMO_WEB_APP_CLIENT_SECRET) {
    found.push('WEB_APP_CLIENT_SECRET is the demo value');
  }
  return found;
}
