import type { HtmlLaunch, HtmlPackageSummary } from '@elevar/contract';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../../test/course-fixtures.ts';
import { buildClient } from '../../../../test/factories.ts';
import type { TestContext } from '../../../../test/harness.ts';
import { APP_HOST, CONTENT_HOST, enc, packageSuite, type Who } from '../../../../test/package-suite.ts';
import { htmlDemoZip } from '../seed-players.ts';

// HTML packages (docs/learning.md "HTML, Flash and HLS"): import with SCORM's zip limits, serving on the content
// origin only, the launch URL, and the `viewed` and `media` rules of the html, flash and wowza kinds.

const { world, storedFiles, upload: uploadFile } = packageSuite();
let t: TestContext;
let admin: Who;
let learner: Who;
let outsider: Who;
let clientId: number;
beforeAll(() => {
  ({ t, admin, learner, outsider, clientId } = world());
});

/** A file through the chunked upload path: the completion's answer (status and body), asked in French. */
const upload = (who: Who, data: Uint8Array, kind: 'package' | 'flash', name?: string) =>
  uploadFile(who, data, { kind, name, language: 'fr-FR' });

async function importZip(activityId: number, zip: Uint8Array, extra: object = {}, language = 'en-US') {
  const uploaded = await upload(admin, Buffer.from(zip), 'package');
  expect(uploaded.status).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/learning/activities/${activityId}/html`,
    headers: { ...admin.headers, 'accept-language': language },
    payload: { upload_id: uploaded.id, ...extra },
  });
}

async function htmlActivity(content: Record<string, unknown> = { min_seconds: 5 }) {
  const course = await buildCourse(t.db, { clientId, activities: [{ kind: 'html', content }] });
  return course.activityIds[0] ?? 0;
}

async function launch(who: Who, activityId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/learning/activities/${activityId}/html`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json() as HtmlLaunch & { error?: { code: string } } };
}

