import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Clock } from './platform/clock.ts';
import type { Messenger } from './platform/messaging.ts';

/** What every service needs: the database, the time, the configuration, the signing secret, the messenger. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  secret: string;
  messenger: Messenger;
}
