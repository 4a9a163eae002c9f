import type { ScormPackageSummary } from '@elevar/contract';
import { type Zippable, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../../test/course-fixtures.ts';
import { buildClient } from '../../../../test/factories.ts';
import type { TestContext } from '../../../../test/harness.ts';
import { enc, type Who } from '../../../../test/package-suite.ts';
import { FILES_12, MANIFEST_12, scormSuite } from '../../../../test/scorm-suite.ts';
import { durationSeconds, formatTotal, timespanSeconds } from './cmi.ts';
import { parseManifest } from './manifest.ts';
import { demoZip } from './seed.ts';

// SCORM packages (docs/learning.md "SCORM"): imsmanifest.xml read, and a package imported, versioned and refused.

const { world, storedFiles, importZip, scormCourse } = scormSuite();
let t: TestContext;
let admin: Who;
let clientId: number;
beforeAll(() => {
  ({ t, admin, clientId } = world());
});

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
