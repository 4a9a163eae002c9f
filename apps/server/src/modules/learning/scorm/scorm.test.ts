import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ScormCommitted, ScormLaunch, ScormPackageSummary, UploadStatus } from '@elevar/contract';
import { type Zippable, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { multipartBody, tempDataDir } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { buildCourse } from '../test/fixtures.ts';
import { durationSeconds, formatTotal, timespanSeconds } from './cmi.ts';
import { parseManifest } from './manifest.ts';
import { demoZip } from './seed.ts';

const dataDir = tempDataDir();
let t: TestContext;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who;
let learner: Who;
let other: Who;
let outsider: Who;
let clientId: number;

const APP_HOST = 'localhost:3000';
const CONTENT_HOST = '127.0.0.1:3000';

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: dataDir.dir, PUBLIC_URL: `http://${APP_HOST}` });
  const client = await buildClient(t.db, { modules: ['online_courses'] });
  clientId = client.id;
  admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  other = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  const elsewhere = await buildClient(t.db, { modules: ['online_courses'] });
  outsider = await signedIn(t.app, t.db, { clients: [{ id: elsewhere.id, role: 'learner' }] });
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

/** Every file in the store (the upload's own zip included). */
function storedFiles(): string[] {
  const root = path.join(dataDir.dir, 'files');
  try {
    return readdirSync(root).flatMap((fan) => readdirSync(path.join(root, fan)));
  } catch {
    return [];
  }
}

/** A zip through the chunked upload path, completed: its upload id. */
async function upload(who: Who, zip: Uint8Array): Promise<number> {
  const data = Buffer.from(zip);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/learning/uploads',
    headers: who.headers,
    payload: { name: 'package.zip', size: data.length, kind: 'package', chunk_size: 8 * 1024 * 1024 },
  });
  expect(started.statusCode).toBe(201);
  const id = (started.json() as UploadStatus).id;
  const body = multipartBody([{ name: 'chunk', filename: 'blob', contentType: 'application/zip', data }]);
  const chunk = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/learning/uploads/${id}/chunks/0`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(chunk.statusCode).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/learning/uploads/${id}/complete`,
    headers: who.headers,
  });
  expect(done.statusCode).toBe(200);
  return id;
}

async function importZip(activityId: number, zip: Uint8Array, language = 'en-US') {
  const uploadId = await upload(admin, zip);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/learning/activities/${activityId}/scorm`,
    headers: { ...admin.headers, 'accept-language': language },
    payload: { upload_id: uploadId },
  });
  return response;
}

async function scormCourse(points = 0, count = 1) {
  return buildCourse(t.db, {
    clientId,
    points,
    activities: Array.from({ length: count }, () => ({ kind: 'scorm', content: {} })),
  });
}

async function launch(who: Who, activityId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/learning/activities/${activityId}/scorm`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json() as ScormLaunch };
}

