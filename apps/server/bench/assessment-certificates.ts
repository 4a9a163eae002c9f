import { createPublicKey, verify } from 'node:crypto';
import type { CertificateList, CertificateVerification } from '@elevar/contract';
import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Db } from '../src/db/connection.ts';
import { ISSUE_MISSING_JOB } from '../src/modules/certificates/service.ts';
import { pdfQrCode } from '../test/pdf-qr.ts';
import type { AssessmentSite } from './assessment-seed.ts';
import { type Learner, sessionsFor } from './learning-seed.ts';

/**
 * 10,000 approvals → their certificates (assessment.ts, part 2): the course editor switches the certificate on for
 * a course its learners already passed, and the certificates' sweep job (`certificates-issue-missing`, run by
 * pg-boss in the app's process as main.ts runs it) issues them. The bench sends the job as the five-minute schedule
 * would, then counts the course's certificates every 100 ms until all are there; afterwards it checks each was issued
 * once with the facts it freezes, that a second run issues none, and verifies a sample end to end.
 */

/** A job sender on the app's pg-boss schema: no maintenance, no schedules, no workers of its own. */
export async function jobSender(connectionString: string) {
  const boss = new PgBoss({ connectionString, max: 1, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

const count = async (db: Db, courseId: number) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from certificates where course_id = ${courseId}`.execute(
        db,
      )
    ).rows[0]?.n,
  );

export interface Issuing {
  /** From the job sent to the last certificate counted, seconds. */
  seconds: number;
  issued: number;
  /** When the worker picked the job up and how long it ran (pg-boss's own record), seconds. */
  pickUp: number | null;
  ran: number | null;
  /** The counts seen while polling (issued so far), for the report. */
  steps: number[];
  switchMs: number;
}

/** Switches the certificate on through the course editor's API, sends the job and waits for every certificate. */
export async function issueApprovals(
  db: Db,
  port: number,
  boss: PgBoss,
  site: AssessmentSite,
  timeoutSeconds: number,
): Promise<Issuing> {
  const { courseId, eligible } = site.approvals;
  const asked = performance.now();
  const patched = await fetch(`http://127.0.0.1:${port}/api/v1/admin/learning/courses/${courseId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${site.admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grants_certificate: true }),
  });
  if (!patched.ok) throw new Error(`the switch was refused: ${patched.status} ${await patched.text()}`);
  const switchMs = performance.now() - asked;
  const sent = performance.now();
  const sentAt = Date.now();
  const id = await boss.send(ISSUE_MISSING_JOB);
  const steps: number[] = [];
  let issued = 0;
  while (issued < eligible) {
    if (performance.now() - sent > timeoutSeconds * 1000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    issued = await count(db, courseId);
    if (steps.at(-1) !== issued) steps.push(issued);
  }
  const seconds = (performance.now() - sent) / 1000;
  // pg-boss's record of the run once it ends (its last batch finds nothing more; none when the schedule's own run
  // was queued already and this send was not)
  const job = id ? await finished(boss, id) : undefined;
  const pickUp = job?.startedOn ? (job.startedOn.getTime() - sentAt) / 1000 : null;
  const ran =
    job?.startedOn && job.completedOn ? (job.completedOn.getTime() - job.startedOn.getTime()) / 1000 : null;
  return { seconds, issued, pickUp, ran, steps, switchMs };
}

/** The job `id` once completed or failed (a minute at most), as pg-boss records it. */
async function finished(boss: PgBoss, id: string) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const [job] = await boss.findJobs(ISSUE_MISSING_JOB, { id });
    if (job?.state === 'completed' || job?.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** Sends the job again and waits for it to finish: it must issue nothing. Answers the run's `issued`, or null. */
export async function issueAgain(boss: PgBoss): Promise<number | null> {
  const id = await boss.send(ISSUE_MISSING_JOB);
  const job = id ? await finished(boss, id) : undefined;
  return job?.state === 'completed' ? Number((job.output as { issued?: number }).issued) : null;
}

/**
 * The course's certificates in the database: one per learner who passed it and none for the others, each with the
 * facts it freezes (the learner's name, the title, the completion, the test's best score, the workload, a salted hash
 * of the e-mail), and the earlier course's certificates untouched. Answers what is wrong.
 */
export async function verifyIssued(db: Db, site: AssessmentSite): Promise<string[]> {
  const { courseId, testId, eligible, background } = site.approvals;
  const { rows } = await sql<{ due: string; issued: string; wrong: string; undue: string; earlier: string }>`
    select
      (select count(*) from course_progress where course_id = ${courseId}
        and state in ('finished', 'approved', 'improved')) as due,
      (select count(*) from certificates where course_id = ${courseId}) as issued,
      (select count(*) from certificates x
        join users u on u.id = x.user_id
        join course_progress p on p.user_id = x.user_id and p.course_id = x.course_id
        join courses c on c.id = x.course_id
        join assessment_standings s on s.user_id = x.user_id and s.activity_id = ${testId}
        where x.course_id = ${courseId} and not (
          p.state in ('finished', 'approved', 'improved') and x.learner_name = u.full_name and x.title = c.title
          and abs(extract(epoch from x.completed_at - p.finished_at)) < 0.001 and x.score = s.best_score
          and x.workload_minutes = 240
          and x.client_name = 'Bench academy' and x.revoked_at is null and x.code ~ '^[A-Z2-7]{26}$'
          and x.recipient_hash = 'sha256$' || rtrim(translate(encode(sha256(convert_to(lower(u.email)
            || x.recipient_salt, 'UTF8')), 'base64'), '+/', '-_'), '='))) as wrong,
      (select count(*) from certificates x join course_progress p on p.user_id = x.user_id
        and p.course_id = x.course_id where x.course_id = ${courseId}
        and p.state not in ('finished', 'approved', 'improved')) as undue,
      (select count(*) from certificates where course_id <> ${courseId}
        and course_id <> ${site.exam.courseId}) as earlier`.execute(db);
  const row = rows[0];
  const problems: string[] = [];
  if (!row) return ['no answer'];
  if (Number(row.due) !== eligible) problems.push(`${row.due} trainings due, ${eligible} seeded`);
  if (Number(row.issued) !== eligible) problems.push(`${row.issued} certificates for ${eligible} approvals`);
  if (Number(row.wrong) > 0) problems.push(`${row.wrong} certificates with wrong facts`);
  if (Number(row.undue) > 0) problems.push(`${row.undue} certificates for learners who did not pass`);
  if (Number(row.earlier) !== background)
    problems.push(`${row.earlier} earlier certificates of ${background}`);
  return problems;
}

/** An independent check of a JWT-VC: the Ed25519 signature over its signing input, with the JWKS's key. */
function credentialHolds(jwt: string, keys: { kid: string }[], code: string): boolean {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const kid = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid?: string }).kid;
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk) return false;
  const signed = verify(
    null,
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk as never, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  return signed && Buffer.from(payload, 'base64url').toString().includes(code);
}

