import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-12-03T12:00:00Z'));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
  language = 'en-US',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

/** A client with the library and the reward store (not the forum), its editor, a learner and a salesperson. */
async function site() {
  const client = await buildClient(t.db, { modules: ['library', 'reward_store', 'profile'] });
  const as = async (role: 'learner' | 'salesperson' | 'program_admin' | 'instructor') => {
    const user = await buildUser(t.db, { clients: [{ id: client.id, role }] });
    return { ...user, headers: bearer(await login(t.app, user.username, user.password)) };
  };
  return {
    client,
    admin: await as('program_admin'),
    learner: await as('learner'),
    seller: await as('salesperson'),
    instructor: await as('instructor'),
  };
}

const step = (module: string | null, title: string, published = true) => ({
  module,
  title,
  body: `<p onclick="x()">${title}</p><script>alert(1)</script>`,
  published,
});

describe('the onboarding tour', () => {
  it('shows the published steps of modules the user may use, in their language, once per user and client', async () => {
    const s = await site();
    const empty = await send('GET', '/api/v1/onboarding', s.learner.headers);
    expect(empty.json()).toEqual({ language: null, seen: false, steps: [] });

    const saved = await send('PUT', '/api/v1/admin/onboarding/steps/fr-FR', s.admin.headers, {
      steps: [
        step(null, 'Bienvenue'),
        step('library', 'Bibliothèque'),
        step('reward_store', 'Boutique'),
        step('forum', 'Forum'),
        step('library', 'Brouillon', false),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json().steps['fr-FR'];
    expect(stored.map((row: { title: string }) => row.title)).toEqual([
      'Bienvenue',
      'Bibliothèque',
      'Boutique',
      'Forum',
      'Brouillon',
    ]);
    // the allow-list keeps the text, not the handler or the script
    expect(stored[0].body).toBe('<p>Bienvenue</p>');
    await send('PUT', '/api/v1/admin/onboarding/steps/pt-BR', s.admin.headers, {
      steps: [step(null, 'Boas-vindas'), step('library', 'Biblioteca')],
    });

    const titles = async (headers: Headers, language: string) => {
      const body = (await send('GET', '/api/v1/onboarding', headers, undefined, language)).json();
      return [body.language, ...body.steps.map((row: { title: string }) => row.title)];
    };
    // the forum is off for the client, the store is for retail roles, the draft is unpublished
    expect(await titles(s.learner.headers, 'fr-FR')).toEqual(['fr-FR', 'Bienvenue', 'Bibliothèque']);
    expect(await titles(s.seller.headers, 'fr-FR')).toEqual([
      'fr-FR',
      'Bienvenue',
      'Bibliothèque',
      'Boutique',
    ]);
    // no English version: the client's language (pt-BR)
    expect(await titles(s.learner.headers, 'en-US')).toEqual(['pt-BR', 'Boas-vindas', 'Biblioteca']);

    const seen = await send('POST', '/api/v1/onboarding/seen', s.learner.headers);
    expect(seen.json()).toEqual({ seen: true });
    expect((await send('POST', '/api/v1/onboarding/seen', s.learner.headers)).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/onboarding', s.learner.headers)).json().seen).toBe(true);
    // still offered to the others, and replayable: the steps stay readable after it was seen
    expect((await send('GET', '/api/v1/onboarding', s.seller.headers)).json().seen).toBe(false);
    expect((await titles(s.learner.headers, 'fr-FR')).length).toBe(3);

    // seen in one client is not seen in another: the same user joins a second client
    const other = await buildClient(t.db, { modules: ['library'] });
    await t.db
      .insertInto('user_clients')
      .values({ user_id: s.learner.id, client_id: other.id, role: 'learner' })
      .execute();
    const chosen = await send('POST', '/api/v1/session/client', s.learner.headers, { client_id: other.id });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const there = (await send('GET', '/api/v1/onboarding', s.learner.headers)).json();
    expect(there).toEqual({ language: null, seen: false, steps: [] });
  });

  it('is written only by the client’s editors, audited, and never read across clients', async () => {
    const a = await site();
    const b = await site();
    for (const headers of [a.learner.headers, a.instructor.headers]) {
      expect((await send('GET', '/api/v1/admin/onboarding', headers)).statusCode).toBe(403);
      const put = await send('PUT', '/api/v1/admin/onboarding/steps/en-US', headers, { steps: [] });
      expect(put.statusCode).toBe(403);
      const banner = await send('PUT', '/api/v1/admin/onboarding/banner/en-US', headers, {
        title: 'x',
        body: '',
        published: true,
      });
      expect(banner.statusCode).toBe(403);
    }
    await send('PUT', '/api/v1/admin/onboarding/steps/en-US', a.admin.headers, {
      steps: [step(null, 'A only')],
    });
    await send('PUT', '/api/v1/admin/onboarding/banner/en-US', a.admin.headers, {
      title: 'Hello A',
      body: '<p>A</p>',
      published: true,
    });
    expect((await send('GET', '/api/v1/onboarding', b.learner.headers)).json().steps).toEqual([]);
    expect((await send('GET', '/api/v1/welcome-banner', b.learner.headers)).json()).toEqual({ banner: null });
    expect((await send('GET', '/api/v1/admin/onboarding', b.admin.headers)).json()).toEqual({
      steps: {},
      banners: {},
    });
    // seen in client A says nothing about client B
    await send('POST', '/api/v1/onboarding/seen', a.learner.headers);
    expect((await send('GET', '/api/v1/onboarding', b.learner.headers)).json().seen).toBe(false);

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type as entity'])
      .where('client_id', '=', a.client.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'content.onboarding.steps_saved', entity: 'onboarding_step' },
      { action: 'content.welcome_banner.saved', entity: 'welcome_banner' },
    ]);

    // bad input is a 400 in the user's language, never a 500
    const bad = await send('PUT', '/api/v1/admin/onboarding/steps/xx-XX', a.admin.headers, { steps: [] });
    expect(bad.statusCode).toBe(400);
    const blank = await send('PUT', '/api/v1/admin/onboarding/steps/en-US', a.admin.headers, {
      steps: [step('no_such_module', ' ')],
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('the welcome banner', () => {
  it('shows the published banner in the member’s language, else the client’s, and hides an unpublished one', async () => {
    const s = await site();
    expect((await send('GET', '/api/v1/welcome-banner', s.learner.headers)).json()).toEqual({ banner: null });
    const put = (language: string, title: string, published = true) =>
      send('PUT', `/api/v1/admin/onboarding/banner/${language}`, s.admin.headers, {
        title,
        body: '<p><a href="javascript:alert(1)">x</a>Hi</p>',
        published,
      });
    expect((await put('pt-BR', 'Olá')).statusCode).toBe(200);
    expect((await put('es-ES', 'Hola')).statusCode).toBe(200);
    const read = async (language: string) =>
      (await send('GET', '/api/v1/welcome-banner', s.learner.headers, undefined, language)).json().banner;
    expect(await read('es-ES')).toMatchObject({
      language: 'es-ES',
      title: 'Hola',
      updated_at: '2026-12-03T12:00:00.000Z',
    });
    expect((await read('es-ES')).body).not.toContain('javascript');
    expect((await read('fr-FR')).title).toBe('Olá');
    await put('es-ES', 'Hola', false);
    expect((await read('es-ES')).title).toBe('Olá');
    const admin = (await send('GET', '/api/v1/admin/onboarding', s.admin.headers)).json();
    expect(admin.banners['es-ES']).toMatchObject({ title: 'Hola', published: false });
  });
});
