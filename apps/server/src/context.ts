import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Clock } from './platform/clock.ts';

/** What every service needs: the database, the time, the configuration and the signing secret. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  secret: string;
}
