import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { Trx } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { SeedStep } from '../manifest.ts';
import { insertCertificates } from './queries.ts';
import { certificateTemplateStep } from './seed-template.ts';
import { issueDue, issueMissing, newCertificate } from './service.ts';

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

/** The academy's staff who hold a certificate of the demo's earlier edition of "Consultative selling". */
const EARLIER_EDITION = ['instructor', 'moderator', 'support'] as const;

/**
 * Revocation in the demo: the academy's instructor, moderator and support agent hold certificates of an earlier
 * edition of "Consultative selling" (certificates only: their progress is left as the other modules' demo has it),
 * so the administrator's list has some to revoke; the support agent's is already revoked, with its reason.
 */
const revocationStep: SeedStep = {
  name: '2026-12-03 certificates to revoke',
  async run(db: Db) {
    const ids = await clientIds(db);
    const course = await db
      .selectFrom('courses')
      .innerJoin('clients', 'clients.id', 'courses.client_id')
      .select(['courses.id', 'courses.title', 'courses.workload_minutes', 'clients.name as client_name'])
      .where('courses.client_id', '=', ids.academy)
      .where(sql<boolean>`courses.title->>'en-US' = 'Consultative selling'`)
      .executeTakeFirstOrThrow();
    const people = await db
      .selectFrom('users')
      .select(['id', 'username', 'full_name', 'email'])
      .where('username', 'in', EARLIER_EDITION)
      .orderBy('username')
      .execute();
    const completed = new Date(Date.now() - 40 * 24 * 3600_000);
    await insertCertificates(
      db,
      people.map((person) =>
        newCertificate({
          user_id: person.id,
          client_id: ids.academy,
          course_id: course.id,
          title: course.title,
          workload_minutes: course.workload_minutes,
          full_name: person.full_name,
          email: person.email,
          client_name: course.client_name,
          completed_at: completed,
          score: null,
        }),
      ),
      completed,
    );
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const support = people.find((person) => person.username === 'support');
    if (!support) return;
    // the seed runs in one transaction already
    const revoked = await db
      .updateTable('certificates')
      .set({
        revoked_at: new Date(),
        revoked_by: admin.id,
        revoke_reason: 'Emitido por engano (demonstração)',
      })
      .where('user_id', '=', support.id)
      .where('course_id', '=', course.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(db as Trx, {
      actor: admin.id,
      clientId: ids.academy,
      at: new Date(),
      action: 'certificates.certificate.revoked',
      entity: 'certificate',
      entityId: revoked.id,
      fields: ['revoked_at', 'revoke_reason'],
    });
  },
};

export const certificateDemoSteps: readonly SeedStep[] = [
  certificatesStep,
  backfillStep,
  revocationStep,
  certificateTemplateStep,
];
