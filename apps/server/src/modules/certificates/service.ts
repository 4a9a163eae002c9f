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
import { sha256 } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { consumeRate } from '../../platform/rate-limit.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor, requireClient } from '../identity/index.ts';
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

/**
 * Issues the certificates the learner is due (a finished or passed course or trail that grants one, never a blocked
 * or reproved one): each once, the unique (user, course) key settling concurrent issues (the loser inserts nothing).
 */
export async function issueDue(db: Db, holder: q.Holder, now: Date): Promise<void> {
  const due = await q.findDue(db, holder);
  const rows = due.map((row): q.NewCertificate => {
    const salt = randomBytes(8).toString('hex');
    return {
      due: row,
      code: newCertificateCode(),
      recipientHash: row.email ? `sha256$${sha256(row.email.trim().toLowerCase() + salt)}` : null,
      recipientSalt: salt,
      score: row.score === null ? null : Math.round(Number(row.score) * 100) / 100,
    };
  });
  await q.insertCertificates(db, holder, rows, now);
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
  };
}

function toCertificate(ctx: ServiceContext, row: q.CertificateRow, language: LanguageCode): Certificate {
  return { id: row.id, course_id: row.course_id, ...factsOf(ctx, row, language) };
}

/** The profile's certificates section: the learner's certificates in the client they act in (issuing any due). */
export async function listMine(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<CertificateList> {
  const holder = await holderOf(ctx, auth);
  await issueDue(ctx.db, holder, ctx.clock.now());
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
  await issueDue(ctx.db, holder, ctx.clock.now());
  const row = await q.findOwnCertificate(ctx.db, holder, where);
  if (!row) throw notFound();
  return row;
}

/** The public verification of a code (rate-limited per address): valid with the certificate's facts, or not. */
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
      ? { valid: true, certificate: factsOf(ctx, row, language) }
      : { valid: false, certificate: null },
    row,
  };
}
