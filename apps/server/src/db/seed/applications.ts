import type { Config } from '../../config.ts';
import { sha256 } from '../../platform/crypto.ts';
import type { Db } from '../connection.ts';

/**
 * Makes the web app's OAuth application match the configuration (WEB_APP_CLIENT_ID / WEB_APP_CLIENT_SECRET) on
 * every start, so changing the secret in the environment is all it takes to rotate it.
 */
export async function ensureWebApplication(db: Db, config: Config) {
  await db
    .insertInto('oauth_applications')
    .values({
      client_id: config.WEB_APP_CLIENT_ID,
      secret_hash: sha256(config.WEB_APP_CLIENT_SECRET),
      name: 'Elevar web',
    })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet({ secret_hash: sha256(config.WEB_APP_CLIENT_SECRET) }),
    )
    .execute();
}