async function commit(who: Who, activityId: number, sco: string, body: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/learning/activities/${activityId}/scorm/${encodeURIComponent(sco)}`,
    headers: who.headers,
    payload: { session: 'session-one', ...body },
  });
  return { status: response.statusCode, body: response.json() as ScormCommitted };
}

const enc = (text: string) => new TextEncoder().encode(text);

const MANIFEST_12 = `<?xml version="1.0"?>
<manifest identifier="m12" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Twelve</title>
    <item identifier="intro" identifierref="r1" parameters="?lang=en"><title>Intro</title>
      <adlcp:masteryscore>75</adlcp:masteryscore><adlcp:datafromlms>hello</adlcp:datafromlms></item>
    <item identifier="unit"><title>Unit</title>
      <item identifier="lesson.a" identifierref="r2"><title>Lesson A</title></item>
      <item identifier="lesson.b" identifierref="r3"><title>Lesson B</title></item>
    </item>
    <item identifier="glossary" identifierref="asset"><title>Glossary</title></item>
  </organization></organizations>
  <resources xml:base="content/">
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="intro.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="a/My%20Lesson.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormtype="sco" href="b.html?x=1"/>
    <resource identifier="asset" type="webcontent" adlcp:scormtype="asset" href="glossary.html"/>
  </resources>
</manifest>`;

const FILES_12 = new Set([
  'imsmanifest.xml',
  'content/intro.html',
  'content/a/My Lesson.html',
  'content/b.html',
  'content/glossary.html',
]);

describe('imsmanifest.xml', () => {
  it('reads SCORM 1.2: the default organization’s SCOs in document order, hrefs, parameters and mastery score', () => {
    const parsed = parseManifest(MANIFEST_12, FILES_12);
    expect(parsed.version).toBe('1.2');
    expect(parsed.title).toBe('Twelve');
    expect(parsed.items.map((i) => [i.identifier, i.depth, i.href])).toEqual([
      ['intro', 0, 'content/intro.html?lang=en'],
      ['lesson.a', 0, 'content/a/My%20Lesson.html'],
      ['lesson.b', 0, 'content/b.html?x=1'],
    ]);
    expect(parsed.items[0]).toMatchObject({
      mastery_score: 75,
      launch_data: 'hello',
      scaled_passing_score: null,
    });
    expect(parsed.items[1]?.mastery_score).toBeNull();
  });

  it('reads SCORM 2004 3rd and 4th edition and CAM 1.3, with the passing score and completion threshold', () => {
    const manifest2004 = (schemaversion: string, threshold: string) => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>${schemaversion}</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Not this one</title>
      <item identifier="x" identifierref="r1"><title>X</title></item></organization>
    <organization identifier="second"><title>Two parts</title>
      <item identifier="one" identifierref="r1"><title>One</title>${threshold}
        <imsss:sequencing><imsss:objectives>
          <imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true">
            <imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure></imsss:primaryObjective>
        </imsss:objectives></imsss:sequencing></item>
      <item identifier="two" identifierref="r2"><title>Two</title></item>
    </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="one.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" href="two.html"/>
  </resources>
</manifest>`;
    const files = new Set(['imsmanifest.xml', 'one.html', 'two.html']);
    const third = parseManifest(
      manifest2004('2004 3rd Edition', '<adlcp:completionThreshold>0.6</adlcp:completionThreshold>'),
      files,
    );
    expect(third).toMatchObject({ version: '2004', schemaVersion: '2004 3rd Edition', title: 'Two parts' });
    expect(third.items.map((i) => i.identifier)).toEqual(['one', 'two']);
    expect(third.items[0]).toMatchObject({ scaled_passing_score: 0.7, completion_threshold: 0.6 });
    const fourth = parseManifest(
      manifest2004(
        '2004 4th Edition',
        '<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.9"/>',
      ),
      files,
    );
    expect(fourth).toMatchObject({ version: '2004', schemaVersion: '2004 4th Edition' });
    expect(fourth.items[0]).toMatchObject({ scaled_passing_score: 0.7, completion_threshold: 0.9 });
    expect(fourth.items[1]).toMatchObject({ scaled_passing_score: null, completion_threshold: null });
    expect(parseManifest(manifest2004('CAM 1.3', ''), files).version).toBe('2004');
  });

  it('says what is wrong with a manifest it cannot use', () => {
    const problem = (xml: string, files = FILES_12) => {
      try {
        parseManifest(xml, files);
      } catch (error) {
        return (error as { code: string }).code;
      }
      return null;
    };
    expect(problem('<manifest><organizations>')).toBe('scorm.manifest_invalid');
    expect(problem(MANIFEST_12.replace('<schemaversion>1.2', '<schemaversion>1.1'))).toBe(
      'scorm.version_unsupported',
    );
    expect(problem(MANIFEST_12, new Set(['imsmanifest.xml', 'content/intro.html']))).toBe(
      'scorm.launch_file_missing',
    );
    expect(problem(MANIFEST_12.replace('href="intro.html"', 'href="../../etc/passwd"'))).toBe(
      'scorm.launch_file_missing',
    );
    expect(problem('<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]><manifest>&a;</manifest>')).toBe(
      'scorm.manifest_invalid',
    );
  });

  it('reads and writes session times in each version’s format', () => {
    expect(timespanSeconds('0001:02:03.5')).toBe(3723.5);
    expect(timespanSeconds('1:2:3')).toBeNull();
    expect(durationSeconds('PT1H2M3.25S')).toBe(3723.25);
    expect(durationSeconds('P1DT1S')).toBe(86401);
    expect(durationSeconds('PT')).toBeNull();
    expect(formatTotal('1.2', 3723.5)).toBe('0001:02:03.50');
    expect(formatTotal('2004', 3723.25)).toBe('PT1H2M3.25S');
  });
});

