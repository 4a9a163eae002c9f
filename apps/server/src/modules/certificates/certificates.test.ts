import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type {
  CertificateList,
  CertificateVerification,
  StaffCertificate,
  StaffCertificatePage,
} from '@elevar/contract';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  courseWithTest,
  learnerOf,
  other,
  otherAdmin,
  t,
  take,
  useAssessmentSuite,
  type Who,
  watchVideo,
} from '../../../test/assessment-suite.ts';
import { buildCourse, buildTrail, writeFinished } from '../../../test/course-fixtures.ts';
import { pdfQrCode } from '../../../test/pdf-qr.ts';
import type { ServiceContext } from '../../context.ts';
import { sha256 } from '../../platform/crypto.ts';
import { certificateJobs, issueMissing } from './service.ts';

// Certificates (docs/certificates.md): issued once, in the transaction that finishes or passes a granting course or
// trail, never when blocked; a read never issues one; the sweep backfills completions from before; the owner's PDF;
// the public verification and its Open Badge. On PostgreSQL too (TEST_DATABASE_URL), where the concurrent
// completions really run side by side.

useAssessmentSuite();

const grant = (courseId: number) =>
  t.db.updateTable('courses').set({ grants_certificate: true }).where('id', '=', courseId).execute();

const mine = (who: Who) => call<CertificateList>(who, 'GET', '/api/v1/certificates');

/** A one-page course granting a certificate. */
async function grantingCourse(workload = 0) {
  const course = await buildCourse(t.db, {
    clientId: client.id,
    title: { 'pt-BR': 'Atendimento', 'en-US': 'Customer service' },
    activities: [{ kind: 'html', content: { min_seconds: 3 } }],
  });
  await grant(course.id);
  await t.db.updateTable('courses').set({ workload_minutes: workload }).where('id', '=', course.id).execute();
  return course;
}

