import type { CataloguePage, CourseDetail } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildCourse } from '../../../test/course-fixtures.ts';
import { buildNamed } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/harness.ts';
import { type Learner, learningSuite, titles } from '../../../test/learning-suite.ts';
import { signedIn } from '../../../test/registration.ts';
import { WeightedLru } from './catalogue-cache.ts';

// The catalogue cache (docs/learning.md "The catalogue cache"): every page below is asked once before the change,
// so the instance holds it; what an author changes shows at the next request, and nobody gets another viewer's page.

const { world, learnerOf, get } = learningSuite();
let t: TestContext;
let client: { id: number };
let other: { id: number };
let admin: Learner;
beforeAll(async () => {
  ({ t, client, other } = world());
  admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
});

async function author(method: 'PATCH' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const page = async (who: Learner, query: string) => {
  const answer = await get<CataloguePage>(who, `/api/v1/learning/courses?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the catalogue cache', () => {
  let learner: Learner;
  let tag: { id: number };
  let otherTag: { id: number };
  let course: number;

  beforeAll(async () => {
    learner = await learnerOf(client.id);
    tag = await buildNamed(t.db, 'tags', client.id, 'Cache');
    otherTag = await buildNamed(t.db, 'tags', client.id, 'Outro');
    course = (
      await buildCourse(t.db, {
        clientId: client.id,
        title: { 'pt-BR': 'Noções de depósito', 'en-US': 'Warehouse basics' },
        tags: [tag.id],
        rule: 'self',
      })
    ).id;
  });

  it('shows an edited title, changed tags and a renamed category at once, in lists and searches', async () => {
    expect(titles(await page(learner, `tags=${tag.id}`))).toEqual(['Warehouse basics']);
    expect(titles(await page(learner, 'search=warehouse'))).toEqual(['Warehouse basics']);
    expect(titles(await page(learner, `tags=${otherTag.id}`))).toEqual([]);

    await author('PATCH', `/api/v1/admin/learning/courses/${course}`, {
      title: { 'pt-BR': 'Noções de almoxarifado', 'en-US': 'Stockroom basics' },
      tag_ids: [otherTag.id],
    });
    expect(titles(await page(learner, `tags=${tag.id}`))).toEqual([]);
    expect(titles(await page(learner, `tags=${otherTag.id}`))).toEqual(['Stockroom basics']);
    expect(titles(await page(learner, 'search=warehouse'))).toEqual([]);
    expect(titles(await page(learner, 'search=stockroom'))).toEqual(['Stockroom basics']);

    const category = await buildCategory(t.db, client.id, 'Logística');
    await author('PATCH', `/api/v1/admin/learning/courses/${course}`, { category_ids: [category.id] });
    const before = await page(learner, `categories=${category.id}`);
    expect(before.results[0]?.categories).toEqual([{ id: category.id, name: 'Logística' }]);
    await author('PATCH', `/api/v1/admin/learning/categories/${category.id}`, {
      names: { 'pt-BR': 'Armazém', 'en-US': 'Warehousing', 'es-ES': 'Almacén', 'fr-FR': 'Entrepôt' },
    });
    const after = await page(learner, `categories=${category.id}`);
    expect(after.results[0]?.categories).toEqual([{ id: category.id, name: 'Warehousing' }]);
  });

  it('hides an unpublished course at once and shows it again when published', async () => {
    const query = `tags=${otherTag.id}`;
    expect(titles(await page(learner, query))).toEqual(['Stockroom basics']);
    await author('POST', `/api/v1/admin/learning/courses/${course}/unpublish`);
    expect(titles(await page(learner, query))).toEqual([]);
    expect(titles(await page(learner, 'search=stockroom'))).toEqual([]);
    await author('POST', `/api/v1/admin/learning/courses/${course}/publish`);
    expect(titles(await page(learner, query))).toEqual(['Stockroom basics']);
  });

  it('keeps the learner’s own state on a cached card theirs', async () => {
    const query = `tags=${otherTag.id}`;
    const stranger = await learnerOf(client.id);
    expect((await page(stranger, query)).results[0]).toMatchObject({
      status: 'not_started',
      favourite: false,
    });
    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/learning/courses/${course}/enrolment`,
      headers: learner.headers,
    });
    expect(enrolled.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/learning/courses/${course}/favourite`,
      headers: learner.headers,
    });
    expect((await page(learner, query)).results[0]).toMatchObject({ status: 'enrolled', favourite: true });
    expect((await page(stranger, query)).results[0]).toMatchObject({
      status: 'not_started',
      favourite: false,
    });
  });

  it('follows groups: the course an author shows to one group, and a learner who joins it', async () => {
    const group = await buildNamed(t.db, 'user_groups', client.id, 'Estoquistas');
    const member = await learnerOf(client.id);
    await t.db.insertInto('user_group_members').values({ group_id: group.id, user_id: member.id }).execute();
    const query = `tags=${otherTag.id}`;
    // both read the same list before the change
    expect(titles(await page(member, query))).toEqual(['Stockroom basics']);
    expect(titles(await page(learner, query))).toEqual(['Stockroom basics']);

    await author('PATCH', `/api/v1/admin/learning/courses/${course}`, { group_ids: [group.id] });
    expect(titles(await page(member, query))).toEqual(['Stockroom basics']);
    expect(titles(await page(learner, query))).toEqual([]);
    expect(titles(await page(learner, 'search=stockroom'))).toEqual([]);

    await t.db.insertInto('user_group_members').values({ group_id: group.id, user_id: learner.id }).execute();
    expect(titles(await page(learner, query))).toEqual(['Stockroom basics']);
    await t.db.deleteFrom('user_group_members').where('user_id', '=', learner.id).execute();
    expect(titles(await page(learner, query))).toEqual([]);
  });

  it('never answers one client’s cached page to another client’s learner', async () => {
    const outsider = await learnerOf(other.id);
    const ours = await learnerOf(client.id);
    await buildCourse(t.db, { clientId: other.id, title: { 'en-US': 'Stockroom elsewhere' } });
    // the same query, first read for the client, then by the other client's learner
    expect(titles(await page(ours, 'search=stockroom'))).toEqual([]);
    expect(titles(await page(outsider, 'search=stockroom'))).toEqual(['Stockroom elsewhere']);
    expect(titles(await page(ours, 'search=stockroom'))).toEqual([]);
    // by the other client's tag id too: the other client's list has none of ours
    expect(titles(await page(outsider, `tags=${otherTag.id}`))).toEqual([]);
  });

  it('reads pages past the cached list from the database, in the same order', async () => {
    const many = await buildNamed(t.db, 'tags', client.id, 'Muitos');
    for (const day of [1, 2, 3, 4, 5])
      await buildCourse(t.db, {
        clientId: client.id,
        title: { 'en-US': `Page course ${day}` },
        tags: [many.id],
        publishedAt: new Date(Date.UTC(2026, 8, day)),
      });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const answer: CataloguePage = await page(
        learner,
        `tags=${many.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...titles(answer));
      cursor = answer.next_cursor;
    }
    expect(seen).toEqual([
      'Page course 5',
      'Page course 4',
      'Page course 3',
      'Page course 2',
      'Page course 1',
    ]);
  });
});

