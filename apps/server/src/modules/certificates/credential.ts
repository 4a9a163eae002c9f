import type { CertificateFacts } from '@elevar/contract';
import type { ServiceContext } from '../../context.ts';
import { JWKS_PATH, signingKeyOf, signJwt } from './keys.ts';
import type { CertificateRow } from './queries.ts';

/** The issuer's identifier in the credentials: the client, under the platform's public address. */
export function issuerId(ctx: ServiceContext, clientId: number): string {
  return `${ctx.config.publicUrl}/api/v1/certificates/issuers/${clientId}`;
}

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C Verifiable Credential, data model 1.1): the
 * client as issuer, the course or trail as the achievement, the recipient as the salted hash of the e-mail (never
 * the address), and as `credentialStatus` the public verification API, which says whether it was revoked since.
 */
export function openBadgeCredential(ctx: ServiceContext, row: CertificateRow, facts: CertificateFacts) {
  const base = ctx.config.publicUrl;
  const verifyApi = `${base}/api/v1/certificates/verify/${row.code}`;
  const kind = facts.kind === 'trail' ? 'Trail' : 'Course';
  return {
    '@context': [
      'https://www.w3.org/2018/credentials/v1',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `${verifyApi}/credential`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerId(ctx, row.client_id), type: ['Profile'], name: facts.client_name, url: base },
    issuanceDate: new Date(row.issued_at).toISOString(),
    name: facts.title,
    credentialSubject: {
      type: ['AchievementSubject'],
      ...(row.recipient_hash && {
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'emailAddress',
            hashed: true,
            identityHash: row.recipient_hash,
            salt: row.recipient_salt,
          },
        ],
      }),
      activityEndDate: facts.completed_at,
      achievement: {
        id: `${verifyApi}/credential#achievement`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: facts.title,
        description: `${kind} completed: ${facts.title}`,
        criteria: { narrative: `Complete the ${kind.toLowerCase()} ${facts.title}.` },
        ...(facts.workload_hours !== null && { creditsAvailable: facts.workload_hours }),
      },
      ...(facts.score !== null && {
        result: [{ type: ['Result'], value: String(facts.score) }],
      }),
    },
    credentialStatus: { id: verifyApi, type: 'ElevarCertificateVerification' },
    evidence: [{ id: facts.verify_url, type: ['Evidence'], name: facts.learner_name }],
  };
}

/**
 * The credential as a JWT-VC (Open Badges 3.0 §8.2, "JSON Web Token Proof Format"): the credential's claims with
 * the registered `iss`, `jti` and `nbf`, signed EdDSA with the client's Ed25519 key (`kid` in the JWKS at `jku`).
 */
export async function signedCredential(
  ctx: ServiceContext,
  row: CertificateRow,
  facts: CertificateFacts,
): Promise<string> {
  const credential = openBadgeCredential(ctx, row, facts);
  const key = await signingKeyOf(ctx.db, row.client_id);
  return signJwt(key, `${ctx.config.publicUrl}${JWKS_PATH}`, {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(new Date(row.issued_at).getTime() / 1000),
  });
}