/** A learner who finished a one-page course granting a certificate, through 20 concurrent completions. */
async function finishedCourse(who: Who, workload = 0, ready?: Awaited<ReturnType<typeof grantingCourse>>) {
  const course = ready ?? (await grantingCourse(workload));
  const url = `/api/v1/learning/activities/${course.activityIds[0]}/progress`;
  await call(who, 'PUT', url, { seq: 1, position: 0 });
  t.clock.advance(5_000);
  const saves = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(who, 'PUT', url, { seq: 2 + i, position: 0, completed: true })),
  );
  expect(saves.every((s) => s.status === 200)).toBe(true);
  return course;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  if (!streams.length && contents) {
    const array = contents as unknown as { asArray(): unknown[] };
    for (const ref of array.asArray()) {
      const stream = doc.context.lookup(ref as never);
      if (stream instanceof PDFRawStream) streams.push(stream);
    }
  }
  return streams.map((s) => inflateSync(Buffer.from(s.getContents())).toString('latin1')).join('\n');
}

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('issuing', () => {
  const stored = (userId: number) =>
    t.db.selectFrom('certificates').select(['course_id', 'code']).where('user_id', '=', userId).execute();

  it('issues one certificate at the completion, under 20 concurrent completions; reads only read it', async () => {
    const learner = await learnerOf(client.id);
    const course = await finishedCourse(learner, 90);
    // issued by the completion itself, before anyone reads
    expect(await stored(learner.id)).toEqual([{ course_id: course.id, code: expect.any(String) }]);
    const reads = await Promise.all(Array.from({ length: 20 }, () => mine(learner)));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const codes = new Set(reads.flatMap((r) => r.body.results.map((c) => c.code)));
    expect(codes.size).toBe(1);
    const rows = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toHaveLength(1);
    const [certificate] = reads[0]?.body.results ?? [];
    expect(certificate).toMatchObject({
      course_id: course.id,
      kind: 'course',
      title: 'Atendimento',
      score: null,
      workload_hours: 1.5,
    });
    expect(certificate?.code).toMatch(/^[A-Z2-7]{26}$/);
    expect(certificate?.verify_url).toMatch(new RegExp(`/certificates/verify/${certificate?.code}$`));
  });

  it('issues none before the last activity is complete', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [
        { kind: 'html', content: { min_seconds: 3 } },
        { kind: 'html', content: { min_seconds: 3 } },
      ],
    });
    await grant(course.id);
    const url = `/api/v1/learning/activities/${course.activityIds[0]}/progress`;
    await call(learner, 'PUT', url, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    const saved = await call<{ course: { percent: number } }>(learner, 'PUT', url, {
      seq: 2,
      position: 0,
      completed: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course.percent).toBe(50);
    expect(await stored(learner.id)).toEqual([]);
    expect((await mine(learner)).body.results).toEqual([]);
  });

  it('never issues at a read: a completion from before is backfilled by the sweep, once', async () => {
    const learner = await learnerOf(client.id);
    const course = await grantingCourse();
    // a training finished before certificates were issued at approval (or before the course granted them)
    await writeFinished(t.db, {
      userId: learner.id,
      courseId: course.id,
      clientId: client.id,
      at: t.clock.now(),
    });
    expect((await mine(learner)).body.results).toEqual([]);
    expect(await stored(learner.id)).toEqual([]);
    // the backfill job, every five minutes
    const [job] = certificateJobs({ db: t.db, clock: t.clock } as unknown as ServiceContext);
    expect(job).toMatchObject({ name: 'certificates-issue-missing', cron: '*/5 * * * *' });
    const ran = (await job?.run(undefined)) as { issued: number };
    expect(ran.issued).toBeGreaterThanOrEqual(1);
    const [certificate] = (await mine(learner)).body.results;
    expect(certificate).toMatchObject({ course_id: course.id, title: 'Atendimento' });
    expect(await issueMissing(t.db, t.clock.now())).toBe(0);
    expect((await mine(learner)).body.results.map((c) => c.code)).toEqual([certificate?.code]);
  });

  it('issues none for an unfinished course, a course that grants none, or a learner blocked by a test', async () => {
    const learner = await learnerOf(client.id);
    const test = await courseWithTest('block_test', { max_attempts: 1 });
    await grant(test.courseId);
    await watchVideo(learner, test.videoId, true);
    const failed = await take(learner, test, 0);
    expect(failed.state).toBe('blocked');
    const blocked = await call<{ status: string }>(
      learner,
      'GET',
      `/api/v1/learning/courses/${test.courseId}`,
    );
    expect(blocked.body.status).toBe('blocked');
    const plain = await buildCourse(t.db, { clientId: client.id, activities: [{ kind: 'html' }] });
    await call(learner, 'PUT', `/api/v1/learning/activities/${plain.activityIds[0]}/progress`, {
      seq: 1,
      position: 0,
      completed: true,
    });
    expect((await mine(learner)).body.results).toEqual([]);
    expect(await stored(learner.id)).toEqual([]);
  });

  it('keeps the best score of a passed test', async () => {
    const learner = await learnerOf(client.id);
    const test = await courseWithTest('conventional_test', { max_attempts: 3, min_score: 50 });
    await grant(test.courseId);
    await watchVideo(learner, test.videoId, true);
    const passed = await take(learner, test, test.answers.size);
    expect(passed.outcome).toBe('approved');
    expect(await stored(learner.id)).toHaveLength(1);
    const [certificate] = (await mine(learner)).body.results;
    expect(certificate).toMatchObject({ course_id: test.courseId, score: 100 });
  });
});

describe('downloads', () => {
  it('serves the owner a real PDF with their name; another user’s certificate is not found', async () => {
    const learner = await learnerOf(client.id);
    await t.db.updateTable('users').set({ full_name: 'Ana Souza' }).where('id', '=', learner.id).execute();
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const url = `/api/v1/certificates/${certificate?.id}/pdf`;
    const response = await t.app.inject({ method: 'GET', url, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(hex('Ana Souza'));
    expect(text).toContain(hex(String(certificate?.code)));
    // the QR code of the verification address, drawn on the page
    expect(await pdfQrCode(bytes)).toBe(certificate?.verify_url);

    const stranger = await learnerOf(client.id);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    const elsewhere = await learnerOf(other.id);
    expect((await t.app.inject({ method: 'GET', url, headers: elsewhere.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('issues the trail’s certificate when its last course finishes, answered by SPEC §7 form-encoded', async () => {
    const learner = await learnerOf(client.id);
    const course = await grantingCourse();
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [course.id] });
    const legacy = (who: Who, id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/get_trail_user_result_certificate/',
        headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id_trail=${id}`,
      });
    expect((await legacy(learner, trail.id)).statusCode).toBe(404);
    await grant(trail.id);
    await finishedCourse(learner, 0, course);
    const issued = await t.db
      .selectFrom('certificates')
      .select('course_id')
      .where('user_id', '=', learner.id)
      .orderBy('course_id')
      .execute();
    expect(issued.map((row) => row.course_id)).toEqual([course.id, trail.id]);
    const answered = await legacy(learner, trail.id);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toBe('application/pdf');
    // a course is not a trail
    expect((await legacy(learner, course.id)).statusCode).toBe(404);
    // another learner, who finished nothing
    expect((await legacy(await learnerOf(client.id), trail.id)).statusCode).toBe(404);
  });
});

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
