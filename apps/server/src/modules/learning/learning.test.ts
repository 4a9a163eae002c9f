import type { CataloguePage, CourseDetail, ProgressSaved, TrailDetail } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient, buildNamed } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/registration.ts';
import { buildCategory, buildCourse, buildTrail } from './test/fixtures.ts';

let t: TestContext;
let client: { id: number };
let other: { id: number };
type Learner = Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'podcasts', 'trails', 'profile'] });
  other = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
});
afterAll(() => t.close());

const learnerOf = (clientId: number) =>
  signedIn(t.app, t.db, { clients: [{ id: clientId, role: 'learner' }] });

async function get<T>(who: Learner, url: string, language = 'en-US') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...who.headers, 'accept-language': language },
  });
  return { status: response.statusCode, body: response.json() as T };
}

async function send<T>(who: Learner, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'en-US' },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

const titles = (page: CataloguePage) => page.results.map((c) => c.title);

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

describe('enrolment and prerequisites', () => {
  it('enrols in a self course, opens its content, and lets the learner leave', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'self' });
    const before = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(before.body).toMatchObject({
      enrolment: 'not_enrolled',
      can_enrol: true,
      lock: 'enrolment_required',
    });
    expect(before.body.activities.map((a) => a.opens)).toEqual([false]);
    const closed = await get<{ error: { code: string } }>(
      learner,
      `/api/v1/learning/courses/${course.id}/activities/1`,
    );
    expect([closed.status, closed.body.error.code]).toEqual([409, 'learning.enrolment_required']);

    const enrolled = await send<CourseDetail>(
      learner,
      'POST',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect(enrolled.body).toMatchObject({
      enrolment: 'enrolled',
      status: 'enrolled',
      lock: null,
      can_unenrol: true,
    });
    expect((await send(learner, 'POST', `/api/v1/learning/courses/${course.id}/enrolment`)).status).toBe(200);
    expect((await get(learner, `/api/v1/learning/courses/${course.id}/activities/1`)).status).toBe(200);

    const left = await send<CourseDetail>(
      learner,
      'DELETE',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect(left.body).toMatchObject({ enrolment: 'unenrolled', lock: 'enrolment_required', can_enrol: true });
  });

  it('refuses self-enrolment in an assigned course', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'assigned' });
    const response = await send<{ error: { code: string } }>(
      learner,
      'POST',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect([response.status, response.body.error.code]).toEqual([409, 'learning.enrolment_closed']);
  });

  it('holds a course back until its prerequisite is finished, on the server', async () => {
    const learner = await learnerOf(client.id);
    const first = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'html', content: { min_seconds: 5 } }],
    });
    const second = await buildCourse(t.db, { clientId: client.id, rule: 'self', prerequisiteId: first.id });
    const detail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${second.id}`);
    expect(detail.body).toMatchObject({ lock: 'prerequisite_pending', can_enrol: false });
    expect(detail.body.prerequisite).toMatchObject({ id: first.id, done: false });
    const refused = await send<{ error: { code: string } }>(
      learner,
      'POST',
      `/api/v1/learning/courses/${second.id}/enrolment`,
    );
    expect([refused.status, refused.body.error.code]).toEqual([409, 'learning.prerequisite_pending']);

    const activityId = first.activityIds[0];
    await send(learner, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, { seq: 1, position: 0 });
    t.clock.advance(6_000);
    const done = await send<ProgressSaved>(
      learner,
      'PUT',
      `/api/v1/learning/activities/${activityId}/progress`,
      {
        seq: 2,
        position: 0,
        completed: true,
      },
    );
    expect(done.body.course.status).toBe('finished');
    const after = await get<CourseDetail>(learner, `/api/v1/learning/courses/${second.id}`);
    expect(after.body).toMatchObject({
      lock: 'enrolment_required',
      can_enrol: true,
      prerequisite: { done: true },
    });
  });
});

describe('progress', () => {
  const save = (who: Learner, activityId: number | undefined, body: object) =>
    send<ProgressSaved & { error: { code: string } }>(
      who,
      'PUT',
      `/api/v1/learning/activities/${activityId}/progress`,
      body,
    );

  it('saves as the learner goes; an older or repeated seq changes nothing', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 120 }],
    });
    const [video] = course.activityIds;
    expect((await save(learner, video, { seq: 2, position: 30 })).body.activity).toMatchObject({
      position: 30,
      seq: 2,
    });
    const stale = await save(learner, video, { seq: 1, position: 5 });
    expect(stale.status).toBe(200);
    expect(stale.body.activity).toMatchObject({ position: 30, seq: 2 });
    const view = await get<{ progress: { position: number } }>(
      learner,
      `/api/v1/learning/courses/${course.id}/activities/1`,
    );
    expect(view.body.progress.position).toBe(30);
    const detail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(detail.body).toMatchObject({ status: 'in_progress', percent: 0 });
  });

  it('refuses a completion that does not meet the rule, or comes too soon', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 120 }],
    });
    const [video] = course.activityIds;
    await save(learner, video, { seq: 1, position: 0 });
    const short = await save(learner, video, { seq: 2, position: 40, completed: true });
    expect([short.status, short.body.error.code]).toEqual([422, 'learning.completion_not_met']);
    // a crafted request claiming the end a few seconds after opening
    t.clock.advance(10_000);
    const early = await save(learner, video, { seq: 3, position: 120, completed: true });
    expect([early.status, early.body.error.code]).toEqual([422, 'learning.completion_too_soon']);
    t.clock.advance(60_000);
    const ok = await save(learner, video, { seq: 4, position: 118, completed: true });
    expect(ok.status).toBe(200);
    expect(ok.body.course).toMatchObject({ status: 'finished', percent: 100 });
  });

  it('opens a blocked menu in order only', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      blockedMenu: true,
      activities: [{ kind: 'html', content: { min_seconds: 3 } }, { kind: 'html' }],
    });
    const locked = await save(learner, course.activityIds[1], { seq: 1, position: 0 });
    expect([locked.status, locked.body.error.code]).toEqual([409, 'learning.activity_locked']);
    await save(learner, course.activityIds[0], { seq: 1, position: 0 });
    t.clock.advance(5_000);
    await save(learner, course.activityIds[0], { seq: 2, position: 0, completed: true });
    expect((await save(learner, course.activityIds[1], { seq: 1, position: 0 })).status).toBe(200);
  });

  it('posts a course’s points once, to the running campaign, under 20 concurrent completions', async () => {
    const learner = await learnerOf(client.id);
    const campaign = await buildCampaign(t.db, client.id, { begin: '2026-11-01', end: '2027-01-31' });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      points: 30,
      activities: [{ kind: 'html', content: { min_seconds: 3 } }],
    });
    const [page] = course.activityIds;
    await save(learner, page, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(learner, page, { seq: 2 + i, position: 0, completed: true })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.course.points_awarded === 30)).toHaveLength(1);
    // replaying the completion later posts nothing either
    await save(learner, page, { seq: 100, position: 0, completed: true });
    const entries = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'campaign_id', 'kind'])
      .where('user_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([{ amount: 30, campaign_id: campaign.id, kind: 'training' }]);
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

describe('trails', () => {
  const finish = async (who: Learner, activityId: number | undefined) => {
    await send(who, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    return send<ProgressSaved>(who, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, {
      seq: 2,
      position: 0,
      completed: true,
    });
  };

  it('follows its courses, finishes with the last one and posts its points once', async () => {
    const learner = await learnerOf(client.id);
    const html = [{ kind: 'html', content: { min_seconds: 3 } }];
    const first = await buildCourse(t.db, { clientId: client.id, points: 10, activities: html });
    const second = await buildCourse(t.db, { clientId: client.id, points: 10, activities: html });
    const trail = await buildTrail(t.db, {
      clientId: client.id,
      title: { 'en-US': 'Onboarding trail' },
      points: 25,
      blockedMenu: true,
      courseIds: [first.id, second.id],
    });
    const before = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(before.status).toBe(200);
    expect(before.body.items.map((i) => [i.course?.id, i.opens])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(before.body).toMatchObject({
      status: 'not_started',
      completed_items: 0,
      resume_course_id: first.id,
    });

    await finish(learner, first.activityIds[0]);
    const halfway = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(halfway.body).toMatchObject({ status: 'in_progress', percent: 50, completed_items: 1 });
    expect(halfway.body.items.map((i) => i.opens)).toEqual([true, true]);

    await finish(learner, second.activityIds[0]);
    const done = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(done.body).toMatchObject({ status: 'finished', percent: 100, completed_items: 2 });
    const entries = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'source_type'])
      .where('user_id', '=', learner.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount: 10, source_type: 'course' },
      { amount: 10, source_type: 'course' },
      { amount: 25, source_type: 'trail' },
    ]);
  });

  it('answers a trail on its own path only, and lists trails apart', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id });
    const trail = await buildTrail(t.db, {
      clientId: client.id,
      title: { 'en-US': 'A trail' },
      courseIds: [course.id],
    });
    expect((await get(learner, `/api/v1/learning/courses/${trail.id}`)).status).toBe(404);
    expect((await get(learner, `/api/v1/learning/trails/${course.id}`)).status).toBe(404);
    expect((await send(learner, 'POST', `/api/v1/learning/trails/${course.id}/enrolment`)).status).toBe(404);
    expect((await send(learner, 'POST', `/api/v1/learning/courses/${trail.id}/enrolment`)).status).toBe(404);
    const trails = await get<CataloguePage>(learner, '/api/v1/learning/courses?kind=trail&limit=48');
    expect(titles(trails.body)).toContain('A trail');
    expect(trails.body.results.every((c) => c.kind === 'trail')).toBe(true);
  });
});

describe('trail enrolment', () => {
  it('enrols in a self trail and leaves it, its courses unaffected', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'self' });
    const trail = await buildTrail(t.db, { clientId: client.id, rule: 'self', courseIds: [course.id] });
    const before = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(before.body).toMatchObject({ lock: 'enrolment_required', can_enrol: true });
    expect(before.body.items.map((i) => i.opens)).toEqual([false]);
    const enrolled = await send<TrailDetail>(
      learner,
      'POST',
      `/api/v1/learning/trails/${trail.id}/enrolment`,
    );
    expect(enrolled.body).toMatchObject({ enrolment: 'enrolled', lock: null, can_unenrol: true });
    expect(enrolled.body.items.map((i) => i.opens)).toEqual([true]);
    // the course keeps its own enrolment rule
    const courseDetail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(courseDetail.body.lock).toBe('enrolment_required');
    const left = await send<TrailDetail>(learner, 'DELETE', `/api/v1/learning/trails/${trail.id}/enrolment`);
    expect(left.body).toMatchObject({ enrolment: 'unenrolled', lock: 'enrolment_required' });
  });
});

describe('authors changing a course learners are in', () => {
  it('finishes a learner whose last missing activity is deleted, and follows an added one in the percent', async () => {
    const learner = await learnerOf(client.id);
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const html = { kind: 'html', content: { min_seconds: 3 } };
    const course = await buildCourse(t.db, {
      clientId: client.id,
      points: 15,
      activities: [html, html, html],
    });
    for (const [index, id] of course.activityIds.slice(0, 2).entries()) {
      await send(learner, 'PUT', `/api/v1/learning/activities/${id}/progress`, { seq: 1, position: 0 });
      t.clock.advance(5_000);
      const saved = await send<ProgressSaved>(learner, 'PUT', `/api/v1/learning/activities/${id}/progress`, {
        seq: 2,
        position: 0,
        completed: true,
      });
      expect(saved.body.course.completed_activities).toBe(index + 1);
    }
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/learning/activities/${course.activityIds[2]}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(200);
    const done = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(done.body).toMatchObject({ status: 'finished', percent: 100 });
    const entries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([{ amount: 15 }]);

    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/learning/courses/${course.id}/activities`,
      headers: admin.headers,
      payload: {
        kind: 'youtube',
        title: { 'pt-BR': 'Extra' },
        content: { video_id: 'aqz-KE-bpKQ' },
        duration_seconds: 60,
      },
    });
    expect(add.statusCode, add.body).toBe(201);
    const after = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    // finished stays finished (points are never taken back); the percent follows the new total
    expect(after.body).toMatchObject({ status: 'finished', percent: 66 });
  });
});
