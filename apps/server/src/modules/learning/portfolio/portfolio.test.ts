import type { PortfolioCourse, PortfolioPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildTrail } from '../../../../test/course-fixtures.ts';
import { buildClient, buildNamed } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

let t: TestContext;
let client: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'podcasts', 'trails', 'profile'] });
  await portfolioSetting(client.id, true);
});
afterAll(() => t.close());

async function portfolioSetting(clientId: number, on: boolean) {
  await t.db
    .updateTable('login_settings')
    .set({ portfolio_enabled: on })
    .where('client_id', '=', clientId)
    .execute();
}

/** A request without any credentials, as a visitor's browser sends it. */
async function visit<T>(url: string, language = 'en-US') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  return { status: response.statusCode, body: response.json() as T };
}

const list = (slug: string, extra = '') =>
  visit<PortfolioPage>(`/api/v1/learning/portfolio?client=${slug}${extra}`);
const course = (slug: string, id: number, language = 'en-US') =>
  visit<PortfolioCourse>(`/api/v1/learning/portfolio/courses/${id}?client=${slug}`, language);

describe('the public portfolio (SPEC §2, §6 portfolio setting)', () => {
  type Key =
    | 'shown'
    | 'portugueseOnly'
    | 'podcast'
    | 'unflagged'
    | 'draft'
    | 'restricted'
    | 'trail'
    | 'archived';
  let ids: Record<Key, number>;

  beforeAll(async () => {
    const group = await buildNamed(t.db, 'user_groups', client.id, 'Diretoria');
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const shown = await buildCourse(t.db, {
      clientId: client.id,
      inPortfolio: true,
      title: { 'pt-BR': 'Gestão de Loja', 'en-US': 'Store management' },
      description: { 'pt-BR': 'Tudo sobre a loja.', 'en-US': 'All about the store.' },
      publishedAt: at(3),
      activities: [
        { kind: 'video', duration: 5400, content: { url: 'https://media.example/secret.mp4' } },
        { kind: 'pdf', content: { url: 'https://media.example/secret.pdf', pages: 3 } },
      ],
    });
    await t.db.updateTable('courses').set({ workload_minutes: 90 }).where('id', '=', shown.id).execute();
    const built = {
      shown: shown.id,
      // written in Portuguese only: read in the client's default language whatever the request's
      portugueseOnly: (
        await buildCourse(t.db, {
          clientId: client.id,
          inPortfolio: true,
          title: { 'pt-BR': 'Atendimento' },
          description: { 'pt-BR': 'Como atender.' },
          publishedAt: at(2),
        })
      ).id,
      podcast: (
        await buildCourse(t.db, {
          clientId: client.id,
          kind: 'podcast',
          inPortfolio: true,
          title: { 'pt-BR': 'Podcast da rede', 'en-US': 'Network podcast' },
          publishedAt: at(1),
          activities: [{ kind: 'audio', duration: 60 }],
        })
      ).id,
      unflagged: (await buildCourse(t.db, { clientId: client.id, publishedAt: at(4) })).id,
      draft: (await buildCourse(t.db, { clientId: client.id, inPortfolio: true, status: 'draft' })).id,
      restricted: (
        await buildCourse(t.db, {
          clientId: client.id,
          inPortfolio: true,
          groups: [group.id],
          publishedAt: at(5),
        })
      ).id,
    };
    const trail = await buildTrail(t.db, {
      clientId: client.id,
      inPortfolio: true,
      title: { 'pt-BR': 'Trilha do gerente', 'en-US': 'Manager trail' },
      courseIds: [built.shown, built.restricted, built.draft],
      publishedAt: at(6),
    });
    const archived = await buildCourse(t.db, { clientId: client.id, inPortfolio: true, publishedAt: at(7) });
    await t.db.updateTable('courses').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    ids = { ...built, trail: trail.id, archived: archived.id };
  });

  it('lists, without any sign-in, the published courses the client marks and shows to everyone, newest first', async () => {
    const { status, body } = await list(client.slug);
    expect(status).toBe(200);
    expect(body.results.map((c) => c.id)).toEqual([ids.trail, ids.shown, ids.portugueseOnly, ids.podcast]);
    expect(body.next_cursor).toBeNull();
    expect(body.results[1]).toEqual({
      id: ids.shown,
      kind: 'online_course',
      title: 'Store management',
      summary: 'All about the store.',
      cover_url: null,
      workload_hours: 1.5,
      slug: `store-management-id-${ids.shown}`,
    });
    expect(body.results[2]).toMatchObject({
      title: 'Atendimento',
      slug: `atendimento-id-${ids.portugueseOnly}`,
    });
  });

  it('pages by keyset: each page continues where the last ended', async () => {
    const first = await list(client.slug, '&limit=3');
    expect(first.body.results.map((c) => c.id)).toEqual([ids.trail, ids.shown, ids.portugueseOnly]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await list(client.slug, `&limit=3&cursor=${first.body.next_cursor}`);
    expect(second.body.results.map((c) => c.id)).toEqual([ids.podcast]);
    expect(second.body.next_cursor).toBeNull();
    expect((await list(client.slug, '&cursor=nonsense')).status).toBe(400);
  });

  it('shows a course with its activities’ titles and kinds, never their content', async () => {
    const { status, body } = await course(client.slug, ids.shown);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.shown,
      title: 'Store management',
      description: 'All about the store.',
      slug: `store-management-id-${ids.shown}`,
      activities: [
        { title: 'Activity 1', kind: 'video' },
        { title: 'Activity 2', kind: 'pdf' },
      ],
      courses: [],
    });
    expect(JSON.stringify(body)).not.toContain('media.example');
  });

  it('reads texts in the request language, else the client’s default', async () => {
    expect((await course(client.slug, ids.shown, 'pt-BR')).body).toMatchObject({
      title: 'Gestão de Loja',
      description: 'Tudo sobre a loja.',
      activities: [{ title: 'Atividade 1' }, { title: 'Atividade 2' }],
      slug: `gestao-de-loja-id-${ids.shown}`,
    });
    expect((await course(client.slug, ids.portugueseOnly, 'fr-FR')).body).toMatchObject({
      title: 'Atendimento',
      description: 'Como atender.',
    });
  });

  it("shows a trail's public courses in order, not those for some groups or unpublished", async () => {
    const { body } = await course(client.slug, ids.trail);
    expect(body).toMatchObject({
      kind: 'trail',
      activities: [],
      courses: [{ title: 'Store management', kind: 'online_course' }],
    });
  });

  it('answers 404 for a course not marked, a draft, an archived one, or one for some groups only', async () => {
    for (const id of [ids.unflagged, ids.draft, ids.archived, ids.restricted, 99_999_999]) {
      const { status, body } = await course(client.slug, id);
      expect(status, `course ${id}`).toBe(404);
      expect(body).toMatchObject({ error: { code: 'common.not_found' } });
    }
  });

  it("answers 404 for another client's course by id, even one in that client's portfolio", async () => {
    const other = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    await portfolioSetting(other.id, true);
    const theirs = await buildCourse(t.db, { clientId: other.id, inPortfolio: true });
    expect((await course(client.slug, theirs.id)).status).toBe(404);
    expect((await course(other.slug, ids.shown)).status).toBe(404);
    expect((await course(other.slug, theirs.id)).status).toBe(200);
    expect((await list(other.slug)).body.results.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('leaves out the kinds whose module the client does not run', async () => {
    const coursesOnly = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    await portfolioSetting(coursesOnly.id, true);
    const podcast = await buildCourse(t.db, { clientId: coursesOnly.id, kind: 'podcast', inPortfolio: true });
    const online = await buildCourse(t.db, { clientId: coursesOnly.id, inPortfolio: true });
    expect((await list(coursesOnly.slug)).body.results.map((c) => c.id)).toEqual([online.id]);
    expect((await course(coursesOnly.slug, podcast.id)).status).toBe(404);
  });

  it('answers 404 while the client’s portfolio setting is off', async () => {
    const off = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    const marked = await buildCourse(t.db, { clientId: off.id, inPortfolio: true });
    expect((await list(off.slug)).status).toBe(404);
    expect((await course(off.slug, marked.id)).status).toBe(404);
    await portfolioSetting(off.id, true);
    expect((await course(off.slug, marked.id)).status).toBe(200);
  });
});