/**
 * A sample of the new certificates end to end through HTTP, as their holders and the public reach them: the
 * learner's list holds it, the public verification says valid with the learner's name, the Open Badges 3.0 credential's
 * signature holds with the published key, and the PDF's QR code reads back the verification address. At most 50
 * (the public verification allows 60 a minute per address).
 */
export async function verifySample(
  db: Db,
  port: number,
  site: AssessmentSite,
  size: number,
): Promise<string[]> {
  const { courseId } = site.approvals;
  const { rows } = await sql<{ user_id: string; full_name: string }>`
    select x.user_id, x.learner_name as full_name from certificates x where x.course_id = ${courseId}
    order by hashint8(x.user_id) limit ${Math.min(size, 50)}`.execute(db);
  const holders = await sessionsFor(
    db,
    rows.map((r) => Number(r.user_id)),
  );
  const base = `http://127.0.0.1:${port}`;
  const problems: string[] = [];
  const credentials: { code: string; jwt: string }[] = [];
  for (const [i, holder] of holders.entries()) {
    const headers = { authorization: `Bearer ${(holder as Learner).token}` };
    const list = (await (await fetch(`${base}/api/v1/certificates`, { headers })).json()) as CertificateList;
    const mine = list.results.filter((c) => c.course_id === courseId);
    const certificate = mine[0];
    if (mine.length !== 1 || !certificate) {
      problems.push(`learner ${holder.userId}: ${mine.length} certificates of the course in their list`);
      continue;
    }
    const verified = (await (
      await fetch(`${base}/api/v1/certificates/verify/${certificate.code}`)
    ).json()) as CertificateVerification;
    if (!verified.valid || verified.certificate?.learner_name !== rows[i]?.full_name)
      problems.push(`${certificate.code}: verification ${JSON.stringify(verified)}`);
    const jwt = await (
      await fetch(`${base}/api/v1/certificates/${certificate.id}/credential`, { headers })
    ).text();
    credentials.push({ code: certificate.code, jwt });
    const pdf = Buffer.from(
      await (await fetch(`${base}/api/v1/certificates/${certificate.id}/pdf`, { headers })).arrayBuffer(),
    );
    const qr = await pdfQrCode(pdf).catch((error: Error) => error.message);
    if (qr !== certificate.verify_url) problems.push(`${certificate.code}: the QR code reads ${qr}`);
  }
  // the JWKS once the client's key exists (made with its first credential), as a verifier reads it by `jku`
  const jwks = (await (await fetch(`${base}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
  for (const { code, jwt } of credentials)
    if (!credentialHolds(jwt, jwks.keys, code)) problems.push(`${code}: the credential's signature fails`);
  return problems;
}