async function save(who: Who, activityId: number, body: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/learning/activities/${activityId}/progress`,
    headers: who.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { error?: { code: string } } };
}

describe('html packages', () => {
  it('imports a package, versions a re-upload, and launches its entry page on the content origin', async () => {
    const activityId = await htmlActivity();
    const first = await importZip(activityId, htmlDemoZip());
    expect(first.statusCode).toBe(201);
    expect(first.json() as HtmlPackageSummary).toMatchObject({
      activity_id: activityId,
      version: 1,
      entry: 'index.html',
      file_count: 4,
    });
    // a folder zipped whole: the entry is found in its one top folder; a named entry wins
    const nested = await importZip(
      activityId,
      zipSync({ 'site/index.html': enc('<p>n</p>'), 'site/a.html': enc('a') }),
    );
    expect([nested.statusCode, (nested.json() as HtmlPackageSummary).entry]).toEqual([
      201,
      'site/index.html',
    ]);
    const named = await importZip(activityId, zipSync({ 'start here.html': enc('<p>s</p>') }), {
      entry: 'start here.html',
    });
    expect(named.json() as HtmlPackageSummary).toMatchObject({ version: 3, entry: 'start here.html' });

    const state = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/activities/${activityId}/html`,
      headers: admin.headers,
    });
    expect((state.json() as { package: HtmlPackageSummary }).package.version).toBe(3);

    const launched = await launch(learner, activityId);
    expect(launched.status).toBe(200);
    const url = new URL(launched.body.url);
    expect(url.host).toBe(CONTENT_HOST);
    expect(url.pathname).toMatch(/^\/content\/html\/[A-Za-z0-9_-]{32}\/start%20here\.html$/);
    expect(launched.body.content_origin).toBe(`http://${CONTENT_HOST}`);
    // another client's learner does not see the activity
    expect((await launch(outsider, activityId)).status).toBe(404);
  });

  it('refuses unreadable packages in the author’s language and leaves nothing behind', async () => {
    const activityId = await htmlActivity();
    const before = storedFiles().length;
    const noEntry = await importZip(
      activityId,
      zipSync({ 'page.html': enc('x'), 'b/other.html': enc('y') }),
      {},
      'fr-FR',
    );
    expect(noEntry.statusCode).toBe(422);
    const body = noEntry.json() as {
      error: { code: string; message: string; details: { message: string }[] };
    };
    expect(body.error.code).toBe('html.entry_missing');
    expect(body.error.details[0]?.message).toContain('index.html');
    expect(body.error.details[0]?.message).toContain('page d');

    const notZip = await upload(admin, Buffer.from('PK\u0003\u0004 not really a zip'), 'package');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/learning/activities/${activityId}/html`,
      headers: { ...admin.headers, 'accept-language': 'pt-BR' },
      payload: { upload_id: notZip.id },
    });
    expect([refused.statusCode, (refused.json() as { error: { code: string } }).error.code]).toEqual([
      422,
      'html.not_a_package',
    ]);
    // a path leaving the package and a named entry outside it
    const escaping = await importZip(
      activityId,
      zipSync({ 'index.html': enc('x'), '../evil.html': enc('y') }),
    );
    expect((escaping.json() as { error: { code: string } }).error.code).toBe('scorm.unsafe_path');
    const outside = await importZip(activityId, zipSync({ 'index.html': enc('x') }), {
      entry: '../index.html',
    });
    expect((outside.json() as { error: { code: string } }).error.code).toBe('html.entry_missing');
    // a zip bomb: one entry inflating past 100× its compressed size
    const bomb = await importZip(
      activityId,
      zipSync({ 'index.html': new Uint8Array(3 * 1024 * 1024) }, { level: 9 }),
    );
    expect((bomb.json() as { error: { code: string } }).error.code).toBe('scorm.compression_ratio');
    // the uploads' zips stay (an upload is kept), no package file does
    expect(storedFiles().length).toBe(before + 5);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/activities/${activityId}/html`,
      headers: admin.headers,
    });
    expect(state.json()).toEqual({ package: null });
    // an activity with neither a package nor an authored page has nothing to open
    expect((await launch(learner, activityId)).body.error?.code).toBe('html.no_package');
  });

  it('refuses an import into an activity of another kind, or of another client', async () => {
    const course = await buildCourse(t.db, { clientId, activities: [{ kind: 'flash', content: {} }] });
    const response = await importZip(course.activityIds[0] ?? 0, htmlDemoZip());
    expect((response.json() as { error: { code: string } }).error.code).toBe('html.not_html_activity');
    const elsewhere = await buildClient(t.db, { modules: ['online_courses'] });
    const theirs = await buildCourse(t.db, {
      clientId: elsewhere.id,
      activities: [{ kind: 'html', content: {} }],
    });
    expect((await importZip(theirs.activityIds[0] ?? 0, htmlDemoZip())).statusCode).toBe(404);
  });

  it('launches an authored https page when there is no package, never a stored file', async () => {
    const page = await htmlActivity({ url: 'https://cdn.example.com/p/index.html' });
    expect((await launch(learner, page)).body).toMatchObject({
      url: 'https://cdn.example.com/p/index.html',
      content_origin: null,
    });
    const stored = await htmlActivity({ url: `/api/v1/files/${'a'.repeat(43)}?sig=x` });
    expect((await launch(learner, stored)).status).toBe(409);
  });
});

