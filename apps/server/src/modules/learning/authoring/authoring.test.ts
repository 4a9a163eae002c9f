import type {
  AuthoringCourse,
  AuthoringCoursePage,
  CataloguePage,
  GroupImportReport,
} from '@elevar/contract';
import { validationMessage } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildNamed } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

let t: TestContext;
let client: { id: number };
let other: { id: number };
type Who = Awaited<ReturnType<typeof signedIn>>;
let instructor: Who;
let colleague: Who;
let admin: Who;
let learner: Who;
let otherAdmin: Who;

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'podcasts', 'profile'] });
  other = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  const as = (clientId: number, role: 'instructor' | 'program_admin' | 'learner') =>
    signedIn(t.app, t.db, { clients: [{ id: clientId, role }] });
  instructor = await as(client.id, 'instructor');
  colleague = await as(client.id, 'instructor');
  admin = await as(client.id, 'program_admin');
  learner = await as(client.id, 'learner');
  otherAdmin = await as(other.id, 'program_admin');
});
afterAll(() => t.close());

async function call<T = AuthoringCourse>(
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en-US',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': language },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

const COURSES = '/api/v1/admin/learning/courses';
const video = (title: string, url = 'https://cdn.example.com/v.mp4') => ({
  kind: 'video',
  title: { 'pt-BR': title },
  content: { url },
  duration_seconds: 60,
});