describe('the name book', () => {
  it('names a course page’s tags and categories as they are now, in the cards’ order', async () => {
    const learner = await learnerOf(client.id);
    const zeta = await buildNamed(t.db, 'tags', client.id, 'Zeta');
    const alpha = await buildNamed(t.db, 'tags', client.id, 'Alfa');
    const category = await buildCategory(t.db, client.id, 'Vendas');
    const course = await buildCourse(t.db, {
      clientId: client.id,
      tags: [zeta.id, alpha.id],
      categories: [category.id],
    });
    const names = async () => {
      const answer = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
      expect(answer.status).toBe(200);
      return [answer.body.tags.map((tag) => tag.name), answer.body.categories.map((c) => c.name)];
    };
    // read once, so the instance keeps the client's names; each change below shows at the next request
    expect(await names()).toEqual([['Alfa', 'Zeta'], ['Vendas']]);
    await t.db.updateTable('tags').set({ name: 'Aaa' }).where('id', '=', zeta.id).execute();
    expect(await names()).toEqual([['Aaa', 'Alfa'], ['Vendas']]);
    await author('PATCH', `/api/v1/admin/learning/categories/${category.id}`, {
      names: { 'pt-BR': 'Varejo', 'en-US': 'Retail', 'es-ES': 'Venta', 'fr-FR': 'Vente' },
    });
    expect(await names()).toEqual([['Aaa', 'Alfa'], ['Retail']]);
    const added = await buildNamed(t.db, 'tags', client.id, 'Beta');
    await author('PATCH', `/api/v1/admin/learning/courses/${course.id}`, {
      tag_ids: [zeta.id, alpha.id, added.id],
    });
    expect(await names()).toEqual([['Aaa', 'Alfa', 'Beta'], ['Retail']]);
    await t.db.deleteFrom('course_tags').where('tag_id', '=', alpha.id).execute();
    expect(await names()).toEqual([['Aaa', 'Beta'], ['Retail']]);
  });
});

describe('the cache’s bound', () => {
  it('keeps the most recently used entries within its weight', () => {
    const lru = new WeightedLru<string>(3);
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    lru.set('c', 'C', 1);
    expect(lru.get('a')).toBe('A');
    lru.set('d', 'D', 2);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')]).toEqual([
      'A',
      undefined,
      undefined,
      'D',
    ]);
    lru.set('e', 'E', 4);
    expect(lru.get('e')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});