describe('html packages on the content origin', () => {
  it('serves files on the content host only, with the headers of SCORM content, and refuses path escapes', async () => {
    const activityId = await htmlActivity();
    await importZip(activityId, htmlDemoZip());
    const url = new URL((await launch(learner, activityId)).body.url);
    const get = (host: string, pathname: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: pathname, headers: { host, ...extra } });

    const page = await get(CONTENT_HOST, url.pathname, { cookie: 'elevar_key=secret' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('js/checklist.js');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' http://${APP_HOST}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const base = url.pathname.replace('index.html', '');
    const script = await get(CONTENT_HOST, `${base}js/checklist.js`, { range: 'bytes=0-9' });
    expect([script.statusCode, script.body.length]).toEqual([206, 10]);
    expect((await get(CONTENT_HOST, `${base}images/store.svg`)).headers['content-type']).toBe(
      'image/svg+xml',
    );

    // not on the app's host
    expect((await get(APP_HOST, url.pathname)).statusCode).toBe(404);
    // escapes of the package, plain or encoded, and unknown keys are not found
    for (const outsidePath of [
      `${base}../index.html`,
      `${base}%2e%2e/index.html`,
      `${base}js/..%2Findex.html`,
      `${base}%2Fetc%2Fpasswd`,
      `${base}..%5Cindex.html`,
      `/content/html/${'a'.repeat(32)}/index.html`,
      '/content/html/short/index.html',
    ])
      expect((await get(CONTENT_HOST, outsidePath)).statusCode, outsidePath).toBe(404);
    // the web app is never served on the content host
    const app = await get(CONTENT_HOST, '/online-courses');
    expect([app.statusCode, app.headers.location]).toEqual([302, `http://${APP_HOST}/online-courses`]);
  });
});

describe('flash uploads', () => {
  it('takes a swf by its signature (FWS, CWS, ZWS) and refuses anything else as flash', async () => {
    for (const signature of ['FWS', 'CWS', 'ZWS']) {
      const swf = Buffer.concat([
        Buffer.from(signature, 'latin1'),
        Buffer.from([10, 0x20, 0, 0, 0]),
        Buffer.alloc(24),
      ]);
      const done = await upload(admin, swf, 'flash', 'movie.swf');
      expect([done.status, done.body.content_type]).toEqual([200, 'application/x-shockwave-flash']);
    }
    const zip = await upload(admin, Buffer.from(htmlDemoZip()), 'flash', 'movie.swf');
    expect([zip.status, zip.body.error?.code]).toEqual([422, 'learning.upload_content_mismatch']);
  });
});

describe('completion of the html, flash and wowza kinds', () => {
  it('html and flash count as viewed after their least time, not sooner', async () => {
    const course = await buildCourse(t.db, {
      clientId,
      activities: [
        { kind: 'html', content: { min_seconds: 20 } },
        { kind: 'flash', content: { url: '/demo/media/demo.swf' } },
      ],
    });
    const [html, flash] = course.activityIds as [number, number];
    await save(learner, html, { seq: 1, position: 0 });
    await save(learner, flash, { seq: 1, position: 0 });
    t.clock.advance(9_000);
    // 20 s authored: 17 s at the least (3 s of slack); flash's default is 10 s (7 s)
    expect((await save(learner, html, { seq: 2, position: 0, completed: true })).body.error?.code).toBe(
      'learning.completion_too_soon',
    );
    expect((await save(learner, flash, { seq: 2, position: 0, completed: true })).status).toBe(200);
    t.clock.advance(9_000);
    expect((await save(learner, html, { seq: 3, position: 0, completed: true })).status).toBe(200);
  });

  it('wowza completes like a video: near the end, no sooner than half its length', async () => {
    const course = await buildCourse(t.db, {
      clientId,
      activities: [
        { kind: 'wowza', content: { url: 'https://stream.example.com/live/playlist.m3u8' }, duration: 120 },
      ],
    });
    const [stream] = course.activityIds as [number];
    await save(learner, stream, { seq: 1, position: 0 });
    t.clock.advance(30_000);
    expect((await save(learner, stream, { seq: 2, position: 60, completed: true })).body.error?.code).toBe(
      'learning.completion_not_met',
    );
    expect((await save(learner, stream, { seq: 3, position: 118, completed: true })).body.error?.code).toBe(
      'learning.completion_too_soon',
    );
    t.clock.advance(30_000);
    expect((await save(learner, stream, { seq: 4, position: 118, completed: true })).status).toBe(200);
  });
});
