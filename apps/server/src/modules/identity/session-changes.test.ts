import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildClient,
  buildInstitutionalPage,
  buildModuleItem,
  buildUser,
  clientWithMenu,
  countryId,
  login,
  profileId,
  type Tokens,
} from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function getSession(tokens: Pick<Tokens, 'access_token'>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { ...bearer(tokens), ...headers } });
}

function post(url: string, tokens: Pick<Tokens, 'access_token'>, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: bearer(tokens), payload: payload as object });
}

describe('terms and cookie policy acceptance', () => {
  it('is pending while a published version is not accepted, and POST cookie-policy accepts it', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);

    const none = (await getSession(tokens)).json();
    expect(none.accepted_terms).toBe(true);
    expect(none.accepted_cookie_policy).toBe(true);

    await buildInstitutionalPage(t.db, { slug: 'terms-and-conditions', language: 'pt-BR', version: 1 });
    await buildInstitutionalPage(t.db, { slug: 'terms-and-conditions', language: 'en-US', version: 1 });
    await buildInstitutionalPage(t.db, { slug: 'cookies_policy', language: 'pt-BR', version: 2 });
    const pending = (await getSession(tokens)).json();
    expect(pending.accepted_terms).toBe(false);
    expect(pending.accepted_cookie_policy).toBe(false);

    await t.db.updateTable('users').set({ accepted_terms_version: 1 }).where('id', '=', user.id).execute();
    expect((await getSession(tokens)).json().accepted_terms).toBe(true);

    const older = await post('/api/v1/session/cookie-policy', tokens, {
      version: 1,
      analytics: true,
      marketing: false,
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().accepted_cookie_policy).toBe(false);

    const accepted = await post('/api/v1/session/cookie-policy', tokens, {
      version: 2,
      analytics: true,
      marketing: false,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().accepted_cookie_policy).toBe(true);
    expect((await getSession(tokens)).json().accepted_cookie_policy).toBe(true);

    // a new version of the policy asks again
    await t.db
      .updateTable('institutional_pages')
      .set({ version: 3 })
      .where('slug', '=', 'cookies_policy')
      .execute();
    expect((await getSession(tokens)).json().accepted_cookie_policy).toBe(false);
  });

  it('refuses consent to a cookie-policy version that was never published', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const current = await t.db
      .selectFrom('institutional_pages')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('slug', '=', 'cookies_policy')
      .executeTakeFirst();
    const next = Number(current?.version ?? 0) + 1;

    const response = await post('/api/v1/session/cookie-policy', tokens, {
      version: next + 50,
      analytics: false,
      marketing: false,
    });

    // recording it would silently pre-accept every future policy the user has never seen
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.validation');
  });

  it('rejects a malformed consent with field details', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await post('/api/v1/session/cookie-policy', tokens, { version: 1, analytics: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.validation');
    expect(response.json().error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['analytics', 'marketing']),
    );
  });
});