async function newCourse(who: Who, extra: object = {}) {
  const created = await call(who, 'POST', COURSES, {
    title: { 'pt-BR': 'Técnicas de Negociação', 'en-US': 'Negotiation techniques' },
    description: { 'pt-BR': 'Como fechar vendas' },
    points: 50,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function auditActions(entityId: number) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_id', 'client_id', 'entity_type'])
    .where('entity_id', '=', entityId)
    .where('action', 'like', 'learning.%')
    .orderBy('id')
    .execute();
  return rows;
}

describe('who authors what', () => {
  it('an instructor creates and edits their own course; a colleague and another client do not find it', async () => {
    const course = await newCourse(instructor);
    expect(course).toMatchObject({ status: 'draft', points: 50, published_points: null, can_publish: false });
    expect(course.created_by?.id).toBe(instructor.id);
    expect(course.title).toEqual({ 'pt-BR': 'Técnicas de Negociação', 'en-US': 'Negotiation techniques' });

    expect(
      (await call(instructor, 'PATCH', `${COURSES}/${course.id}`, { workload_minutes: 90 })).status,
    ).toBe(200);
    for (const who of [colleague, otherAdmin]) {
      expect((await call(who, 'GET', `${COURSES}/${course.id}`)).status).toBe(404);
      expect((await call(who, 'PATCH', `${COURSES}/${course.id}`, { points: 1 })).status).toBe(404);
      expect((await call(who, 'POST', `${COURSES}/${course.id}/activities`, video('x'))).status).toBe(404);
    }
    const asAdmin = await call(admin, 'GET', `${COURSES}/${course.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ workload_minutes: 90, can_publish: true });

    const mine = await call<AuthoringCoursePage>(colleague, 'GET', COURSES);
    expect(mine.body.results.map((c) => c.id)).not.toContain(course.id);
    const all = await call<AuthoringCoursePage>(admin, 'GET', `${COURSES}?status=draft`);
    expect(all.body.results.map((c) => c.id)).toContain(course.id);
    const adminsOwn = await call<AuthoringCoursePage>(admin, 'GET', `${COURSES}?mine=true`);
    expect(adminsOwn.body.results.map((c) => c.id)).not.toContain(course.id);
  });

  it('a learner may not author (403); an instructor may not publish (403), an administrator may', async () => {
    expect((await call(learner, 'GET', COURSES)).status).toBe(403);
    expect((await call(learner, 'POST', COURSES, { title: { 'pt-BR': 'x' } })).status).toBe(403);
    const course = await newCourse(instructor);
    await call(instructor, 'POST', `${COURSES}/${course.id}/activities`, video('Abertura'));
    for (const action of ['publish', 'unpublish', 'archive'])
      expect((await call(instructor, 'POST', `${COURSES}/${course.id}/${action}`)).status, action).toBe(403);
    const published = await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', published_points: 50 });
    expect((await call(otherAdmin, 'POST', `${COURSES}/${course.id}/publish`)).status).toBe(404);
  });
});

describe('validation, in the request’s language', () => {
  it('names the field: the client’s default language missing, a bad url or video id, a foreign link', async () => {
    const noDefault = await call(
      instructor,
      'POST',
      COURSES,
      { title: { 'en-US': 'Only English' } },
      'es-ES',
    );
    expect(noDefault.status).toBe(400);
    expect(noDefault.body).toMatchObject({
      error: { details: [{ field: 'title.pt-BR', message: validationMessage('field.required', 'es-ES') }] },
    });

    const course = await newCourse(instructor);
    const badUrl = await call<{ error: { details: { field: string }[] } }>(
      instructor,
      'POST',
      `${COURSES}/${course.id}/activities`,
      video('Vídeo', 'javascript:alert(1)'),
      'fr-FR',
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.details.map((d) => d.field)).toEqual(['content.url']);

    const badId = await call<{ error: { details: { field: string }[] } }>(
      instructor,
      'POST',
      `${COURSES}/${course.id}/activities`,
      { kind: 'youtube', title: { 'pt-BR': 'YT' }, content: { video_id: 'not an id' } },
    );
    expect(badId.status).toBe(400);
    expect(badId.body.error.details.map((d) => d.field)).toEqual(['content.video_id']);

    // SlideShare is framed only from its embed address: a deck's page, or any other site, is refused
    const notAnEmbed = await call<{ error: { details: { field: string }[] } }>(
      instructor,
      'POST',
      `${COURSES}/${course.id}/activities`,
      {
        kind: 'linkedin_slidshare',
        title: { 'pt-BR': 'Slides' },
        content: { url: 'https://www.slideshare.net/someone/my-deck' },
      },
    );
    expect(notAnEmbed.status).toBe(400);
    expect(notAnEmbed.body.error.details.map((d) => d.field)).toEqual(['content.url']);
    const deck = await call(instructor, 'POST', `${COURSES}/${course.id}/activities`, {
      kind: 'linkedin_slidshare',
      title: { 'pt-BR': 'Slides' },
      content: { url: 'https://www.slideshare.net/slideshow/embed_code/key/AbC123xyz' },
    });
    expect(deck.status).toBe(201);

    const pdfWithoutPages = await call<{ error: { details: { field: string }[] } }>(
      instructor,
      'POST',
      `${COURSES}/${course.id}/activities`,
      { kind: 'pdf', title: { 'pt-BR': 'PDF' }, content: { url: 'https://cdn.example.com/a.pdf' } },
    );
    expect(pdfWithoutPages.body.error.details.map((d) => d.field)).toEqual(['content.pages']);

    const foreignTag = await buildNamed(t.db, 'tags', other.id, 'alheia');
    const foreign = await call(
      instructor,
      'PATCH',
      `${COURSES}/${course.id}`,
      { tag_ids: [foreignTag.id] },
      'pt-BR',
    );
    expect(foreign.body).toMatchObject({
      error: { details: [{ field: 'tag_ids', message: validationMessage('field.invalid', 'pt-BR') }] },
    });
  });

  it('grants a certificate when switched on (off by default), a non-boolean refused naming the field', async () => {
    const course = await newCourse(instructor);
    expect(course.grants_certificate).toBe(false);
    const on = await call(instructor, 'PATCH', `${COURSES}/${course.id}`, { grants_certificate: true });
    expect(on.status).toBe(200);
    expect(on.body.grants_certificate).toBe(true);
    expect((await call(admin, 'GET', `${COURSES}/${course.id}`)).body.grants_certificate).toBe(true);
    const audited = await t.db
      .selectFrom('audit_events')
      .select('fields')
      .where('entity_id', '=', course.id)
      .where('action', '=', 'learning.course.updated')
      .execute();
    expect(audited.map((row) => row.fields)).toEqual([['grants_certificate']]);
    const bad = await call<{ error: { details: { field: string; message: string }[] } }>(
      instructor,
      'PATCH',
      `${COURSES}/${course.id}`,
      { grants_certificate: 'yes' },
      'fr-FR',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d) => d.field)).toEqual(['grants_certificate']);
    const created = await newCourse(instructor, { grants_certificate: true });
    expect(created.grants_certificate).toBe(true);
  });

  it('a prerequisite is another course of the client, not the course itself, and closes no cycle', async () => {
    const a = await newCourse(admin);
    const b = await newCourse(admin, { prerequisite_course_id: a.id });
    expect(b.prerequisite?.id).toBe(a.id);
    const field = (response: { body: unknown }) =>
      (response.body as { error: { details: { field: string }[] } }).error.details[0]?.field;
    const self = await call(admin, 'PATCH', `${COURSES}/${a.id}`, { prerequisite_course_id: a.id });
    expect([self.status, field(self)]).toEqual([400, 'prerequisite_course_id']);
    const cycle = await call(admin, 'PATCH', `${COURSES}/${a.id}`, { prerequisite_course_id: b.id });
    expect([cycle.status, field(cycle)]).toEqual([400, 'prerequisite_course_id']);
    const otherCourse = await newCourse(otherAdmin);
    const foreign = await call(admin, 'PATCH', `${COURSES}/${a.id}`, {
      prerequisite_course_id: otherCourse.id,
    });
    expect([foreign.status, field(foreign)]).toEqual([400, 'prerequisite_course_id']);
  });
});

describe('publishing', () => {
  it('needs an activity, freezes the points learners get until published again, and unpublishing hides it', async () => {
    const course = await newCourse(admin, { points: 50 });
    const empty = await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ error: { code: 'learning.publish_needs_activity' } });

    await call(admin, 'POST', `${COURSES}/${course.id}/activities`, video('Abertura'));
    await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    const cardPoints = async () => {
      const page = await call<CataloguePage>(learner, 'GET', '/api/v1/learning/courses?search=negociacao');
      return page.body.results.find((c) => c.id === course.id)?.points;
    };
    expect(await cardPoints()).toBe(50);

    const edited = await call(admin, 'PATCH', `${COURSES}/${course.id}`, { points: 80 });
    expect(edited.body).toMatchObject({ points: 80, published_points: 50, status: 'published' });
    expect(await cardPoints()).toBe(50);

    const republished = await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    expect(republished.body).toMatchObject({ points: 80, published_points: 80 });
    expect(await cardPoints()).toBe(80);

    expect((await call(admin, 'POST', `${COURSES}/${course.id}/unpublish`)).body.status).toBe('draft');
    expect(await cardPoints()).toBeUndefined();
    expect((await call(learner, 'GET', `/api/v1/learning/courses/${course.id}`)).status).toBe(404);

    expect((await auditActions(course.id)).map((r) => r.action)).toEqual([
      'learning.course.created',
      'learning.course.published',
      'learning.course.updated',
      'learning.course.published',
      'learning.course.unpublished',
    ]);
  });

  it('keeps the search key in step with every language’s title and description', async () => {
    const course = await newCourse(admin);
    await call(admin, 'POST', `${COURSES}/${course.id}/activities`, video('Abertura'));
    await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    await call(admin, 'PATCH', `${COURSES}/${course.id}`, {
      title: { 'pt-BR': 'Atendimento ao cliente', 'fr-FR': 'Accueil des clientèles' },
    });
    const search = async (words: string) =>
      (
        await call<CataloguePage>(
          learner,
          'GET',
          `/api/v1/learning/courses?search=${encodeURIComponent(words)}`,
        )
      ).body.results.map((c) => c.id);
    expect(await search('clientele')).toContain(course.id);
    expect(await search('atendimento')).toContain(course.id);
    expect(await search('fechar vendas')).toContain(course.id);
    expect(await search('negociacao')).not.toContain(course.id);
    const listed = await call<AuthoringCoursePage>(admin, 'GET', `${COURSES}?search=accueil`);
    expect(listed.body.results.map((c) => c.id)).toEqual([course.id]);
  });
});

describe('activities', () => {
  it('reorders in one go, and progress stays with each activity (keyed by id)', async () => {
    const course = await newCourse(admin, { points: 0 });
    await call(admin, 'POST', `${COURSES}/${course.id}/activities`, video('Primeira'));
    const withTwo = await call(admin, 'POST', `${COURSES}/${course.id}/activities`, {
      kind: 'html',
      title: { 'pt-BR': 'Segunda' },
      menu: { 'pt-BR': 'Módulo 2' },
      content: { url: 'https://cdn.example.com/p/index.html', min_seconds: 30 },
    });
    expect(withTwo.status).toBe(201);
    const [first, second] = withTwo.body.activities;
    expect(second).toMatchObject({ kind: 'html', hierarchy_order: 2, content: { min_seconds: 30 } });
    await call(admin, 'POST', `${COURSES}/${course.id}/publish`);
    const save = await call(learner, 'PUT', `/api/v1/learning/activities/${first?.id}/progress`, {
      seq: 1,
      position: 17,
    });
    expect(save.status).toBe(200);

    const wrong = await call(admin, 'PUT', `${COURSES}/${course.id}/activities/order`, {
      activity_ids: [second?.id],
    });
    expect(wrong.status).toBe(400);
    const reordered = await call(admin, 'PUT', `${COURSES}/${course.id}/activities/order`, {
      activity_ids: [second?.id, first?.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.activities.map((a) => [a.id, a.hierarchy_order])).toEqual([
      [second?.id, 1],
      [first?.id, 2],
    ]);
    const played = await call<{ id: number; progress: { position: number } | null }>(
      learner,
      'GET',
      `/api/v1/learning/courses/${course.id}/activities/2`,
    );
    expect(played.body).toMatchObject({ id: first?.id, progress: { position: 17 } });

    // an activity with a learner's progress stays; one without goes, and the others move up
    const refused = await call(admin, 'DELETE', `/api/v1/admin/learning/activities/${first?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'learning.activity_has_progress' } });
    const deleted = await call(admin, 'DELETE', `/api/v1/admin/learning/activities/${second?.id}`);
    expect(deleted.body.activities.map((a) => [a.id, a.hierarchy_order])).toEqual([[first?.id, 1]]);

    const updated = await call(admin, 'PUT', `/api/v1/admin/learning/activities/${first?.id}`, {
      ...video('Primeira, revista'),
      duration_seconds: 75,
    });
    expect(updated.body.activities[0]).toMatchObject({
      title: { 'pt-BR': 'Primeira, revista' },
      duration_seconds: 75,
    });

    const actions = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'entity_id'])
      .where('action', 'like', 'learning.activity.%')
      .where('entity_id', 'in', [course.id, first?.id ?? 0, second?.id ?? 0])
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'learning.activity.created',
      'learning.activity.created',
      'learning.activity.reordered',
      'learning.activity.deleted',
      'learning.activity.updated',
    ]);
  });
});

