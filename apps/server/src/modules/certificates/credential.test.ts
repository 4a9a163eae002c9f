import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin, call, client, learnerOf, t, useAssessmentSuite } from '../../../test/assessment-suite.ts';
import { finishedCourse, mine } from '../../../test/certificate-fixtures.ts';
import { sha256 } from '../../platform/crypto.ts';

// Certificates' Open Badges 3.0 credential (docs/certificates.md): a JWT-VC signed with the client's Ed25519 key,
// verified here as anyone would, offline with the published JWKS.

useAssessmentSuite();

describe('Open Badges 3.0 credential', () => {
  /** An independent verifier: the JWKS fetched over HTTP, node:crypto's Ed25519 verify on the JWS signing input. */
  async function verifyJwt(jwt: string) {
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const protectedHeader = JSON.parse(Buffer.from(header, 'base64url').toString());
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(protectedHeader.jku).toMatch(/\/\.well-known\/jwks\.json$/);
    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const jwk = (jwks.json() as { keys: { kid: string }[] }).keys.find((k) => k.kid === protectedHeader.kid);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.body).not.toMatch(/"d"|PRIVATE/);
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    const valid = verifySignature(
      null,
      Buffer.from(`${header}.${payload}`),
      key,
      Buffer.from(signature, 'base64url'),
    );
    return {
      valid,
      claims: JSON.parse(Buffer.from(payload, 'base64url').toString()),
      kid: protectedHeader.kid,
    };
  }

  it('is a JWT-VC signed with the client’s Ed25519 key, verifiable independently; revocation shows in its status', async () => {
    const learner = await learnerOf(client.id);
    const email = `vc-${learner.id}@example.com`;
    await t.db.updateTable('users').set({ email }).where('id', '=', learner.id).execute();
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const url = `/api/v1/certificates/${certificate?.id}/credential`;
    const response = await t.app.inject({ method: 'GET', url, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vc+jwt');
    expect(response.headers['content-disposition']).toContain(`certificate-${certificate?.code}.jwt`);
    const { valid, claims, kid } = await verifyJwt(response.body);
    expect(valid).toBe(true);
    expect(claims).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Atendimento',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], name: 'Atendimento' },
        identifier: [{ identityType: 'emailAddress', hashed: true }],
      },
    });
    expect(claims.iss).toBe(claims.issuer.id);
    expect(claims.jti).toBe(claims.id);
    expect(claims.credentialSubject.identifier[0].identityHash).toBe(
      `sha256$${sha256(email + claims.credentialSubject.identifier[0].salt)}`,
    );
    expect(response.body).not.toContain(Buffer.from(email).toString('base64url'));
    expect(JSON.stringify(claims)).not.toContain(email);

    // a tampered credential does not verify
    const [h, p, sig] = response.body.split('.');
    const forged = JSON.parse(Buffer.from(String(p), 'base64url').toString());
    forged.name = 'Forged';
    const tampered = await verifyJwt(
      `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`,
    );
    expect(tampered.valid).toBe(false);

    // the same key signs the client's next credential; another client has its own
    const second = await learnerOf(client.id);
    await finishedCourse(second);
    const [theirs] = (await mine(second)).body.results;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/${theirs?.id}/credential`,
      headers: second.headers,
    });
    expect((await verifyJwt(again.body)).kid).toBe(kid);
    const stored = await t.db
      .selectFrom('certificate_keys')
      .select('client_id')
      .where('client_id', '=', client.id)
      .execute();
    expect(stored).toHaveLength(1);
    // only the owner downloads it
    expect((await t.app.inject({ method: 'GET', url, headers: second.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // its status (the public verification API) says revoked once an administrator revokes it
    const status = claims.credentialStatus.id as string;
    expect(status).toMatch(new RegExp(`/api/v1/certificates/verify/${certificate?.code}$`));
    const statusPath = new URL(status).pathname;
    expect((await t.app.inject({ method: 'GET', url: statusPath })).json()).toMatchObject({ valid: true });
    const revoked = await call(admin, 'POST', `/api/v1/admin/certificates/${certificate?.id}/revoke`, {
      reason: 'Fraud',
    });
    expect(revoked.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: statusPath })).json()).toMatchObject({
      valid: false,
      certificate: { revoked_at: expect.any(String) },
    });
  });
});
