import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrationsHash } from './template.ts';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/elevar-test');

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Builds a migrated template database once per run: a PGlite dump file (cached across runs by the migrations'
 * hash), or, when TEST_DATABASE_URL is set, a PostgreSQL database each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `elevar_tpl_${hash}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`create database ${template}_build`).catch(async () => {
          await admin.query(`drop database if exists ${template}_build`);
          await admin.query(`create database ${template}_build`);
        });
        const { openPostgres } = await import('../src/db/connection.ts');
        const handle = await openPostgres(withDatabase(url, `${template}_build`), 2);
        await migrateToLatest(handle.db);
        await handle.close();
        await admin.query(`alter database ${template}_build rename to ${template}`);
      }
    } finally {
      await admin.end();
    }
    project.provide('testDatabase', { kind: 'postgres', location: url, template });
    return;
  }

  mkdirSync(CACHE_DIR, { recursive: true });
  const dump = path.join(CACHE_DIR, `pglite-${hash}.tar.gz`);
  if (!existsSync(dump)) {
    const handle = await openPglite({});
    await migrateToLatest(handle.db);
    const blob = await handle.pglite?.dumpDataDir('gzip');
    if (!blob) throw new Error('PGlite dump failed');
    writeFileSync(`${dump}.tmp`, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
    const { renameSync } = await import('node:fs');
    renameSync(`${dump}.tmp`, dump);
  }
  project.provide('testDatabase', { kind: 'pglite', location: dump });
}
