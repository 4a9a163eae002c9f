import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf, queryId } from './common.ts';

/** What a certificate shows (docs/certificates.md): the facts frozen when it was issued. */
export const CertificateFacts = z.object({
  code: z.string(),
  kind: z.enum(['course', 'trail']),
  learner_name: z.string(),
  /** The course's or trail's title in the reader's language. */
  title: z.string(),
  client_name: z.string(),
  completed_at: z.string(),
  /** The score kept by the course's graded activities (0–100), when it has any. */
  score: z.number().nullable(),
  /** The course's workload in hours, when it has one. */
  workload_hours: z.number().nullable(),
  /** The public verification page's address. */
  verify_url: z.string(),
  /** When an administrator revoked it (the reason is never public); null while it stands. */
  revoked_at: z.string().nullable(),
});
export type CertificateFacts = z.infer<typeof CertificateFacts>;

/** One of the learner's certificates (the profile's certificates section). */
export const Certificate = CertificateFacts.extend({ id: z.number().int(), course_id: z.number().int() });
export type Certificate = z.infer<typeof Certificate>;

export const CertificateList = z.object({ results: z.array(Certificate) });
export type CertificateList = z.infer<typeof CertificateList>;

export const CertificateCodeParam = z.object({ code: z.string().min(1).max(64) });

/**
 * The public verification: a known code that stands answers valid with its facts; a revoked one answers not valid
 * with its facts and `revoked_at`; an unknown one answers not valid without facts.
 */
export const CertificateVerification = z.object({
  valid: z.boolean(),
  certificate: CertificateFacts.nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** SPEC §7 `/get_trail_user_result_certificate/`: the trail, form-encoded. */
export const TrailCertificateRequest = z.object({ id_trail: queryId() });

/** The staff list of the client's certificates (docs/certificates.md "Revocation"): search by learner or title. */
export const StaffCertificateQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type StaffCertificateQuery = z.input<typeof StaffCertificateQuery>;

/** One of the client's certificates, as the staff see it: with who revoked it, when and why. */
export const StaffCertificate = CertificateFacts.extend({
  id: z.number().int(),
  course_id: z.number().int(),
  revoke_reason: z.string().nullable(),
  revoked_by: z.string().nullable(),
});
export type StaffCertificate = z.infer<typeof StaffCertificate>;

export const StaffCertificatePage = pageOf(StaffCertificate);
export type StaffCertificatePage = z.infer<typeof StaffCertificatePage>;

/** Revoking a certificate: the reason is required (recorded and shown to the staff, never publicly). */
export const RevokeCertificateInput = z.object({
  reason: z.string().trim().min(3).max(FREE_TEXT_MAX_LENGTH),
});
export type RevokeCertificateInput = z.infer<typeof RevokeCertificateInput>;

/** The clients' public keys verifying the certificates' credentials (RFC 7517 JWKS; Ed25519, RFC 8037). */
export const CertificateJwks = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
export type CertificateJwks = z.infer<typeof CertificateJwks>;
