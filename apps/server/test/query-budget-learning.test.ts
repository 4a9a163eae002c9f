import { beforeAll, describe, it } from 'vitest';
import { HOME_ROW_SIZE } from '../src/modules/learning/catalogue.ts';
import { buildCategory, buildCourse, buildTrail } from './course-fixtures.ts';
import { buildClient, buildNamed, buildUser } from './factories.ts';
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
  const groups = [];
  for (const i of range(size)) {
    tags.push(await buildNamed(t.db, 'tags', client.id, `tag ${i}`));
    groups.push(await buildNamed(t.db, 'user_groups', client.id, `group ${i}`));
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
  // authoring: an administrator of the client, and a user group of `size` members
  const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  const group = groups[0] ?? (await buildNamed(t.db, 'user_groups', client.id, 'members'));
  for (const _ of range(size)) {
    const member = await buildUser(t.db, { clients: [{ id: client.id }] });
    await t.db.insertInto('user_group_members').values({ group_id: group.id, user_id: member.id }).execute();
  }
  return { headers: learner.headers, course: last, trail: trail.id, admin: admin.headers, group: group.id };
}

/** A course and a trail over it, each with `size` learners enrolled, every one of them started, in a group. */
async function reported(size: number) {
  const client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  const course = await buildCourse(t.db, {
    clientId: client.id,
    activities: range(3).map(() => ({ kind: 'video' })),
  });
  const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [course.id] });
  for (const _ of range(size)) {
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    for (const id of [course.id, trail.id])
      await t.db
        .insertInto('enrolments')
        .values({
          user_id: user.id,
          course_id: id,
          client_id: client.id,
          state: 'enrolled',
          enrolled_by: null,
        })
        .execute();
    await t.db
      .insertInto('course_progress')
      .values({
        user_id: user.id,
        course_id: course.id,
        client_id: client.id,
        state: 'in_progress',
        percent: 33,
      })
      .execute();
  }
  return { admin: admin.headers, course: course.id, trail: trail.id };
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

  it('authoring: the course list, a course for editing, categories and a group’s members', async () => {
    const { expectSameStatements } = budget;
    await expectSameStatements(
      { url: '/api/v1/admin/learning/courses', headers: one.admin },
      { url: `/api/v1/admin/learning/courses?page_size=${N}`, headers: many.admin },
      lengths('results'),
    );
    await expectSameStatements(
      { url: `/api/v1/admin/learning/courses/${one.course}`, headers: one.admin },
      { url: `/api/v1/admin/learning/courses/${many.course}`, headers: many.admin },
      lengths('activities'),
    );
    await expectSameStatements(
      { url: '/api/v1/admin/learning/categories', headers: one.admin },
      { url: '/api/v1/admin/learning/categories', headers: many.admin },
      lengths('results'),
    );
    await expectSameStatements(
      { url: `/api/v1/admin/learning/groups/${one.group}/members`, headers: one.admin },
      { url: `/api/v1/admin/learning/groups/${many.group}/members?page_size=${N}`, headers: many.admin },
      lengths('results'),
    );
  });

  it('the progress report of a course and of a trail, and its CSV', async () => {
    const { expectSameStatements } = budget;
    const small = await reported(1);
    const large = await reported(N);
    const csvRows = (body: string) => body.split('\r\n').length - 2;
    for (const key of ['course', 'trail'] as const) {
      await expectSameStatements(
        { url: `/api/v1/admin/learning/courses/${small[key]}/report`, headers: small.admin },
        { url: `/api/v1/admin/learning/courses/${large[key]}/report?page_size=${N}`, headers: large.admin },
        lengths('results'),
      );
      await expectSameStatements(
        { url: `/api/v1/admin/learning/courses/${small[key]}/report.csv`, headers: small.admin },
        { url: `/api/v1/admin/learning/courses/${large[key]}/report.csv`, headers: large.admin },
        csvRows,
      );
    }
  });

  it('the public portfolio: its page of courses, and a course with its activities and a trail with its courses', async () => {
    const { expectSameStatements } = budget;
    const showcase = async (size: number) => {
      const client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
      await t.db
        .updateTable('login_settings')
        .set({ portfolio_enabled: true })
        .where('client_id', '=', client.id)
        .execute();
      const courseIds: number[] = [];
      for (const i of range(size)) {
        const course = await buildCourse(t.db, {
          clientId: client.id,
          inPortfolio: true,
          publishedAt: new Date(Date.UTC(2026, 10, 20, 0, i)),
          activities: range(size).map(() => ({ kind: 'video', duration: 60 })),
        });
        courseIds.push(course.id);
      }
      const trail = await buildTrail(t.db, { clientId: client.id, courseIds });
      await t.db.updateTable('courses').set({ in_portfolio: true }).where('id', '=', trail.id).execute();
      return { slug: client.slug, course: courseIds[0] ?? 0, trail: trail.id };
    };
    const small = await showcase(1);
    const large = await showcase(N);
    await expectSameStatements(
      { url: `/api/v1/learning/portfolio?client=${small.slug}` },
      { url: `/api/v1/learning/portfolio?client=${large.slug}&limit=${N + 1}` },
      // the trail is a card too
      (body) => lengths('results')(body).map((count) => count - 1),
    );
    await expectSameStatements(
      { url: `/api/v1/learning/portfolio/courses/${small.course}?client=${small.slug}` },
      { url: `/api/v1/learning/portfolio/courses/${large.course}?client=${large.slug}` },
      lengths('activities'),
    );
    await expectSameStatements(
      { url: `/api/v1/learning/portfolio/courses/${small.trail}?client=${small.slug}` },
      { url: `/api/v1/learning/portfolio/courses/${large.trail}?client=${large.slug}` },
      lengths('courses'),
    );
  });

  it('measures every list route it owns (the others are named in NOT_LISTS)', () => {
    budget.expectEveryListMeasured();
  });
});
