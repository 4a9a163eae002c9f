import type { CataloguePage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildCourse } from '../../../test/course-fixtures.ts';
import { buildClient, buildNamed } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/registration.ts';

// The catalogue reads what the database keeps for it on each course's row: the arrays of its links (kept from the
// link tables by triggers) and the words of its texts. These tests change them the ways the product does and read
// the catalogue right after.
let t: TestContext;
let client: { id: number };
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who;
let learner: Who;

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
});
afterAll(() => t.close());

async function catalogue(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/learning/courses${query}`,
    headers: { ...learner.headers, 'accept-language': 'en-US' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as CataloguePage).results.map((card) => card.title);
}

async function edit(courseId: number, changes: object) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/learning/courses/${courseId}`,
    headers: { ...admin.headers, 'accept-language': 'en-US' },
    payload: changes,
  });
  expect(response.statusCode).toBe(200);
}

describe("the catalogue after a course's links change", () => {
  it("shows a course to a group's members as soon as an author adds the group, and hides it when they leave", async () => {
    const staff = await buildNamed(t.db, 'user_groups', client.id, 'Staff');
    const board = await buildNamed(t.db, 'user_groups', client.id, 'Board');
    const course = await buildCourse(t.db, {
      clientId: client.id,
      title: { 'en-US': 'Closing the month' },
      groups: [board.id],
    });
    await t.db.insertInto('user_group_members').values({ group_id: staff.id, user_id: learner.id }).execute();
    expect(await catalogue()).not.toContain('Closing the month');

    await edit(course.id, { group_ids: [board.id, staff.id] });
    expect(await catalogue()).toContain('Closing the month');
    expect(await catalogue(`?groups=${staff.id}`)).toEqual(['Closing the month']);

    await t.db.deleteFrom('user_group_members').where('user_id', '=', learner.id).execute();
    expect(await catalogue()).not.toContain('Closing the month');

    await edit(course.id, { group_ids: [] });
    expect(await catalogue()).toContain('Closing the month');
  });

  it('filters by the tags and categories an author set last, two filters together', async () => {
    const [sales, stock] = [
      await buildNamed(t.db, 'tags', client.id, 'Sales'),
      await buildNamed(t.db, 'tags', client.id, 'Stock'),
    ];
    const finance = await buildCategory(t.db, client.id, 'Finance');
    const course = await buildCourse(t.db, {
      clientId: client.id,
      title: { 'en-US': 'Margins' },
      tags: [sales.id],
    });
    expect(await catalogue(`?tags=${sales.id}`)).toEqual(['Margins']);
    expect(await catalogue(`?tags=${sales.id}&categories=${finance.id}`)).toEqual([]);

    await edit(course.id, { tag_ids: [stock.id], category_ids: [finance.id] });
    expect(await catalogue(`?tags=${sales.id}`)).toEqual([]);
    expect(await catalogue(`?tags=${stock.id},${sales.id}&categories=${finance.id}`)).toEqual(['Margins']);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/learning/courses?categories=${finance.id}`,
      headers: { ...learner.headers, 'accept-language': 'en-US' },
    });
    const [margins] = (card.json() as CataloguePage).results;
    expect(margins?.tags.map((tag) => tag.name)).toEqual(['Stock']);
    expect(margins?.categories.map((category) => category.name)).toEqual(['Finance']);

    // a tag deleted with its links leaves no trace on the course
    await t.db.deleteFrom('tags').where('id', '=', stock.id).execute();
    expect(await catalogue(`?tags=${stock.id}`)).toEqual([]);
    const row = await t.db
      .selectFrom('courses')
      .select(['tag_ids', 'category_ids'])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row.tag_ids).toEqual([]);
    expect(row.category_ids.map(Number)).toEqual([finance.id]);
  });
});

describe('the catalogue search', () => {
  it('finds the courses whose words begin with every word searched, accents and case ignored, after an edit too', async () => {
    const course = await buildCourse(t.db, {
      clientId: client.id,
      title: { 'pt-BR': 'Gestão de estoque', 'en-US': 'Stock management' },
    });
    expect(await catalogue('?search=GEST%20esto')).toEqual(['Stock management']);
    expect(await catalogue('?search=estoque%20management')).toEqual(['Stock management']);
    // a word must begin a word: the middle of one is not a match
    expect(await catalogue('?search=toque')).toEqual([]);
    expect(await catalogue('?search=gestao%20vendas')).toEqual([]);

    await edit(course.id, { title: { 'pt-BR': 'Vendas no balcão', 'en-US': 'Counter sales' } });
    expect(await catalogue('?search=gestao')).toEqual([]);
    expect(await catalogue('?search=balcao')).toEqual(['Counter sales']);
  });
});
