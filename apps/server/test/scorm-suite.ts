import type { ScormCommitted, ScormLaunch } from '@elevar/contract';
import { expect } from 'vitest';
import { buildCourse } from './course-fixtures.ts';
import { packageSuite, type Who } from './package-suite.ts';

/**
 * The setup the SCORM test files share (import and manifest, runtime, content): the package world
 * (`package-suite.ts`) and the SCORM calls of its people.
 */
export function scormSuite() {
  const suite = packageSuite();
  const { world } = suite;

  /** A zip through the chunked upload path, completed: its upload id. */
  async function upload(who: Who, zip: Uint8Array): Promise<number> {
    const done = await suite.upload(who, zip, { kind: 'package' });
    expect(done.status).toBe(200);
    return done.id;
  }

  async function importZip(activityId: number, zip: Uint8Array, language = 'en-US') {
    const { t, admin } = world();
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
    const { t, clientId } = world();
    return buildCourse(t.db, {
      clientId,
      points,
      activities: Array.from({ length: count }, () => ({ kind: 'scorm', content: {} })),
    });
  }

  async function launch(who: Who, activityId: number) {
    const response = await world().t.app.inject({
      method: 'GET',
      url: `/api/v1/learning/activities/${activityId}/scorm`,
      headers: who.headers,
    });
    return { status: response.statusCode, body: response.json() as ScormLaunch };
  }

  async function commit(who: Who, activityId: number, sco: string, body: object) {
    const response = await world().t.app.inject({
      method: 'PUT',
      url: `/api/v1/learning/activities/${activityId}/scorm/${encodeURIComponent(sco)}`,
      headers: who.headers,
      payload: { session: 'session-one', ...body },
    });
    return { status: response.statusCode, body: response.json() as ScormCommitted };
  }

  return { ...suite, upload, importZip, scormCourse, launch, commit };
}

/** A SCORM 1.2 manifest: nested items, parameters, an asset, paths under xml:base; and the files it names. */
export const MANIFEST_12 = `<?xml version="1.0"?>
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

export const FILES_12 = new Set([
  'imsmanifest.xml',
  'content/intro.html',
  'content/a/My Lesson.html',
  'content/b.html',
  'content/glossary.html',
]);
