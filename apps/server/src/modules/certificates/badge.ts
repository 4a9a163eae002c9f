import type { CertificateFacts } from '@elevar/contract';
import type { ServiceContext } from '../../context.ts';
import type { CertificateRow } from './queries.ts';

/** A small badge image (an SVG seal), inline so the assertion needs no other hosted file. */
const BADGE_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#215c9e"/>' +
    '<path d="M20 33l8 8 16-18" stroke="#fff" stroke-width="6" fill="none"/></svg>',
).toString('base64')}`;

/**
 * The certificate as an Open Badges 2.0 assertion with hosted verification: its `id` is the address that answers
 * it, the recipient is the salted sha256 of the learner's e-mail (never the address itself), the badge class and
 * issuer are embedded. Null when the certificate has no recipient (a learner without an e-mail).
 */
export function badgeAssertion(ctx: ServiceContext, row: CertificateRow, facts: CertificateFacts) {
  if (!row.recipient_hash) return null;
  const base = ctx.config.publicUrl;
  const id = `${base}/api/v1/certificates/verify/${row.code}/badge`;
  return {
    '@context': 'https://w3id.org/openbadges/v2',
    type: 'Assertion',
    id,
    recipient: { type: 'email', hashed: true, salt: row.recipient_salt, identity: row.recipient_hash },
    badge: {
      type: 'BadgeClass',
      id: `${id}#badge`,
      name: facts.title,
      description: `${facts.kind === 'trail' ? 'Trail' : 'Course'} completed: ${facts.title}`,
      image: BADGE_IMAGE,
      criteria: { narrative: `Complete ${facts.title}.` },
      issuer: { type: 'Profile', id: `${id}#issuer`, name: facts.client_name, url: base },
    },
    issuedOn: new Date(row.issued_at).toISOString(),
    verification: { type: 'HostedBadge' },
    evidence: facts.verify_url,
  };
}