describe('a user of several clients', () => {
  it('starts with no client selected and lists every client of theirs', async () => {
    const beta = await clientWithMenu(t.db, 'Beta Lojas');
    const alpha = await clientWithMenu(t.db, 'Alfa Varejo');
    await buildBranch(t.db, alpha.id, { name: 'Alfa Centro' });
    const user = await buildUser(t.db, {
      clients: [
        { id: beta.id, role: 'learner' },
        { id: alpha.id, role: 'program_admin' },
      ],
    });

    const response = await getSession(await login(t.app, user.username, user.password));

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.id_user_client_selected).toBeNull();
    expect(session.client).toBeNull();
    expect(session.client_profile_id).toBeNull();
    expect(session.user.role).toBeNull();
    expect(session.clients).toEqual([
      { id: alpha.id, name: 'Alfa Varejo', slug: alpha.slug, logo_url: null },
      { id: beta.id, name: 'Beta Lojas', slug: beta.slug, logo_url: null },
    ]);
    expect(session.branches).toEqual([]);
    expect(session.module_items).toEqual([]);
    expect(session.campaigns).toEqual([]);
    expect(session.admin_left_menu).toBe(false);
  });

  it('POST /api/v1/session/client selects a client of theirs and the session follows it', async () => {
    const alpha = await clientWithMenu(t.db, 'Alfa Varejo');
    const beta = await clientWithMenu(t.db, 'Beta Lojas');
    const alphaBranch = await buildBranch(t.db, alpha.id, { name: 'Alfa Centro' });
    const betaBranch = await buildBranch(t.db, beta.id, { name: 'Beta Norte' });
    const user = await buildUser(t.db, {
      clients: [
        { id: alpha.id, role: 'learner' },
        { id: beta.id, role: 'program_admin' },
      ],
    });
    const tokens = await login(t.app, user.username, user.password);

    const selected = await post('/api/v1/session/client', tokens, { client_id: beta.id });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({
      id_user_client_selected: beta.id,
      client: { id: beta.id, name: 'Beta Lojas' },
      client_profile_id: await profileId(t.db, user.id, beta.id),
      user: { role: 'program_admin' },
      admin_left_menu: true,
      branches: [{ id: betaBranch.id, name: 'Beta Norte' }],
    });
    expect(selected.json().module_items.map((m: { id: number }) => m.id)).toEqual(beta.menu.map((m) => m.id));

    // the choice is stored: a new request (and a new login) sees it
    const again = (await getSession(await login(t.app, user.username, user.password))).json();
    expect(again.id_user_client_selected).toBe(beta.id);

    const back = await post('/api/v1/session/client', tokens, { client_id: alpha.id });
    expect(back.json()).toMatchObject({
      id_user_client_selected: alpha.id,
      user: { role: 'learner' },
      admin_left_menu: false,
      branches: [{ id: alphaBranch.id, name: 'Alfa Centro' }],
    });
    expect(back.json().module_items.map((m: { id: number }) => m.id)).toEqual(alpha.menu.map((m) => m.id));
  });

  it('refuses a client the user does not belong to, and keeps the current selection', async () => {
    const mine = await buildClient(t.db);
    const other = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: mine.id }] });
    const tokens = await login(t.app, user.username, user.password);

    for (const clientId of [other.id, 987_654]) {
      const response = await post('/api/v1/session/client', tokens, { client_id: clientId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'tenancy.client_not_allowed',
          message: 'Não encontrado ou não possui permissão para acessar.',
        },
      });
    }
    expect((await getSession(tokens)).json().id_user_client_selected).toBe(mine.id);
  });
});

describe('POST /api/v1/session/language', () => {
  it('switches the language and the menu titles, falling back to pt-BR for a missing title', async () => {
    const client = await clientWithMenu(t.db, 'Academia Idiomas');
    const news = await buildModuleItem(t.db, client.id, {
      module: 'news',
      titles: { 'pt-BR': 'Notícias' },
      position: 3,
    });
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    expect((await getSession(tokens)).json().module_items.map((m: { title: string }) => m.title)).toEqual([
      'Início',
      'Cursos online',
      'Biblioteca',
      'Notícias',
    ]);

    const response = await post('/api/v1/session/language', tokens, { language_id: 2 });

    expect(response.statusCode).toBe(200);
    expect(response.json().language).toEqual({ id: 2, code: 'en-US' });
    const stored = (await getSession(tokens)).json();
    expect(stored.language).toEqual({ id: 2, code: 'en-US' });
    expect(stored.module_items.map((m: { id: number; title: string }) => [m.id, m.title])).toEqual([
      [client.menu[0]?.id, 'Home'],
      [client.menu[1]?.id, 'Online courses'],
      [client.menu[2]?.id, 'Library'],
      [news.id, 'Notícias'],
    ]);
  });

  it('refuses an unknown language and keeps the current one', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }], languageId: 3 });
    const tokens = await login(t.app, user.username, user.password);

    for (const languageId of [9, 0]) {
      const response = await post('/api/v1/session/language', tokens, { language_id: languageId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('common.validation');
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'language_id' })]);
    }
    expect((await getSession(tokens)).json().language).toEqual({ id: 3, code: 'es-ES' });
  });
});

describe('POST /api/v1/session/country', () => {
  it('accepts a country of the selected client and refuses one outside it', async () => {
    const client = await buildClient(t.db);
    const [brazil, mexico] = await addClientCountries(t.db, client.id, ['BR', 'MX']);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);

    const chosen = await post('/api/v1/session/country', tokens, { country_id: mexico });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().country).toEqual({ id: mexico, code: 'MX', name: 'Mexico', group: 2 });
    expect(chosen.json().countries.map((c: { id: number }) => c.id)).toEqual([brazil, mexico]);

    const outside = await post('/api/v1/session/country', tokens, {
      country_id: await countryId(t.db, 'PE'),
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('tenancy.client_not_allowed');
    expect((await getSession(tokens)).json().country).toMatchObject({ code: 'MX' });
  });

  it('refuses every country while no client is selected', async () => {
    const a = await buildClient(t.db);
    const b = await buildClient(t.db);
    const [brazil] = await addClientCountries(t.db, a.id, ['BR']);
    const user = await buildUser(t.db, { clients: [{ id: a.id }, { id: b.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await post('/api/v1/session/country', tokens, { country_id: brazil });
    expect(response.statusCode).toBe(403);
    expect((await getSession(tokens)).json().country).toBeNull();
  });
});
