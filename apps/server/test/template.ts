import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../src/db/migrations');

/** A hash of every migration file: a changed migration builds a new template database. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export interface TestDatabaseInfo {
  kind: 'pglite' | 'postgres';
  /** pglite: the dump file of the migrated template. postgres: the server URL (any database). */
  location: string;
  /** postgres: the template database's name. */
  template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}