describe('course categories', () => {
  it('administrators keep them in four languages; one in use is not deleted', async () => {
    const names = { 'pt-BR': 'Vendas', 'en-US': 'Sales', 'es-ES': 'Ventas', 'fr-FR': 'Ventes' };
    expect((await call(instructor, 'POST', '/api/v1/admin/learning/categories', { names })).status).toBe(403);
    const missing = await call(admin, 'POST', '/api/v1/admin/learning/categories', {
      names: { 'pt-BR': 'Vendas' },
    });
    expect(missing.status).toBe(400);
    const created = await call<{ id: number; name: string }>(
      admin,
      'POST',
      '/api/v1/admin/learning/categories',
      {
        names,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Sales');
    const course = await newCourse(instructor, { category_ids: [created.body.id] });
    expect(course.category_ids).toEqual([created.body.id]);
    const list = await call<{ results: { id: number; course_count: number }[] }>(
      instructor,
      'GET',
      '/api/v1/admin/learning/categories',
    );
    expect(list.body.results.find((c) => c.id === created.body.id)?.course_count).toBe(1);
    const inUse = await call(admin, 'DELETE', `/api/v1/admin/learning/categories/${created.body.id}`);
    expect(inUse.status).toBe(409);
    await call(instructor, 'PATCH', `${COURSES}/${course.id}`, { category_ids: [] });
    expect((await call(admin, 'DELETE', `/api/v1/admin/learning/categories/${created.body.id}`)).status).toBe(
      200,
    );
    expect(
      (
        await call(otherAdmin, 'PATCH', `/api/v1/admin/learning/categories/${created.body.id}`, {
          position: 3,
        })
      ).status,
    ).toBe(404);
  });
});

describe('user group membership', () => {
  it('adds by username and by CSV with a report, lists and removes members, within the client', async () => {
    const group = await buildNamed(t.db, 'user_groups', client.id, 'Franqueados');
    const members = `/api/v1/admin/learning/groups/${group.id}/members`;
    const stranger = await signedIn(t.app, t.db, { clients: [{ id: other.id, role: 'learner' }] });
    const peer = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });

    expect((await call(instructor, 'GET', members)).status).toBe(403);
    expect((await call(otherAdmin, 'GET', members)).status).toBe(404);

    const added = await call<GroupImportReport>(admin, 'POST', members, {
      usernames: [learner.username.toUpperCase(), stranger.username, 'ninguem'],
    });
    expect(added.body).toEqual({
      added: [learner.username.toUpperCase()],
      already_member: [],
      unknown: [stranger.username, 'ninguem'],
    });

    const csv = `username\n${learner.username}\n"${peer.username}";extra\n\nfantasma\n${peer.username}\n`;
    const body = multipartBody([
      { name: 'file', filename: 'membros.csv', contentType: 'text/csv', data: csv },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${members}/import`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      added: [peer.username],
      already_member: [learner.username],
      unknown: ['fantasma'],
    });

    const listed = await call<{ count: number; results: { user_id: number }[] }>(admin, 'GET', members);
    expect(listed.body.count).toBe(2);
    expect((await call(admin, 'DELETE', `${members}/${peer.id}`)).status).toBe(200);
    const after = await call<{ results: { user_id: number }[] }>(admin, 'GET', members);
    expect(after.body.results.map((m) => m.user_id)).toEqual([learner.id]);

    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'user_group')
      .where('entity_id', '=', group.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'learning.group_member.added',
      'learning.group_member.imported',
      'learning.group_member.removed',
    ]);
  });
});
