import type { CataloguePage, CourseDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';
import { learningMediaStep } from './seed-media.ts';

let t: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  // the demo's dates are the real day's
  t.clock.set(new Date());
  await seedDemo(t.db);
  // once the manifest lists the step, seedDemo ran it already and this does nothing
  await seedDemo(t.db, [learningMediaStep]);
  headers = { ...bearer(await login(t.app, 'learner', DEMO_PASSWORD)), 'accept-language': 'en-US' };
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function courseNamed(title: string): Promise<CourseDetail> {
  const page = await get<CataloguePage>(`/api/v1/learning/courses?search=${encodeURIComponent(title)}`);
  const card = page.results.find((c) => c.title === title);
  if (!card) throw new Error(`not in the learner's catalogue: ${title}`);
  return get<CourseDetail>(`/api/v1/learning/courses/${card.id}`);
}

describe('demo step "2026-11-27 learning media"', () => {
  it('ends Customer service with a captioned video, counted in the learner’s progress', async () => {
    const course = await courseNamed('Customer service: first steps');
    expect(course.activities.map((a) => a.kind)).toEqual(['audio', 'youtube', 'vimeo', 'video']);
    expect(course.percent).toBe(25);
    const video = await get<{ content: Record<string, unknown>; duration_seconds: number }>(
      `/api/v1/learning/courses/${course.id}/activities/4`,
    );
    expect(video.content).toEqual({
      url: '/demo/media/intro.webm',
      captions_url: '/demo/media/intro.pt.vtt',
      captions_language: 'pt-BR',
    });
    expect(video.duration_seconds).toBe(5);
  });

  it('opens Store layout essentials to the learner: a six-page pdf the server lets them finish, then the video', async () => {
    const course = await courseNamed('Store layout essentials');
    expect(course).toMatchObject({ points: 40, enrolment_rule: 'open', status: 'not_started' });
    expect(course.categories.map((c) => c.name)).toEqual(['Product']);
    expect(course.activities.map((a) => a.kind)).toEqual(['pdf', 'video']);
    const pdf = await get<{ id: number; content: Record<string, unknown> }>(
      `/api/v1/learning/courses/${course.id}/activities/1`,
    );
    expect(pdf.content).toEqual({ url: '/demo/media/store-layout.pdf', pages: 6 });

    const save = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/learning/activities/${pdf.id}/progress`,
        headers,
        payload: body,
      });
    expect((await save({ seq: 1, position: 1, pages_seen: 1 })).statusCode).toBe(200);
    t.clock.advance(6 * 2000);
    const finished = await save({ seq: 2, position: 6, pages_seen: 6, completed: true });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ activity: { completed: true }, course: { percent: 50 } });
  });
});
