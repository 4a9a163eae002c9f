import { beforeAll, describe, it } from 'vitest';
import { HOME_ROW_SIZE } from '../src/modules/learning/catalogue.ts';
import { buildCategory, buildCourse, buildTrail } from '../src/modules/learning/test/fixtures.ts';
import { buildClient, buildNamed } from './factories.ts';
import type { TestContext } from './harness.ts';
import { lengths, N, queryBudget, range } from './query-budget.ts';
import { signedIn } from './registration.ts';

// The query budget (query-budget.ts) for the learning catalogue, a course's activities, the filters and home rows.
const budget = queryBudget('learning');
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

/** A client whose learner sees `size` courses (each tagged, categorised, started) and `size` of every filter list. */
async function catalogue(size: number) {
  const client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  const tags = [];
  const categories = [];
  for (const i of range(size)) {
    tags.push(await buildNamed(t.db, 'tags', client.id, `tag ${i}`));
    await buildNamed(t.db, 'user_groups', client.id, `group ${i}`);
    categories.push(await buildCategory(t.db, client.id, `category ${i}`));
  }
  let last = 0;
  const courseIds: number[] = [];
  for (const i of range(size)) {
    const course = await buildCourse(t.db, {
      clientId: client.id,
      tags: [tags[i]?.id ?? 0],
      categories: [categories[i]?.id ?? 0],
      publishedAt: new Date(Date.UTC(2026, 10, 20, 0, i)),
      activities: range(size).map(() => ({ kind: 'video', duration: 60 })),
    });
    last = course.id;
    courseIds.push(course.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/learning/activities/${course.activityIds[0]}/progress`,
      headers: learner.headers,
      payload: { seq: 1, position: 1 },
    });
  }
  const trail = await buildTrail(t.db, { clientId: client.id, courseIds });
  return { headers: learner.headers, course: last, trail: trail.id };
}

describe('the query budget: a page of 25 rows costs the statements of a page of one', () => {
  let one: Awaited<ReturnType<typeof catalogue>>;
  let many: Awaited<ReturnType<typeof catalogue>>;
  beforeAll(async () => {
    one = await catalogue(1);
    many = await catalogue(N);
  });

  it('the catalogue, its filters, a course and the home rows', async () => {
    const { expectSameStatements } = budget;
    await expectSameStatements(
      { url: '/api/v1/learning/courses', headers: one.headers },
      { url: `/api/v1/learning/courses?limit=${N}`, headers: many.headers },
      lengths('results'),
    );
    await expectSameStatements(
      { url: '/api/v1/learning/filters', headers: one.headers },
      { url: '/api/v1/learning/filters', headers: many.headers },
      lengths('groups', 'tags', 'categories'),
    );
    await expectSameStatements(
      { url: `/api/v1/learning/courses/${one.course}`, headers: one.headers },
      { url: `/api/v1/learning/courses/${many.course}`, headers: many.headers },
      lengths('activities'),
    );
    await expectSameStatements(
      { url: `/api/v1/learning/trails/${one.trail}`, headers: one.headers },
      { url: `/api/v1/learning/trails/${many.trail}`, headers: many.headers },
      lengths('items'),
    );
    await expectSameStatements(
      { url: '/api/v1/learning/home', headers: one.headers },
      { url: '/api/v1/learning/home', headers: many.headers },
      lengths('continue'),
      HOME_ROW_SIZE,
    );
  });

  it('measures every list route it owns (the others are named in NOT_LISTS)', () => {
    budget.expectEveryListMeasured();
  });
});