describe('importing a package', () => {
  it('refuses hostile packages with a clear error in the request’s language, leaving nothing in the store', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    const manifest = enc(MANIFEST_12);
    const content = { 'content/intro.html': enc('<p>hi</p>'), 'content/b.html': enc('b') };
    const symlink: Zippable = {
      'imsmanifest.xml': manifest,
      'content/a/My Lesson.html': [enc('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    };
    const many: Zippable = { 'imsmanifest.xml': manifest };
    for (let i = 0; i < 10_000; i += 1) many[`f/${i}.txt`] = new Uint8Array(0);
    const bomb = zipSync(
      { 'imsmanifest.xml': manifest, 'big.txt': new Uint8Array(4 * 1024 * 1024) },
      { level: 9 },
    );
    // a zip whose central directory declares 600 MB for one file
    const liar = Buffer.from(zipSync({ 'imsmanifest.xml': manifest, 'huge.bin': enc('x') }));
    const central = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(600 * 1024 * 1024, central + 24);

    const cases: [string, Uint8Array, string, number, string | null][] = [
      [
        'not a zip',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]),
        'scorm.not_a_package',
        422,
        null,
      ],
      [
        'path traversal',
        zipSync({ 'imsmanifest.xml': manifest, '../evil.html': enc('x') }),
        'scorm.unsafe_path',
        422,
        '../evil.html',
      ],
      [
        'absolute path',
        zipSync({ 'imsmanifest.xml': manifest, '/etc/cron.d/x': enc('x') }),
        'scorm.unsafe_path',
        422,
        '/etc/cron.d/x',
      ],
      [
        'backslash',
        zipSync({ 'imsmanifest.xml': manifest, 'a\\..\\..\\x.html': enc('x') }),
        'scorm.unsafe_path',
        422,
        'a\\..\\..\\x.html',
      ],
      [
        'drive letter',
        zipSync({ 'imsmanifest.xml': manifest, 'C:/x.html': enc('x') }),
        'scorm.unsafe_path',
        422,
        'C:/x.html',
      ],
      ['symlink', zipSync(symlink), 'scorm.symlink', 422, 'content/a/My Lesson.html'],
      ['10,000 entries', zipSync(many, { level: 0 }), 'scorm.too_many_entries', 422, null],
      ['zip bomb', bomb, 'scorm.compression_ratio', 422, 'big.txt'],
      ['declared 600 MB', liar, 'scorm.too_large', 413, null],
      ['missing manifest', zipSync(content), 'scorm.manifest_missing', 422, 'imsmanifest.xml'],
      [
        'malformed XML',
        zipSync({ 'imsmanifest.xml': enc('<manifest><organizations></manifest>'), ...content }),
        'scorm.manifest_invalid',
        422,
        'imsmanifest.xml',
      ],
      [
        'launch file missing',
        zipSync({ 'imsmanifest.xml': manifest, ...content }),
        'scorm.launch_file_missing',
        422,
        'content/a/My Lesson.html',
      ],
    ];
    for (const [name, zip, code, status, entry] of cases) {
      const before = storedFiles().length;
      const response = await importZip(activityId, zip, 'pt-BR');
      expect(response.statusCode, name).toBe(status);
      const body = response.json() as {
        error: { code: string; message: string; details?: { field: string }[] };
      };
      expect(body.error.code, name).toBe(code);
      expect(body.error.message, name).not.toBe('');
      if (entry) expect(body.error.details?.[0]?.field, name).toBe(entry);
      // only the upload's own zip was added
      expect(storedFiles().length, name).toBe(before + 1);
    }
    // the messages are the request's language
    const english = await importZip(activityId, zipSync(content), 'en-US');
    expect(english.json().error.message).toBe('The package has no imsmanifest.xml file at its root.');
    const spanish = await importZip(activityId, zipSync(content), 'es-ES');
    expect(spanish.json().error.message).toBe('El paquete no tiene el archivo imsmanifest.xml en la raíz.');
    const rows = await t.db
      .selectFrom('scorm_packages')
      .select('id')
      .where('activity_id', '=', activityId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('imports a package, versions a re-upload and only into a scorm activity the author may edit', async () => {
    const course = await buildCourse(t.db, {
      clientId,
      activities: [
        { kind: 'scorm', content: {} },
        { kind: 'video', duration: 60 },
      ],
    });
    const [scormId = 0, videoId = 0] = course.activityIds;
    const first = await importZip(scormId, demoZip('scorm2004'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 1,
      scorm_version: '2004',
      schema_version: '2004 4th Edition',
      sco_count: 2,
      file_count: 4,
    } satisfies Partial<ScormPackageSummary>);
    const second = await importZip(scormId, demoZip('scorm2004'));
    expect(second.json()).toMatchObject({ version: 2 });
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/activities/${scormId}/scorm`,
      headers: admin.headers,
    });
    expect(state.json().package).toMatchObject({ version: 2 });
    expect((await importZip(videoId, demoZip('scorm12'))).json().error.code).toBe('scorm.not_scorm_activity');
    const stranger = await buildClient(t.db, { modules: ['online_courses'] });
    const foreign = await buildCourse(t.db, {
      clientId: stranger.id,
      activities: [{ kind: 'scorm', content: {} }],
    });
    expect((await importZip(foreign.activityIds[0] ?? 0, demoZip('scorm12'))).statusCode).toBe(404);
  });
});

describe('the learner’s launch and commits', () => {
  it('launches in organization order on the content origin, resumes suspend data of 64 KB, location and the last SCO', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    expect((await importZip(activityId, demoZip('scorm2004'))).statusCode).toBe(201);
    const first = await launch(learner, activityId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      version: '2004',
      resume_sco: 'runtime',
      next_seq: 1,
      completed: false,
    });
    expect(first.body.scos.map((s) => s.identifier)).toEqual(['runtime', 'sequencing']);
    expect(first.body.scos[0]?.launch_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/content\/scorm\/[\w-]{32}\/runtime\.html$/,
    );
    expect(new URL(first.body.content_origin).hostname).not.toBe(new URL(t.config.publicUrl).hostname);
    expect(first.body.scos[0]?.state).toMatchObject({ entry: 'ab-initio', suspend_data: '', seq: 0 });

    const suspend = 'x'.repeat(64 * 1024);
    const saved = await commit(learner, activityId, 'runtime', {
      seq: 1,
      cmi: { suspend_data: suspend, location: '2', completion_status: 'incomplete', session_time: 'PT1M' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.applied).toBe(true);
    expect(saved.body.sco.suspend_data).toHaveLength(64 * 1024);
    // the learner moves on to the second SCO; a late commit of the first (an older page's keepalive) does not move
    // the resume point back
    expect((await commit(learner, activityId, 'sequencing', { seq: 3, cmi: { location: '1' } })).status).toBe(
      200,
    );
    const late = await commit(learner, activityId, 'runtime', { seq: 2, cmi: { location: '3' } });
    expect(late.body.applied).toBe(true);
    const again = await launch(learner, activityId);
    expect(again.body.resume_sco).toBe('sequencing');
    expect(again.body.next_seq).toBe(4);
    const runtime = again.body.scos[0]?.state;
    expect(runtime).toMatchObject({ entry: 'resume', location: '3', completion_status: 'incomplete' });
    expect(runtime?.suspend_data).toBe(suspend);
    // another learner sees none of it
    expect((await launch(other, activityId)).body.scos[0]?.state.seq).toBe(0);
  });

  it('ignores a stale or replayed commit and answers what is stored', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const sco = (await launch(learner, activityId)).body.scos[0]?.identifier ?? '';
    expect(sco).toBe('essentials');
    await commit(learner, activityId, sco, {
      seq: 5,
      cmi: { location: 'five', lesson_status: 'incomplete' },
    });
    const stale = await commit(learner, activityId, sco, { seq: 4, cmi: { location: 'four' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ applied: false, sco: { seq: 5, location: 'five' } });
    const replayed = await commit(learner, activityId, sco, { seq: 5, cmi: { location: 'again' } });
    expect(replayed.body).toMatchObject({ applied: false, sco: { location: 'five' } });
  });

  it('validates values by the package’s version', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const refused = async (cmi: object) => {
      const response = await commit(learner, activityId, 'essentials', { seq: 1, cmi });
      return [response.status, (response.body as unknown as { error: { code: string } }).error.code];
    };
    expect(await refused({ completion_status: 'completed' })).toEqual([400, 'scorm.invalid_value']);
    expect(await refused({ session_time: 'PT1M' })).toEqual([400, 'scorm.invalid_value']);
    expect(await refused({ lesson_status: 'done' })).toEqual([400, 'common.validation']);
    expect(await refused({ suspend_data: 'x'.repeat(256 * 1024 + 1) })).toEqual([400, 'common.validation']);
    expect((await commit(learner, activityId, 'nope', { seq: 1, cmi: {} })).status).toBe(404);
  });

  it('counts a SCORM 1.2 "passed" as completed, keeps the score as sent and the best one, and posts the points once', async () => {
    const course = await scormCourse(30);
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const passed = await commit(learner, activityId, 'essentials', {
      seq: 1,
      cmi: { lesson_status: 'passed', score: { raw: 90, min: 0, max: 100 }, session_time: '0000:01:00.00' },
    });
    expect(passed.body).toMatchObject({
      applied: true,
      activity_completed: true,
      sco: { completed: true, lesson_status: 'passed', score: { raw: 90 } },
      course: { status: 'finished', percent: 100, points_awarded: 30 },
    });
    const lower = await commit(learner, activityId, 'essentials', {
      seq: 2,
      cmi: { lesson_status: 'incomplete', score: { raw: 50 }, session_time: '0000:02:00.00' },
    });
    expect(lower.body).toMatchObject({
      activity_completed: true,
      sco: { completed: true, score: { raw: 50 }, best_score: { raw: 90 }, total_time_seconds: 120 },
      course: { status: 'finished', points_awarded: null },
    });
    // a new session adds its time to the total
    const next = await commit(learner, activityId, 'essentials', {
      seq: 3,
      session: 'session-two',
      cmi: { session_time: '0000:00:30.00' },
    });
    expect(next.body.sco).toMatchObject({ total_time_seconds: 150, total_time: '0000:02:30.00' });
    const entries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', learner.id)
      .where('source_type', '=', 'course')
      .where('source_id', '=', String(course.id))
      .execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([30]);
    // a raw score under the mastery score fails the SCO, whatever status it sends
    const failed = await commit(other, activityId, 'essentials', {
      seq: 1,
      cmi: { lesson_status: 'passed', score: { raw: 60 } },
    });
    expect(failed.body).toMatchObject({ activity_completed: false, sco: { completed: false } });
  });

  it('completes a SCORM 2004 activity when every SCO is completed or passed', async () => {
    const course = await scormCourse(10);
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm2004'));
    const one = await commit(learner, activityId, 'runtime', {
      seq: 1,
      cmi: { success_status: 'unknown', score: { scaled: 0.85 } },
    });
    expect(one.body).toMatchObject({ activity_completed: false, sco: { completed: true } });
    const two = await commit(learner, activityId, 'sequencing', {
      seq: 2,
      cmi: { completion_status: 'completed' },
    });
    expect(two.body).toMatchObject({
      activity_completed: true,
      course: { status: 'finished', points_awarded: 10 },
    });
    // the package re-uploaded: a new version, the learner's data carried over
    await importZip(activityId, demoZip('scorm2004'));
    const relaunched = await launch(learner, activityId);
    expect(relaunched.body).toMatchObject({ package_version: 2, completed: true, resume_sco: 'sequencing' });
    expect(relaunched.body.scos.every((s) => s.state.completed)).toBe(true);
  });

  it('keeps other clients out: their package is not found', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    expect((await launch(outsider, activityId)).status).toBe(404);
    expect((await commit(outsider, activityId, 'essentials', { seq: 1, cmi: {} })).status).toBe(404);
  });
});

describe('the content origin', () => {
  it('serves package files on the content host only, framed by the app alone, with Range and no cookies', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const url = new URL((await launch(learner, activityId)).body.scos[0]?.launch_url ?? '');
    expect(url.host).toBe(CONTENT_HOST);
    const get = (host: string, extra: Record<string, string> = {}, pathname = url.pathname) =>
      t.app.inject({ method: 'GET', url: pathname, headers: { host, ...extra } });

    // the app's key cookie travels with requests to the app's host; the content host is another host, so a
    // browser never sends it there, and the content never sets or reads a cookie
    const page = await get(CONTENT_HOST, { cookie: 'elevar_key=secret' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('sco.js');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).not.toContain('secret');
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' http://${APP_HOST}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['cache-control']).toContain('max-age=');
    expect(page.headers['accept-ranges']).toBe('bytes');

    const script = url.pathname.replace('index.html', 'sco.js');
    const ranged = await get(CONTENT_HOST, { range: 'bytes=0-9' }, script);
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toHaveLength(10);
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect((await get(CONTENT_HOST, { range: 'bytes=999999-' }, script)).statusCode).toBe(416);
    expect((await get(CONTENT_HOST, { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);

    // not on the app's host; unknown files and keys are not found
    expect((await get(APP_HOST)).statusCode).toBe(404);
    expect((await get(CONTENT_HOST, {}, url.pathname.replace('index.html', 'nope.html'))).statusCode).toBe(
      404,
    );
    expect((await get(CONTENT_HOST, {}, `/content/scorm/${'a'.repeat(32)}/index.html`)).statusCode).toBe(404);
    // the web app is never served on the content host: its pages go back to the app's address
    const elsewhere = await get(CONTENT_HOST, {}, '/online-courses?page=2');
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(`http://${APP_HOST}/online-courses?page=2`);
    // the runtime bridge the player frames: on the content host only, framed by the app only
    const bridge = await get(CONTENT_HOST, {}, '/content/scorm/_runtime/bridge.html');
    expect(bridge.statusCode).toBe(200);
    expect(bridge.body).toContain('cross-frame-api.min.js');
    expect(bridge.headers['content-security-policy']).toBe(`frame-ancestors http://${APP_HOST}`);
    const client = await get(CONTENT_HOST, {}, '/content/scorm/_runtime/cross-frame-api.min.js');
    expect([client.statusCode, client.headers['content-type']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    expect(client.body).toContain('CrossFrameAPI');
    expect((await get(APP_HOST, {}, '/content/scorm/_runtime/bridge.html')).statusCode).toBe(404);
    expect((await get(CONTENT_HOST, {}, '/content/scorm/_runtime/package.json')).statusCode).toBe(404);
    // and the app may frame the content origin
    const app = await t.app.inject({
      method: 'GET',
      url: '/api/v1/login-params',
      headers: { host: APP_HOST },
    });
    expect(String(app.headers['content-security-policy'])).toMatch(
      /frame-src [^;]*http:\/\/127\.0\.0\.1:3000/,
    );
  });
});
