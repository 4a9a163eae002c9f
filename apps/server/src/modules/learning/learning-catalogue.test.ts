import type { CataloguePage } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildCourse } from '../../../test/course-fixtures.ts';
import { buildNamed } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/harness.ts';
import { type Learner, learningSuite, titles } from '../../../test/learning-suite.ts';

// The catalogue (docs/learning.md): filters, languages, search, keyset pages, visibility; and the home rows.

const { world, learnerOf, get, send } = learningSuite();
let t: TestContext;
let client: { id: number };
let other: { id: number };
beforeAll(() => {
  ({ t, client, other } = world());
});

describe('the catalogue', () => {
  let learner: Learner;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const [tag, otherTag] = [
      await buildNamed(t.db, 'tags', client.id, 'Vendas'),
      await buildNamed(t.db, 'tags', client.id, 'Gestão'),
    ];
    const category = await buildCategory(t.db, client.id, 'Finanças');
    const group = await buildNamed(t.db, 'user_groups', client.id, 'Franqueados');
    const hiddenGroup = await buildNamed(t.db, 'user_groups', client.id, 'Diretoria');
    learner = await learnerOf(client.id);
    await t.db.insertInto('user_group_members').values({ group_id: group.id, user_id: learner.id }).execute();
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    ids = {
      finance: (
        await buildCourse(t.db, {
          clientId: client.id,
          title: { 'pt-BR': 'Educação Financeira', 'en-US': 'Financial education' },
          tags: [tag.id],
          categories: [category.id],
          rule: 'self',
          publishedAt: at(1),
        })
      ).id,
      stock: (
        await buildCourse(t.db, {
          clientId: client.id,
          title: { 'pt-BR': 'Gestão de estoque' },
          tags: [otherTag.id],
          groups: [group.id],
          publishedAt: at(2),
        })
      ).id,
      hidden: (
        await buildCourse(t.db, {
          clientId: client.id,
          title: { 'pt-BR': 'Só diretoria', 'en-US': 'Board only' },
          groups: [hiddenGroup.id],
          publishedAt: at(3),
        })
      ).id,
      spanish: (
        await buildCourse(t.db, {
          clientId: client.id,
          title: { 'es-ES': 'Solo en español' },
          languages: ['es-ES'],
          publishedAt: at(4),
        })
      ).id,
      draft: (await buildCourse(t.db, { clientId: client.id, status: 'draft', title: { 'en-US': 'Draft' } }))
        .id,
      blended: (
        await buildCourse(t.db, {
          clientId: client.id,
          title: { 'en-US': 'Blended selling' },
          isOnline: false,
          tags: [tag.id],
          publishedAt: at(5),
        })
      ).id,
      podcast: (
        await buildCourse(t.db, {
          clientId: client.id,
          kind: 'podcast',
          title: { 'en-US': 'Retail talk' },
          publishedAt: at(6),
        })
      ).id,
      foreign: (await buildCourse(t.db, { clientId: other.id, title: { 'en-US': 'Other client course' } }))
        .id,
    };
  });

  it('lists the visible published courses of the kind, newest first', async () => {
    const { status, body } = await get<CataloguePage>(learner, '/api/v1/learning/courses');
    expect(status).toBe(200);
    // not the hidden group's, not the Spanish-only one in English, not the draft, the podcast or the other client's
    expect(titles(body)).toEqual(['Blended selling', 'Gestão de estoque', 'Financial education']);
    expect(body.next_cursor).toBeNull();
  });

  it('reads texts in the language, then the client default, then any language written', async () => {
    const pt = await get<CataloguePage>(learner, '/api/v1/learning/courses', 'pt-BR');
    expect(titles(pt.body)).toEqual(['Blended selling', 'Gestão de estoque', 'Educação Financeira']);
    const es = await get<CataloguePage>(learner, '/api/v1/learning/courses', 'es-ES');
    expect(titles(es.body)[0]).toBe('Blended selling');
    expect(titles(es.body)).toContain('Solo en español');
  });

  it('finds "educacao" in "Educação", case and accents ignored', async () => {
    const { body } = await get<CataloguePage>(learner, '/api/v1/learning/courses?search=EDUCACAO');
    expect(titles(body)).toEqual(['Financial education']);
    const words = await get<CataloguePage>(learner, '/api/v1/learning/courses?search=gestao%20estoque');
    expect(titles(words.body)).toEqual(['Gestão de estoque']);
  });

  it('combines filters: tags, categories, subscription type and the online flag', async () => {
    const tags = await t.db
      .selectFrom('tags')
      .select(['id', 'name'])
      .where('client_id', '=', client.id)
      .execute();
    const sales = tags.find((tag) => tag.name === 'Vendas')?.id;
    const withTag = await get<CataloguePage>(learner, `/api/v1/learning/courses?tags=${sales}`);
    expect(titles(withTag.body)).toEqual(['Blended selling', 'Financial education']);
    const online = await get<CataloguePage>(learner, `/api/v1/learning/courses?tags=${sales}&online=true`);
    expect(titles(online.body)).toEqual(['Financial education']);
    const self = await get<CataloguePage>(learner, '/api/v1/learning/courses?subscription=self');
    expect(titles(self.body)).toEqual(['Financial education']);
    const category = await t.db
      .selectFrom('course_categories')
      .select('id')
      .where('client_id', '=', client.id)
      .executeTakeFirstOrThrow();
    const byCategory = await get<CataloguePage>(
      learner,
      `/api/v1/learning/courses?categories=${category.id}`,
    );
    expect(titles(byCategory.body)).toEqual(['Financial education']);
  });

  it('pages with a keyset cursor and refuses a forged one', async () => {
    const first = await get<CataloguePage>(learner, '/api/v1/learning/courses?limit=2');
    expect(titles(first.body)).toEqual(['Blended selling', 'Gestão de estoque']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await get<CataloguePage>(
      learner,
      `/api/v1/learning/courses?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(titles(second.body)).toEqual(['Financial education']);
    expect(second.body.next_cursor).toBeNull();
    const forged = await get<{ error: { code: string } }>(
      learner,
      '/api/v1/learning/courses?cursor=not-a-cursor',
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('common.validation');
  });

  it('filters favourites, and lists podcasts apart', async () => {
    expect((await send(learner, 'PUT', `/api/v1/learning/courses/${ids.stock}/favourite`)).status).toBe(200);
    const favourites = await get<CataloguePage>(learner, '/api/v1/learning/courses?favourite=true');
    expect(titles(favourites.body)).toEqual(['Gestão de estoque']);
    expect(favourites.body.results[0]?.favourite).toBe(true);
    await send(learner, 'DELETE', `/api/v1/learning/courses/${ids.stock}/favourite`);
    expect(
      titles((await get<CataloguePage>(learner, '/api/v1/learning/courses?favourite=true')).body),
    ).toEqual([]);
    const podcasts = await get<CataloguePage>(learner, '/api/v1/learning/courses?kind=podcast');
    expect(titles(podcasts.body)).toEqual(['Retail talk']);
  });

  it('answers 404 for a course of another client, a hidden group, a draft, whatever the id', async () => {
    for (const id of [ids.foreign, ids.hidden, ids.draft, ids.spanish, 999_999]) {
      const response = await get<{ error: { code: string; message: string } }>(
        learner,
        `/api/v1/learning/courses/${id}`,
      );
      expect(response.status, `course ${id}`).toBe(404);
      expect(response.body.error.code).toBe('common.not_found');
      expect(response.body.error.message).toBe('Not found or you do not have permission to access it.');
      expect((await send(learner, 'PUT', `/api/v1/learning/courses/${id}/favourite`)).status).toBe(404);
    }
  });

  it('hides a module the client has switched off', async () => {
    const otherLearner = await learnerOf(other.id);
    const podcasts = await get<{ error: { code: string } }>(
      otherLearner,
      '/api/v1/learning/courses?kind=podcast',
    );
    expect(podcasts.status).toBe(404);
  });
});

describe('the home rows', () => {
  it('shows courses to continue and new ones', async () => {
    const learner = await learnerOf(other.id);
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    const started = await buildCourse(t.db, {
      clientId: other.id,
      title: { 'en-US': 'Started' },
      publishedAt: new Date('2026-09-01T00:00:00Z'),
    });
    await buildCourse(t.db, {
      clientId: other.id,
      title: { 'en-US': 'Fresh' },
      publishedAt: new Date('2026-11-20T00:00:00Z'),
    });
    await send(learner, 'PUT', `/api/v1/learning/activities/${started.activityIds[0]}/progress`, {
      seq: 1,
      position: 3,
    });
    const { body } = await get<{ continue: { title: string }[]; new: { title: string }[] }>(
      learner,
      '/api/v1/learning/home',
    );
    expect(body.continue.map((c) => c.title)).toEqual(['Started']);
    expect(body.new.map((c) => c.title)).toContain('Fresh');
    expect(body.new.map((c) => c.title)).not.toContain('Started');
  });
});
