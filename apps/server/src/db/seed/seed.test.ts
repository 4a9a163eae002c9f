import { isValidCpf } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, tokenForm } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_ACCOUNTS, SEED_STEPS, seedDemo } from './index.ts';

let t: TestContext;
let ran: string[];

const TABLES = [
  'clients',
  'client_countries',
  'login_settings',
  'branches',
  'campaigns',
  'module_items',
  'user_groups',
  'tags',
  'country_areas',
  'institutional_pages',
  'users',
  'user_clients',
  'seed_steps',
] as const;

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestContext();
  ran = await seedDemo(t.db);
});
afterAll(() => t.close());

function postToken(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/o/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm({ grant_type: 'password', username, password }),
  });
}

describe('seedDemo on a fresh database', () => {
  it('runs every step and creates the two demo clients', async () => {
    expect(ran).toEqual(SEED_STEPS.map((s) => s.name));
    const clients = await t.db
      .selectFrom('clients')
      .select(['slug', 'is_default_site'])
      .orderBy('slug')
      .execute();
    expect(clients).toEqual([
      { slug: 'chip-rewards', is_default_site: false },
      { slug: 'franchise-academy', is_default_site: true },
    ]);
  });

  it('creates the demo accounts with their roles and statuses', async () => {
    const usernames = DEMO_ACCOUNTS.map((a) => a.username);
    const rows = await t.db
      .selectFrom('users')
      .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
      .innerJoin('clients', 'clients.id', 'user_clients.client_id')
      .select(['users.username', 'users.status', 'users.is_superuser', 'clients.slug', 'user_clients.role'])
      .where('users.username', 'in', usernames)
      .orderBy('users.username')
      .orderBy('clients.slug')
      .execute();
    const byUser = new Map<string, string[]>();
    for (const r of rows) byUser.set(r.username, [...(byUser.get(r.username) ?? []), `${r.slug}:${r.role}`]);
    expect(Object.fromEntries(byUser)).toEqual({
      admin: ['chip-rewards:program_admin', 'franchise-academy:program_admin'],
      auditor: ['chip-rewards:auditor'],
      blocked: ['chip-rewards:salesperson'],
      instructor: ['franchise-academy:instructor'],
      learner: ['franchise-academy:learner'],
      moderator: ['franchise-academy:moderator'],
      pending: ['franchise-academy:learner'],
      'promoter.mx': ['chip-rewards:promoter'],
      'seller.br': ['chip-rewards:salesperson'],
      support: ['chip-rewards:support', 'franchise-academy:support'],
    });
    const statuses = Object.fromEntries(rows.map((r) => [r.username, r.status]));
    expect(statuses).toMatchObject({ pending: 'awaiting_approval', blocked: 'blocked', learner: 'approved' });
    expect(rows.filter((r) => r.is_superuser).map((r) => r.username)).toEqual(['admin', 'admin']);
  });

  it('a second call changes nothing', async () => {
    const before = await rowCounts();
    // the demo accounts, the twelve salespeople of the points step, the audit queue's two sellers and the five
    // colleagues who reviewed "Service in practice" (step 2026-12-03 assessment reviews), and the two sellers who
    // may send points to the partner programme (step 2026-12-03 points transfer), and the member blocked from the
    // academy's forum (step 2026-12-05 forum blocked member)
    expect(before.users).toBe(32);
    expect(await seedDemo(t.db)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('signing in as the demo accounts', () => {
  it('learner lands in franchise-academy with its home route', async () => {
    const tokens = await login(t.app, 'learner', 'Elevar@2026');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user).toMatchObject({ username: 'learner', full_name: 'Ana Aprendiz', role: 'learner' });
    expect(session.client).toMatchObject({
      slug: 'franchise-academy',
      home_route: '/home',
      has_trails: true,
    });
    expect(session.id_user_client_selected).toBe(session.client.id);
    expect(session.module_items[0]).toMatchObject({ module: 'home', title: 'Início' });
    expect(session.admin_left_menu).toBe(false);
  });

  it('the Brazilian salesperson is offered sales reporting; the Mexican promoter (group 2) is not', async () => {
    const menu = async (username: string) => {
      const tokens = await login(t.app, username, 'Elevar@2026');
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
      return response.json().module_items.map((item: { module: string }) => item.module);
    };
    expect(await menu('seller.br')).toContain('insert_sales');
    const promoter = await menu('promoter.mx');
    expect(promoter).not.toContain('insert_sales');
    expect(promoter).toContain('reward_store');
  });

  it('mateo.mx (Mexico, group 2) sends store photos in Q4: three photo types, photos in every audit state', async () => {
    const headers = bearer(await login(t.app, 'mateo.mx', 'Elevar@2026'));
    const photos = (await t.app.inject({ method: 'GET', url: '/api/v1/rewards/photos', headers })).json();
    expect(photos.count).toBe(4);
    expect(new Set(photos.results.map((p: { status: string }) => p.status))).toEqual(
      new Set(['under_audit', 'approved', 'reproved']),
    );
    const campaigns = (
      await t.app.inject({ method: 'GET', url: '/api/v1/rewards/campaigns', headers })
    ).json();
    const q4 = campaigns.active.find((c: { name: string }) => c.name === 'Q4 2026');
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rewards/campaigns/${q4.id}/photo-form`,
      headers,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().photo_types.map((type: { name: string }) => type.name)).toEqual([
      'Vitrine',
      'Ponta de gôndola',
      'Totem da marca',
    ]);
    expect(form.json().stores).toMatchObject([
      { name: 'CompuCentro Polanco', time_zone: 'America/Mexico_City' },
    ]);
  });

  it('gives the auditor a real queue: sales and photos in every audit state, the suspicious ones first', async () => {
    const headers = bearer(await login(t.app, 'auditor', 'Elevar@2026'));
    const queue = async (kind: string, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/rewards/audit/${kind}?page_size=100${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as {
        signals: string[];
        user: { username: string };
        invoice_number?: string;
      }[];
    };
    const sales = await queue('sales');
    expect(sales[0]?.signals.length).toBeGreaterThan(0);
    const duplicates = await queue('sales', '&signal=duplicate_invoice');
    expect(duplicates.map((s) => [s.user.username, s.invoice_number]).sort()).toEqual([
      ['paulo.br', '000.123.456'],
      ['seller.br', '000.123.456'],
    ]);
    expect((await queue('sales', '&signal=duplicate_image')).map((s) => s.user.username).sort()).toEqual([
      'paulo.br',
      'renata.br',
    ]);
    expect(await queue('sales', '&status=approved&signal=high_quantity')).toHaveLength(1);
    expect((await queue('sales', '&status=reproved')).length).toBeGreaterThan(0);
    const photos = await queue('photos', '&signal=duplicate_image');
    expect(photos.map((p) => p.user.username).sort()).toEqual(['paulo.br', 'renata.br']);
    // the photos step's own demo shelves do not look alike
    expect((await queue('photos')).filter((p) => p.user.username === 'mateo.mx')[0]?.signals).toEqual([]);
  });

  it('seller.br finds the reward store stocked in Brazil with their points, and orders in every state', async () => {
    const headers = { ...bearer(await login(t.app, 'seller.br', 'Elevar@2026')), 'accept-language': 'en-US' };
    const store = (
      await t.app.inject({ method: 'GET', url: '/api/v1/rewards/store?sort=name', headers })
    ).json();
    expect(store.count).toBe(8);
    expect(store.results.every((r: { image_url: string | null }) => r.image_url !== null)).toBe(true);
    expect(store.results.find((r: { name: string }) => r.name === 'Instant camera').stock).toBe(0);
    expect(store.state.user_points).toBeGreaterThan(1000);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/v1/rewards/orders', headers })).json();
    expect(new Set(orders.results.map((o: { status: string }) => o.status))).toEqual(
      new Set(['awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected']),
    );
    const images = await t.db
      .selectFrom('stored_files')
      .select('content_type')
      .where('purpose', '=', 'reward_image')
      .execute();
    expect(images.map((i) => i.content_type)).toEqual(Array(8).fill('image/webp'));
  });

  it('paulo.br’s order waits for the audit of his sales and photos, and the admin finds it pending audit', async () => {
    const headers = { ...bearer(await login(t.app, 'paulo.br', 'Elevar@2026')), 'accept-language': 'en-US' };
    const orders = (await t.app.inject({ method: 'GET', url: '/api/v1/rewards/orders', headers })).json();
    expect(orders.results).toEqual([
      expect.objectContaining({
        status: 'pending_audit',
        reward: expect.objectContaining({ name: 'Wireless mouse' }),
      }),
    ]);
    const holds = await t.db
      .selectFrom('reward_order_holds')
      .select('item')
      .where('order_id', '=', orders.results[0].id)
      .execute();
    expect(new Set(holds.map((h) => h.item))).toEqual(new Set(['sale', 'photo']));
  });

  it('every approved demo account has accepted the published terms, so none is stopped by the terms prompt', async () => {
    const rows = await t.db
      .selectFrom('users')
      .select(['username', 'accepted_terms_version'])
      .where('status', '=', 'approved')
      .execute();
    expect(rows.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    expect(rows.filter((row) => row.accepted_terms_version !== 1)).toEqual([]);
    const tokens = await login(t.app, 'seller.br', 'Elevar@2026');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
    expect(session.json().accepted_terms).toBe(true);
  });

  it('promoter.mx lands in chip-rewards, in Spanish, in Mexico', async () => {
    const tokens = await login(t.app, 'promoter.mx', 'Elevar@2026');
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) })
    ).json();
    expect(session.client.slug).toBe('chip-rewards');
    expect(session.language).toEqual({ id: 3, code: 'es-ES' });
    expect(session.country).toMatchObject({ code: 'MX' });
    expect(session.reward_campaign).toMatchObject({ name: 'Q4 2026', is_active: true });
    expect(session.module_items[0]).toMatchObject({ module: 'home', title: 'Inicio' });
  });

  it('admin belongs to both clients and starts with none selected', async () => {
    const tokens = await login(t.app, 'admin', 'Elevar@2026');
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) })
    ).json();
    expect(session.clients.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'chip-rewards',
      'franchise-academy',
    ]);
    expect(session.id_user_client_selected).toBeNull();
    expect(session.client).toBeNull();
    expect(session.language).toEqual({ id: 2, code: 'en-US' });
    expect(session.admin_left_menu).toBe(true);
  });

  it("shows the admin the rewards client's audit trail: the level decisions the demo made in their name", async () => {
    const headers = bearer(await login(t.app, 'admin', 'Elevar@2026'));
    const rewards = await t.db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'chip-rewards')
      .executeTakeFirstOrThrow();
    const selected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers,
      payload: { client_id: rewards.id },
    });
    expect(selected.statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?page_size=100', headers });
    expect(audit.statusCode).toBe(200);
    const actions = new Set(audit.json().results.map((event: { action: string }) => event.action));
    expect(actions).toContain('points.level_change.approved');
    expect(actions).toContain('points.rule.updated');
  });

  it('pending is told the account awaits approval', async () => {
    const response = await postToken('pending', 'Elevar@2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.user_pending_approval' });
  });

  it('blocked is told the account was blocked for breaking the rules', async () => {
    const response = await postToken('blocked', 'Elevar@2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.user_blocked_rules' });
  });
});

describe('demo account profiles', () => {
  it('give the learner a valid CPF and a verified phone, so recovery by document can be tried', async () => {
    const learner = await t.db
      .selectFrom('users')
      .select(['name', 'last_name', 'document', 'phone_mobile', 'phone_verified'])
      .where('username', '=', 'learner')
      .executeTakeFirstOrThrow();
    expect(learner).toMatchObject({ name: 'Ana', last_name: 'Aprendiz', phone_verified: true });
    expect(learner.document && isValidCpf(learner.document)).toBe(true);
    expect(learner.phone_mobile).toMatch(/^\+55\d{10,11}$/);
  });

  it("fill every field each client's profile requires, so any one field saves on its own", async () => {
    const missing: string[] = [];
    for (const account of DEMO_ACCOUNTS.filter((a) => a.status === undefined)) {
      const tokens = await login(t.app, account.username, 'Elevar@2026');
      const headers = bearer(tokens);
      const session = (await t.app.inject({ method: 'GET', url: '/api/v1/session', headers })).json();
      for (const client of session.clients as { id: number; name: string }[]) {
        const selected = await t.app.inject({
          method: 'POST',
          url: '/api/v1/session/client',
          headers,
          payload: { client_id: client.id },
        });
        expect(selected.statusCode).toBe(200);
        const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json();
        for (const rule of profile.config as { name: string; required: boolean }[]) {
          if (rule.required && profile[rule.name] === null)
            missing.push(`${account.username}@${client.name}: ${rule.name}`);
        }
        const saved = await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/profile',
          headers,
          payload: { nickname: `${account.username} nick` },
        });
        expect(saved.statusCode, `${account.username} in ${client.name}`).toBe(200);
      }
    }
    expect(missing).toEqual([]);
  });

  it('put the pending account in the academy, where its reviewers look', async () => {
    const pending = await t.db
      .selectFrom('users')
      .innerJoin('clients', 'clients.id', 'users.registration_client_id')
      .select(['users.status', 'clients.slug'])
      .where('users.username', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ status: 'awaiting_approval', slug: 'franchise-academy' });
  });
});
