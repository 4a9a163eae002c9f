import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActivityView, CataloguePage, CourseDetail, HtmlLaunch } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { withDataDir } from '../../../test/file-context.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';
import { fileStoreFor } from '../../platform/storage.ts';
import { PLAYERS_DEMO_MEDIA } from './seed-players.ts';

const { t } = withDataDir({ PUBLIC_URL: 'http://localhost:3000' });
beforeAll(async () => {
  // the seed writes the demo package into the app's own file store, as `npm start` does
  await seedDemo(t.db, undefined, { files: fileStoreFor(t) });
});

const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');

describe('demo step "2026-11-28 learning html flash and hls"', () => {
  it('offers the academy a course with the stream, the HTML package (served on the content origin) and the movie', async () => {
    const headers = { ...bearer(await login(t.app, 'learner', DEMO_PASSWORD)), 'accept-language': 'es-ES' };
    const get = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const found = (
      await get<CataloguePage>('/api/v1/learning/courses?search=formatos interactivos')
    ).results.find((c) => c.title === 'Apertura de la tienda: formatos interactivos');
    expect(found).toMatchObject({ enrolment_rule: 'open', points: 20 });
    const course = await get<CourseDetail>(`/api/v1/learning/courses/${found?.id}`);
    expect(course.activities.map((a) => a.kind)).toEqual(['wowza', 'html', 'flash']);

    const stream = await get<ActivityView>(`/api/v1/learning/courses/${course.id}/activities/1`);
    expect(stream).toMatchObject({ duration_seconds: 5, content: { url: PLAYERS_DEMO_MEDIA.hls } });
    // the playlist and every segment it names are shipped
    const playlist = readFileSync(path.join(publicDir, PLAYERS_DEMO_MEDIA.hls), 'utf8');
    const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments).toHaveLength(3);
    for (const segment of segments)
      expect(readFileSync(path.join(publicDir, path.dirname(PLAYERS_DEMO_MEDIA.hls), segment))[0]).toBe(0x47);

    const page = await get<ActivityView>(`/api/v1/learning/courses/${course.id}/activities/2`);
    const launch = await get<HtmlLaunch>(`/api/v1/learning/activities/${page.id}/html`);
    const url = new URL(launch.url);
    expect(url.host).toBe('127.0.0.1:3000');
    const served = await t.app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
    expect([served.statusCode, served.body.includes('Store opening checklist')]).toEqual([200, true]);

    const movie = await get<ActivityView>(`/api/v1/learning/courses/${course.id}/activities/3`);
    expect(movie.content).toEqual({ url: PLAYERS_DEMO_MEDIA.swf, min_seconds: 10 });
    const swf = readFileSync(path.join(publicDir, PLAYERS_DEMO_MEDIA.swf));
    expect([swf.subarray(0, 3).toString('latin1'), swf.readUInt32LE(4)]).toEqual(['FWS', swf.length]);
  });
});
