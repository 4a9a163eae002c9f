import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActivityView, CataloguePage, CourseDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';
import { inspectPresentation } from './ppt/inspect.ts';
import { DEMO_PPTX } from './seed-ppt.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');

describe('the presentation demo', () => {
  it('offers the academy learner a course with the shipped pptx, shown in the browser as its four slides', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const get = async <T>(url: string, language = 'en-US') =>
      (
        await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })
      ).json() as T;
    const found = (await get<CataloguePage>('/api/v1/learning/courses?search=first day')).results.find(
      (c) => c.title === 'First day at the store',
    );
    expect(found).toMatchObject({ enrolment_rule: 'open', points: 20 });
    const course = await get<CourseDetail>(`/api/v1/learning/courses/${found?.id}`, 'fr-FR');
    expect(course.title).toBe('Premier jour au magasin');
    expect(course.activities.map((a) => [a.kind, a.title])).toEqual([['ppt', 'Bienvenue dans l’équipe']]);
    const activity = await get<ActivityView>(`/api/v1/learning/courses/${found?.id}/activities/1`);
    expect(activity.content).toEqual({ url: DEMO_PPTX.url, format: 'pptx', pages: 4 });

    // the file the activity names is the repository's, and it is what the server takes for a pptx of four slides
    const file = path.join(publicDir, DEMO_PPTX.url);
    const head = readFileSync(file).subarray(0, 16);
    expect(await inspectPresentation(file, head)).toEqual({ format: 'pptx', slides: DEMO_PPTX.slides });
  });
});
