import type { CertificateVerification, StaffCertificate, StaffCertificatePage } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  learnerOf,
  otherAdmin,
  t,
  useAssessmentSuite,
  type Who,
} from '../../../test/assessment-suite.ts';
import { finishedCourse, mine } from '../../../test/certificate-fixtures.ts';
import { sha256 } from '../../platform/crypto.ts';

// Certificates' public verification (docs/certificates.md): what a code shows to anyone signed out, its Open Badge,
// the rate limit, closure; and the administrators' revocation.

useAssessmentSuite();

describe('verification', () => {
  it('shows what the certificate shows to anyone signed out; an unknown code is not valid', async () => {
    const learner = await learnerOf(client.id);
    await t.db.updateTable('users').set({ full_name: 'Bruno Lima' }).where('id', '=', learner.id).execute();
    await finishedCourse(learner, 120);
    const [certificate] = (await mine(learner)).body.results;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/verify/${certificate?.code}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CertificateVerification;
    expect(body.valid).toBe(true);
    expect(Object.keys(body.certificate ?? {}).sort()).toEqual(
      [
        'client_name',
        'code',
        'completed_at',
        'kind',
        'learner_name',
        'revoked_at',
        'score',
        'title',
        'verify_url',
        'workload_hours',
      ].sort(),
    );
    expect(body.certificate).toMatchObject({
      learner_name: 'Bruno Lima',
      title: 'Customer service',
      workload_hours: 2,
    });
    expect(response.body).not.toContain(learner.username);
    expect(response.body).not.toContain('@');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.json()).toEqual({ valid: false, certificate: null });
  });

  it('answers an Open Badges 2.0 assertion, its recipient the salted hash of the e-mail', async () => {
    const learner = await learnerOf(client.id);
    const email = `ob-${learner.id}@example.com`;
    await t.db.updateTable('users').set({ email }).where('id', '=', learner.id).execute();
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const code = String(certificate?.code);
    for (const request of [
      { url: `/api/v1/certificates/verify/${code}`, headers: { accept: 'application/ld+json' } },
      { url: `/api/v1/certificates/verify/${code}/badge`, headers: {} },
    ]) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/ld+json');
      const assertion = response.json();
      expect(assertion).toMatchObject({
        '@context': 'https://w3id.org/openbadges/v2',
        type: 'Assertion',
        recipient: { type: 'email', hashed: true },
        badge: { type: 'BadgeClass', name: 'Atendimento', issuer: { type: 'Profile' } },
        verification: { type: 'HostedBadge' },
      });
      expect(assertion.id).toMatch(new RegExp(`/api/v1/certificates/verify/${code}/badge$`));
      expect(assertion.recipient.identity).toBe(`sha256$${sha256(email + assertion.recipient.salt)}`);
      expect(response.body).not.toContain(email);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAA/badge',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits verifications per address', async () => {
    const responses = [];
    for (let i = 0; i < 61; i += 1)
      responses.push(
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/certificates/verify/BBBBBBBBBBBBBBBBBBBBBBBBBB',
          remoteAddress: '203.0.113.77',
        }),
      );
    expect(responses.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[60]?.statusCode).toBe(429);
  });

  it('deletes the certificates of a closed account: their codes no longer verify', async () => {
    const learner = await learnerOf(client.id);
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/close',
      headers: learner.headers,
      payload: { typed_name: `User ${learner.username}`, confirm: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      await t.db.selectFrom('certificates').select('id').where('user_id', '=', learner.id).execute(),
    ).toEqual([]);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/verify/${certificate?.code}`,
    });
    expect(verified.json()).toEqual({ valid: false, certificate: null });
  });
});

describe('revocation', () => {
  const revoke = (who: Who, id: number, reason: unknown) =>
    call<StaffCertificate>(who, 'POST', `/api/v1/admin/certificates/${id}/revoke`, { reason });
  const staffList = (who: Who, search = '') =>
    call<StaffCertificatePage>(who, 'GET', `/api/v1/admin/certificates?search=${encodeURIComponent(search)}`);

  it('an administrator revokes with a reason (audited); verification says revoked with the date, not the reason', async () => {
    const learner = await learnerOf(client.id);
    await t.db
      .updateTable('users')
      .set({ full_name: 'Carla Revogada' })
      .where('id', '=', learner.id)
      .execute();
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const id = Number(certificate?.id);
    expect(certificate?.revoked_at).toBeNull();

    // the staff list finds it by learner, by title, and not by an unrelated word
    const found = await staffList(admin, 'carla revog');
    expect(found.status).toBe(200);
    expect(found.body.results.map((row) => row.id)).toEqual([id]);
    expect((await staffList(admin, 'Atendimento')).body.results.map((row) => row.id)).toContain(id);
    expect((await staffList(admin, 'zzz-nothing')).body).toMatchObject({ count: 0, results: [] });
    // another client's administrator sees none of them and cannot revoke; a learner may not
    expect((await staffList(otherAdmin, 'carla')).body.results).toEqual([]);
    expect((await revoke(otherAdmin, id, 'Not yours')).status).toBe(404);
    expect((await staffList(learner)).status).toBe(403);
    expect((await revoke(learner, id, 'Mine')).status).toBe(403);
    // the reason is required
    const blank = await revoke(admin, id, '  ');
    expect(blank.status).toBe(400);

    t.clock.advance(60_000);
    const revoked = await revoke(admin, id, 'Issued by mistake');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      id,
      revoke_reason: 'Issued by mistake',
      revoked_by: expect.any(String),
    });
    expect(revoked.body.revoked_at).toBe(t.clock.now().toISOString());
    const again = await revoke(admin, id, 'Twice');
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('certificates.already_revoked');
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'client_id', 'actor_id'])
      .where('entity_type', '=', 'certificate')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'certificates.certificate.revoked',
        entity_type: 'certificate',
        client_id: client.id,
        actor_id: admin.id,
      },
    ]);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/verify/${certificate?.code}`,
    });
    const body = verified.json() as CertificateVerification;
    expect(body.valid).toBe(false);
    expect(body.certificate).toMatchObject({
      learner_name: 'Carla Revogada',
      revoked_at: revoked.body.revoked_at,
    });
    expect(verified.body).not.toContain('mistake');
    // the learner's profile shows it revoked
    expect((await mine(learner)).body.results[0]?.revoked_at).toBe(revoked.body.revoked_at);
  });
});
