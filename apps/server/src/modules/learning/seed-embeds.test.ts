import type { CataloguePage, CourseDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';
import { SCORM_CLOUD_DEMO_URL, SLIDESHARE_DEMO_URL } from './seed-embeds.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date());
  await seedDemo(t.db);
});
afterAll(() => t.close());

const TITLE = 'Visual merchandising: references';

async function signIn(username: string) {
  const headers = { ...bearer(await login(t.app, username, DEMO_PASSWORD)), 'accept-language': 'en-US' };
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const page = await get<CataloguePage>(`/api/v1/learning/courses?search=${encodeURIComponent(TITLE)}`);
  const card = page.results.find((c) => c.title === TITLE);
  if (!card) throw new Error(`${username} does not see ${TITLE}`);
  return { headers, get, course: await get<CourseDetail>(`/api/v1/learning/courses/${card.id}`) };
}

describe('demo step "2026-11-28 learning hosted content"', () => {
  it('gives both demo clients a SlideShare deck and a SCORM Cloud launch link', async () => {
    for (const username of ['learner', 'seller.br']) {
      const { course, get } = await signIn(username);
      expect(course).toMatchObject({ points: 15, enrolment_rule: 'open', status: 'not_started' });
      expect(course.activities.map((a) => a.kind)).toEqual(['linkedin_slidshare', 'scorm_cloud']);
      const deck = await get<{ content: Record<string, unknown> }>(
        `/api/v1/learning/courses/${course.id}/activities/1`,
      );
      expect(deck.content).toEqual({ url: SLIDESHARE_DEMO_URL, min_seconds: 120 });
      const launch = await get<{ content: Record<string, unknown> }>(
        `/api/v1/learning/courses/${course.id}/activities/2`,
      );
      expect(launch.content).toEqual({ url: SCORM_CLOUD_DEMO_URL, min_seconds: 120 });
    }
  });

  it('counts the deck as viewed only after its two minutes open', async () => {
    const { course, headers, get } = await signIn('learner');
    const deck = await get<{ id: number }>(`/api/v1/learning/courses/${course.id}/activities/1`);
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/learning/activities/${deck.id}/progress`,
        headers,
        payload,
      });
    expect((await save({ seq: 1, position: 0 })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const early = await save({ seq: 2, position: 0, completed: true });
    expect(early.statusCode).toBe(422);
    // the least time is 120 s less the 3 s of clock slack: Retry-After says how long is left
    expect(early.headers['retry-after']).toBe('57');
    t.clock.advance(60_000);
    const done = await save({ seq: 3, position: 0, completed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ activity: { completed: true }, course: { percent: 50 } });
  });
});
