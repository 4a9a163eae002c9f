import { MODULES } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildCampaign,
  buildClient,
  buildModuleItem,
  buildUser,
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
      client_profile_id: await profileId(t.db, user.id, client.id),
      country: null,
      country_group: null,
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
      under_maintenance: false,
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
