import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/harness.ts';
import { APP_HOST, CONTENT_HOST, type Who } from '../../../../test/package-suite.ts';
import { scormSuite } from '../../../../test/scorm-suite.ts';
import { demoZip } from './seed.ts';

// SCORM content (docs/learning.md "SCORM"): package files served on the content origin only.

const { world, importZip, scormCourse, launch } = scormSuite();
let t: TestContext;
let learner: Who;
beforeAll(() => {
  ({ t, learner } = world());
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
