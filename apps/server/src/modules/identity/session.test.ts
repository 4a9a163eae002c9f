import { MODULES } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildCampaign,
  buildClient,
  buildInstitutionalPage,
  buildModuleItem,
  buildUser,
  countryId,
  login,
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

async function profileId(userId: number, clientId: number) {
  const row = await t.db
    .selectFrom('user_clients')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A client with a three-entry menu (inserted out of order) in pt-BR and en-US. */
async function clientWithMenu(name: string) {
  const client = await buildClient(t.db, { name });
  const library = await buildModuleItem(t.db, client.id, {
    module: 'library',
    titles: { 'pt-BR': 'Biblioteca', 'en-US': 'Library' },
    position: 2,
  });
  const home = await buildModuleItem(t.db, client.id, {
    module: 'home',
    titles: { 'pt-BR': 'Início', 'en-US': 'Home' },
    position: 0,
  });
  const courses = await buildModuleItem(t.db, client.id, {
    module: 'online_courses',
    titles: { 'pt-BR': 'Cursos online', 'en-US': 'Online courses' },
    position: 1,
  });
  return { ...client, menu: [home, courses, library] };
}

describe('GET /api/v1/session for a user of one client', () => {
  it('returns the whole session with the client selected, its menu, lists and campaigns', async () => {
    const client = await buildClient(t.db, {
      name: 'Academia Norte',
      modules: ['online_courses', 'library', 'ranking'],
      useScore: false,
      homeRoute: '/trails',
    });
    const [argentina, brazil] = await addClientCountries(t.db, client.id, ['AR', 'BR']);
    const south = await buildBranch(t.db, client.id, { name: 'Loja Sul', countryId: brazil });
    const centre = await buildBranch(t.db, client.id, { name: 'Loja Centro', countryId: brazil });
    const library = await buildModuleItem(t.db, client.id, {
      module: 'library',
      titles: { 'pt-BR': 'Biblioteca', 'en-US': 'Library' },
      position: 2,
      route: '/library',
      icon: 'books',
    });
    const home = await buildModuleItem(t.db, client.id, {
      module: 'home',
      titles: { 'pt-BR': 'Início', 'en-US': 'Home' },
      position: 0,
      route: '/home',
    });
    const courses = await buildModuleItem(t.db, client.id, {
      module: 'online_courses',
      titles: { 'pt-BR': 'Cursos online', 'en-US': 'Online courses' },
      position: 1,
      route: '/online-courses',
    });
    // the test clock says 2026-11-21
    const q3 = await buildCampaign(t.db, client.id, {
      name: 'Q3 2026',
      begin: '2026-07-01',
      end: '2026-09-15',
      reward: true,
    });
    const q4 = await buildCampaign(t.db, client.id, {
      name: 'Q4 2026',
      begin: '2026-10-01',
      end: '2026-12-15',
      reward: true,
    });
    const q1 = await buildCampaign(t.db, client.id, {
      name: 'Q1 2027',
      begin: '2027-01-01',
      end: '2027-03-15',
      reward: true,
    });
    const onboarding = await buildCampaign(t.db, client.id, {
      name: 'Integração 2026',
      begin: '2026-01-01',
      end: '2026-11-21',
    });
    const user = await buildUser(t.db, { clients: [{ id: client.id, role: 'learner' }] });

    const response = await getSession(await login(t.app, user.username, user.password));

    expect(response.statusCode).toBe(200);
    const enabled = new Set(['online_courses', 'library', 'ranking']);
    const campaign = (c: { id: number; name: string }, begin: string, end: string, active: boolean) => ({
      id: c.id,
      name: c.name,
      begin_date: begin,
      end_date: end,
      is_active: active,
    });
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        username: user.username,
        email: `${user.username}@example.test`,
        full_name: `User ${user.username}`,
        image: null,
        status: 'approved',
        is_superuser: false,
        role: 'learner',
      },
      id_user_client_selected: client.id,
      client: {
        id: client.id,
        name: 'Academia Norte',
        slug: client.slug,
        logo_url: null,
        home_route: '/trails',
        group_training_use_score: false,
        ...Object.fromEntries(MODULES.map((m) => [`has_${m}`, enabled.has(m)])),
      },
      client_profile_id: await profileId(user.id, client.id),
      country: null,
      language: { id: 1, code: 'pt-BR' },
      campaign: campaign(onboarding, '2026-01-01', '2026-11-21', true),
      reward_campaign: campaign(q4, '2026-10-01', '2026-12-15', true),
      clients: [{ id: client.id, name: 'Academia Norte', slug: client.slug, logo_url: null }],
      countries: [
        { id: argentina, code: 'AR', name: 'Argentina', group: 1 },
        { id: brazil, code: 'BR', name: 'Brazil', group: 1 },
      ],
      branches: [
        { id: centre.id, name: 'Loja Centro', country_id: brazil },
        { id: south.id, name: 'Loja Sul', country_id: brazil },
      ],
      campaigns: [
        campaign(q1, '2027-01-01', '2027-03-15', false),
        campaign(q4, '2026-10-01', '2026-12-15', true),
        campaign(q3, '2026-07-01', '2026-09-15', false),
        campaign(onboarding, '2026-01-01', '2026-11-21', true),
      ],
      module_items: [
        { id: home.id, module: 'home', title: 'Início', route: '/home', icon: null, position: 0 },
        {
          id: courses.id,
          module: 'online_courses',
          title: 'Cursos online',
          route: '/online-courses',
          icon: null,
          position: 1,
        },
        {
          id: library.id,
          module: 'library',
          title: 'Biblioteca',
          route: '/library',
          icon: 'books',
          position: 2,
        },
      ],
      has_mandatory_surveys: false,
      has_mandatory_drills: false,
      must_change_password: false,
      accepted_terms: true,
      accepted_cookie_policy: true,
      admin_left_menu: false,
      is_webservice: false,
    });
  });

  it('moves campaigns between active and previous as the clock passes their end date', async () => {
    const client = await buildClient(t.db);
    const ending = await buildCampaign(t.db, client.id, {
      name: 'Ends today',
      begin: '2026-10-01',
      end: '2026-11-21',
      reward: true,
    });
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);

    const today = (await getSession(tokens)).json();
    expect(today.reward_campaign?.id).toBe(ending.id);
    expect(today.campaign).toBeNull();

    const start = t.clock.now();
    t.clock.advance(86_400_000);
    try {
      const tomorrow = await login(t.app, user.username, user.password);
      const after = (await getSession(tomorrow)).json();
      expect(after.campaigns).toEqual([expect.objectContaining({ id: ending.id, is_active: false })]);
      expect(after.reward_campaign).toBeNull();
    } finally {
      t.clock.set(start);
    }
  });

  it.each([
    ['program_admin', false, true],
    ['support', false, true],
    ['auditor', false, true],
    ['learner', false, false],
    ['salesperson', false, false],
    ['learner', true, true],
  ] as const)('admin_left_menu for a %s (superuser: %s) is %s', async (role, superuser, expected) => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id, role }], superuser });
    const session = (await getSession(await login(t.app, user.username, user.password))).json();
    expect(session.user.role).toBe(role);
    expect(session.user.is_superuser).toBe(superuser);
    expect(session.admin_left_menu).toBe(expected);
  });
});

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
    const beta = await clientWithMenu('Beta Lojas');
    const alpha = await clientWithMenu('Alfa Varejo');
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
    const alpha = await clientWithMenu('Alfa Varejo');
    const beta = await clientWithMenu('Beta Lojas');
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
      client_profile_id: await profileId(user.id, beta.id),
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
    const client = await clientWithMenu('Academia Idiomas');
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

describe('unauthenticated requests', () => {
  it('answer 401 with the envelope in the Accept-Language language', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: { code: 'auth.unauthenticated', message: 'Sua sessão expirou. Entre novamente.' },
    });

    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { authorization: 'Bearer not-a-real-token', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({
      error: { code: 'auth.unauthenticated', message: 'Your session has expired. Please sign in again.' },
    });

    const basic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/language',
      headers: { authorization: 'Basic ZWxldmFyOmVsZXZhcg==', 'accept-language': 'es' },
      payload: { language_id: 2 },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error).toEqual({
      code: 'auth.unauthenticated',
      message: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    });
  });
});
