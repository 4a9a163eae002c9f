import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { issueDue, issueMissing } from './service.ts';

/**
 * The demo academy's courses and trails grant certificates, and the demo `learner` holds the certificate of the
 * course they finished (issued as a real completion would, so its verification link works on a fresh start).
 */
const certificatesStep: SeedStep = {
  name: '2026-11-30 certificates',
  async run(db: Db) {
    const ids = await clientIds(db);
    await db
      .updateTable('courses')
      .set({ grants_certificate: true })
      .where('client_id', '=', ids.academy)
      .execute();
    const learner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'learner')
      .executeTakeFirstOrThrow();
    await issueDue(db, { userId: learner.id, clientId: ids.academy }, new Date());
  },
};

/**
 * Certificates are issued at approval since 2 December (learning's completion hook); the demo's trainings finished
 * by earlier steps, written straight into progress, get theirs here, as the sweep would.
 */
const backfillStep: SeedStep = {
  name: '2026-12-02 certificates of earlier completions',
  async run(db: Db) {
    await issueMissing(db, new Date());
  },
};

export const certificateDemoSteps: readonly SeedStep[] = [certificatesStep, backfillStep];
