import { randomBytes } from 'node:crypto';
import type {
  Certificate,
  CertificateFacts,
  CertificateList,
  CertificateVerification,
} from '@elevar/contract';
import { type LanguageCode, localized } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { sha256 } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { consumeRate } from '../../platform/rate-limit.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor, requireClient } from '../identity/index.ts';
import type { Completion } from '../manifest.ts';
import * as q from './queries.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A verification code: 128 random bits in RFC 4648 base32 without padding (26 characters). */
export function newCertificateCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += BASE32[(value << (5 - bits)) & 31];
  return code;
}

/** Public verifications a network address may ask per minute. */
const VERIFICATIONS_PER_MINUTE = 60;

/** The learner in the client they act in (403 without one). */
async function holderOf(ctx: ServiceContext, auth: AuthContext): Promise<q.Holder> {
  const actor = await loadActor(ctx, auth);
  return { userId: actor.userId, clientId: requireClient(actor) };
}

/** A new certificate of a due training: its code, and its Open Badge recipient (the e-mail's salted hash). */
export function newCertificate(row: q.DueCertificate): q.NewCertificate {
  const salt = randomBytes(8).toString('hex');
  return {
    due: row,
    code: newCertificateCode(),
    recipientHash: row.email ? `sha256$${sha256(row.email.trim().toLowerCase() + salt)}` : null,
    recipientSalt: salt,
    score: row.score === null ? null : Math.round(Number(row.score) * 100) / 100,
  };
}

/**
 * Issues the certificates due in `scope` (a finished or passed course or trail that grants one, never a blocked or
 * reproved one): each once, the unique (user, course) key settling concurrent issues (the loser inserts nothing).
 * Answers how many it issued.
 */
export async function issueDue(db: Db | Trx, scope: q.DueScope, now: Date): Promise<number> {
  const due = await q.findDue(db, scope);
  return q.insertCertificates(db, due.map(newCertificate), now);
}

/**
 * learning's completion hook: the learner's course or trail just finished, in the transaction that finished it
 * (its progress row locked), so the certificate exists exactly when the training is approved, issued once.
 */
export async function issueAtCompletion(trx: Trx, completion: Completion): Promise<void> {
  const who = { userId: completion.userId, clientId: completion.clientId, courseId: completion.courseId };
  const made = { code: newCertificateCode(), salt: randomBytes(8).toString('hex') };
  // one statement, unless the learner's e-mail is one SQL would not normalize as JavaScript does
  const issued = await q.issueOne(trx, who, made, completion.at);
  if (issued.unsure) await issueDue(trx, who, completion.at);
}

/** Certificates issued per statement by the sweep. */
const SWEEP_BATCH = 500;

/**
 * The backfill: every certificate due and not issued (trainings finished before certificates were issued at
 * approval, or before their course was switched to grant them), a batch at a time until none is left. Answers how
 * many it issued.
 */
export async function issueMissing(db: Db, now: Date): Promise<number> {
  let issued = 0;
  for (;;) {
    const batch = await issueDue(db, { limit: SWEEP_BATCH }, now);
    issued += batch;
    if (batch < SWEEP_BATCH) return issued;
  }
}

/** The queue of the backfill sweep: every five minutes, certificates due and not yet issued. */
export const ISSUE_MISSING_JOB = 'certificates-issue-missing';

export function certificateJobs(ctx: ServiceContext): JobDefinition[] {
  return [
    {
      name: ISSUE_MISSING_JOB,
      cron: '*/5 * * * *',
      run: async () => ({ issued: await issueMissing(ctx.db, ctx.clock.now()) }),
    },
  ];
}

export function verifyPath(code: string): string {
  return `/certificates/verify/${code}`;
}

/** What the certificate shows, in `language`. */
export function factsOf(
  ctx: ServiceContext,
  row: q.CertificateRow,
  language: LanguageCode,
): CertificateFacts {
  return {
    code: row.code,
    kind: row.kind === 'trail' ? 'trail' : 'course',
    learner_name: row.learner_name,
    title: localized(row.title, language),
    client_name: row.client_name,
    completed_at: row.completed_at.toISOString(),
    score: row.score === null ? null : Number(row.score),
    workload_hours: row.workload_minutes > 0 ? Math.round((row.workload_minutes / 60) * 10) / 10 : null,
    verify_url: `${ctx.config.publicUrl}${verifyPath(row.code)}`,
    revoked_at: row.revoked_at === null ? null : row.revoked_at.toISOString(),
  };
}

function toCertificate(ctx: ServiceContext, row: q.CertificateRow, language: LanguageCode): Certificate {
  return { id: row.id, course_id: row.course_id, ...factsOf(ctx, row, language) };
}

/** The profile's certificates section: the learner's certificates in the client they act in (a read: issues none). */
export async function listMine(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<CertificateList> {
  const holder = await holderOf(ctx, auth);
  const rows = await q.listCertificates(ctx.db, holder);
  return { results: rows.map((row) => toCertificate(ctx, row, language)) };
}

/** One of the learner's own certificates, by id or by its course or trail; anyone else's is not found. */
export async function findMine(
  ctx: ServiceContext,
  auth: AuthContext,
  where: { id: number } | { courseId: number },
): Promise<q.CertificateRow> {
  const holder = await holderOf(ctx, auth);
  const row = await q.findOwnCertificate(ctx.db, holder, where);
  if (!row) throw notFound();
  return row;
}

/**
 * The public verification of a code (rate-limited per address): valid with the certificate's facts; revoked, not
 * valid with its facts and the revocation's date (never its reason); unknown, not valid.
 */
export async function verify(
  ctx: ServiceContext,
  code: string,
  ip: string,
  language: LanguageCode,
): Promise<{ verification: CertificateVerification; row: q.CertificateRow | undefined }> {
  await consumeRate(ctx.db, ctx.clock, [
    { key: `certificate-verify:ip:${ip}`, max: VERIFICATIONS_PER_MINUTE, windowSeconds: 60 },
  ]);
  const row = /^[A-Z2-7]{26}$/.test(code) ? await q.findByCode(ctx.db, code) : undefined;
  return {
    verification: row
      ? { valid: row.revoked_at === null, certificate: factsOf(ctx, row, language) }
      : { valid: false, certificate: null },
    row,
  };
}
