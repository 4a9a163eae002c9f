import type { CataloguePage, CourseDetail, TrailDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function as(username: string) {
  const headers = bearer(await login(t.app, username, DEMO_PASSWORD));
  return <T>(url: string, language = 'en-US') =>
    t.app
      .inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })
      .then((response) => ({ status: response.statusCode, body: response.json() as T }));
}

describe('the learning demo', () => {
  it('shows the demo learner courses in several states, a podcast and three trails', async () => {
    const get = await as('learner');
    const courses = await get<CataloguePage>('/api/v1/learning/courses');
    const status = Object.fromEntries(courses.body.results.map((c) => [c.title, c.status]));
    expect(status).toMatchObject({
      'Customer service: first steps': 'in_progress',
      'Consultative selling': 'finished',
      'Financial education for franchisees': 'enrolled',
      'Inventory management': 'not_started',
    });
    // offered in Portuguese and Spanish only
    expect(status['Liderança de equipes de loja']).toBeUndefined();
    const portuguese = await get<CataloguePage>('/api/v1/learning/courses', 'pt-BR');
    expect(portuguese.body.results.map((c) => c.title)).toContain('Liderança de equipes de loja');
    const podcasts = await get<CataloguePage>('/api/v1/learning/courses?kind=podcast');
    expect(podcasts.body.results.map((c) => c.title)).toEqual(['Retail talks']);
    const trails = await get<CataloguePage>('/api/v1/learning/courses?kind=trail');
    expect(trails.body.results.map((c) => [c.title, c.status])).toEqual([
      ['Store trail', 'not_started'],
      ['Franchisee trail', 'not_started'],
      ['Customer service trail', 'in_progress'],
    ]);
    const franchisee = await get<TrailDetail>(`/api/v1/learning/trails/${trails.body.results[1]?.id}`);
    expect(franchisee.body).toMatchObject({ lock: 'prerequisite_pending', prerequisite: { done: false } });
  });

  it('lets the demo learner start the course in progress where they left off', async () => {
    const get = await as('learner');
    const courses = await get<CataloguePage>('/api/v1/learning/courses?search=customer');
    const found = courses.body.results.find((c) => c.title === 'Customer service: first steps');
    const course = await get<CourseDetail>(`/api/v1/learning/courses/${found?.id}`);
    expect(course.body).toMatchObject({ lock: null, percent: 25, resume_order: 2 });
    expect(course.body.activities.map((a) => a.completed)).toEqual([true, false, false, false]);
    expect(course.body.activities.map((a) => a.kind)).toEqual(['audio', 'youtube', 'vimeo', 'video']);
  });

  it('gives the rewards seller a course worth campaign points', async () => {
    const get = await as('seller.br');
    const courses = await get<CataloguePage>('/api/v1/learning/courses');
    expect(courses.body.results.map((c) => [c.title, c.points, c.status])).toEqual(
      expect.arrayContaining([['Get to know the processors', 40, 'in_progress']]),
    );
  });
});
