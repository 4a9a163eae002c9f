import type { AuthoringCourse, PortfolioPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { signedIn } from '../../../../test/registration.ts';

let t: TestContext;
let client: { id: number; slug: string };
type Who = Awaited<ReturnType<typeof signedIn>>;
let instructor: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  await t.db
    .updateTable('login_settings')
    .set({ portfolio_enabled: true })
    .where('client_id', '=', client.id)
    .execute();
  const as = (role: 'instructor' | 'program_admin') =>
    signedIn(t.app, t.db, { clients: [{ id: client.id, role }] });
  instructor = await as('instructor');
  admin = await as('program_admin');
});
afterAll(() => t.close());

async function call<T = AuthoringCourse>(who: Who, method: 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'en-US' },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

const COURSES = '/api/v1/admin/learning/courses';
const showcase = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/learning/portfolio?client=${client.slug}` })
  ).json() as PortfolioPage;

async function publishedCourse(author: Who) {
  const created = await call(author, 'POST', COURSES, { title: { 'pt-BR': 'Vitrine' } });
  expect(created.status).toBe(201);
  expect(created.body.in_portfolio).toBe(false);
  const id = created.body.id;
  await call(author, 'POST', `${COURSES}/${id}/activities`, {
    kind: 'video',
    title: { 'pt-BR': 'Abertura' },
    content: { url: 'https://cdn.example.com/v.mp4' },
    duration_seconds: 60,
  });
  expect((await call(admin, 'POST', `${COURSES}/${id}/publish`)).status).toBe(200);
  return id;
}

describe('"show in portfolio" in the course editor', () => {
  it('a programme administrator shows a course in the portfolio and takes it out, each change audited', async () => {
    const id = await publishedCourse(admin);
    expect((await showcase()).results.map((c) => c.id)).not.toContain(id);
    const shown = await call(admin, 'PATCH', `${COURSES}/${id}`, { in_portfolio: true });
    expect(shown).toMatchObject({ status: 200, body: { in_portfolio: true } });
    expect((await showcase()).results.map((c) => c.id)).toContain(id);
    await call(admin, 'PATCH', `${COURSES}/${id}`, { in_portfolio: false });
    expect((await showcase()).results.map((c) => c.id)).not.toContain(id);
    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'fields'])
      .where('entity_id', '=', id)
      .where('action', '=', 'learning.course.updated')
      .execute();
    expect(events.map((e) => e.fields)).toEqual([['in_portfolio'], ['in_portfolio']]);
  });

  it('a programme administrator may create a course already marked', async () => {
    const created = await call(admin, 'POST', COURSES, { title: { 'pt-BR': 'Marcado' }, in_portfolio: true });
    expect(created).toMatchObject({ status: 201, body: { in_portfolio: true } });
  });

  it('an instructor may not change it (403), and sending the stored value changes nothing', async () => {
    expect(
      (await call(instructor, 'POST', COURSES, { title: { 'pt-BR': 'X' }, in_portfolio: true })).status,
    ).toBe(403);
    const own = await call(instructor, 'POST', COURSES, { title: { 'pt-BR': 'Meu' }, in_portfolio: false });
    expect(own).toMatchObject({ status: 201, body: { in_portfolio: false } });
    expect(
      (await call(instructor, 'PATCH', `${COURSES}/${own.body.id}`, { in_portfolio: true })).status,
    ).toBe(403);
    const same = await call(instructor, 'PATCH', `${COURSES}/${own.body.id}`, {
      in_portfolio: false,
      workload_minutes: 30,
    });
    expect(same).toMatchObject({ status: 200, body: { in_portfolio: false, workload_minutes: 30 } });
    // an administrator's mark stays when the instructor edits the course with the value they were given
    await call(admin, 'PATCH', `${COURSES}/${own.body.id}`, { in_portfolio: true });
    const edited = await call(instructor, 'PATCH', `${COURSES}/${own.body.id}`, {
      in_portfolio: true,
      workload_minutes: 45,
    });
    expect(edited).toMatchObject({ status: 200, body: { in_portfolio: true, workload_minutes: 45 } });
  });
});
