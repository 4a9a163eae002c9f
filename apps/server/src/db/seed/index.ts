import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModules } from '../../modules/index.ts';
import type { SeedContext, SeedStep } from '../../modules/manifest.ts';
import { diskFileStore } from '../../platform/storage.ts';
import type { Db } from '../connection.ts';

export { DEMO_ACCOUNTS } from './accounts.ts';
export { DEMO_PASSWORD } from './lookups.ts';

/** The day a step landed, which its name begins with ('2026-11-21 clients and tenancy'). */
function landedOn(step: SeedStep): string {
  const day = /^\d{4}-\d{2}-\d{2} /.exec(step.name)?.[0];
  if (!day) throw new Error(`seed step "${step.name}" must be named after the day it landed (YYYY-MM-DD …)`);
  return day;
}

/**
 * The demo data: every module's named steps (its manifest's `seed`), each run once (recorded in seed_steps). A step
 * builds on the steps that landed before it, so they run by the day they landed and, on one day, in the order of the
 * manifests. Never change a step that has landed: add a new one.
 */
export const SEED_STEPS: readonly SeedStep[] = serverModules
  .flatMap((module) => module.seed ?? [])
  .map((step, index) => ({ step, index, day: landedOn(step) }))
  .sort((a, b) => a.day.localeCompare(b.day) || a.index - b.index)
  .map(({ step }) => step);

let throwaway: SeedContext['files'] | undefined;
function throwawayFiles(): SeedContext['files'] {
  throwaway ??= diskFileStore(mkdtempSync(path.join(tmpdir(), 'elevar-seed-')));
  return throwaway;
}

/**
 * Runs every seed step not yet applied, each in its own transaction. Safe to call on every start. `files` is the
 * store the server serves files from (its DATA_DIR); without one (tests), a throwaway folder of this process.
 */
export async function seedDemo(
  db: Db,
  steps: readonly SeedStep[] = SEED_STEPS,
  context: SeedContext = { files: throwawayFiles() },
): Promise<string[]> {
  const applied = new Set((await db.selectFrom('seed_steps').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (applied.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      // the insert doubles as a lock: a second instance seeding at the same moment fails here and rolls back
      await trx.insertInto('seed_steps').values({ name: step.name }).execute();
      await step.run(trx, context);
    });
    ran.push(step.name);
  }
  return ran;
}
