import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge } from './badge-fixtures.ts';
import { bearer, buildBranch, buildCampaign, buildClient, buildUser, login } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { buildPointRule, earn, levelsSite, REWARDS_SITE_MODULES } from './level-fixtures.ts';
import { NOW, post } from './points-fixtures.ts';
import { bulkUsers, setExperience } from './ranking-fixtures.ts';
import { signedIn } from './registration.ts';

/**
 * The query budget: every list endpoint sends as many statements for a page of 25 rows as for a page of one, so a
 * query per row (an N+1) fails here. Each request is sent once first, so per-instance caches are warm for both.
 * The last test checks that every GET route the server registers is measured here or named below as no list.
 */

/** GET routes that answer no list of rows. */
const NOT_LISTS = new Set([
  '/api/v1/institutional/:slug',
  '/api/v1/admin/maintenance',
  '/api/v1/accounts/password-link',
  '/api/v1/sso/start',
  '/api/v1/sso/callback',
  '/api/v1/profile',
  '/api/v1/profile/phone-verification',
  '/api/v1/notifications/unread-count',
  '/api/v1/levels/me',
  '/api/v1/files/:key',
  '/ws',
  '/health',
]);

const N = 25;
let t: TestContext;
const getRoutes: string[] = [];
const measuredRoutes = new Set<string>();

beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = [route.method].flat();
        if (methods.includes('GET') && !route.url.startsWith('/api/docs')) getRoutes.push(route.url);
      },
    },
  );
});
afterAll(() => t.close());

/** The registered route a URL reached. */
function routeOf(url: string): string | undefined {
  const path = url.split('?')[0] ?? url;
  return getRoutes.find((route) =>
    new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
}

interface Call {
  url: string;
  headers?: Record<string, string>;
}

async function measured({ url, headers = {} }: Call) {
  measuredRoutes.add(routeOf(url) ?? url);
  const get = () => t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en-US' } });
  let response = await get();
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const statements = await t.queries.during(async () => {
    response = await get();
  });
  return { statements, body: response.body };
}

/** `one` answers one row and `many` answers 25 (`rows` reads how many), with the same number of statements. */
async function expectSameStatements(one: Call, many: Call, rows: (body: string) => number | number[]) {
  const small = await measured(one);
  const large = await measured(many);
  const oneRows = [rows(small.body)].flat();
  const manyRows = [rows(large.body)].flat();
  expect({ one: oneRows, many: manyRows }).toEqual({
    one: oneRows.map(() => 1),
    many: manyRows.map(() => N),
  });
  expect(
    large.statements,
    `${many.url}: ${small.statements} statements for 1 row, ${large.statements} for ${N} rows`,
  ).toBe(small.statements);
}

const results = (body: string) => (JSON.parse(body) as { results: unknown[] }).results.length;
const lengths =
  (...keys: string[]) =>
  (body: string) => {
    const value = JSON.parse(body) as Record<string, unknown>;
    return keys.map((path) => {
      const list = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
      return (list as unknown[]).length;
    });
  };
const paged = (url: string, headers: Record<string, string>) => {
  const sep = url.includes('?') ? '&' : '?';
  return [
    { url: `${url}${sep}page_size=1`, headers },
    { url: `${url}${sep}page_size=${N}`, headers },
  ] as const;
};
const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const minutesAgo = (i: number) => new Date(NOW.getTime() - (i + 1) * 60_000);

async function signIn(user: { username: string; password: string }) {
  return bearer(await login(t.app, user.username, user.password));
}

describe('the query budget: a page of 25 rows costs the statements of a page of one', () => {
  describe('tenancy and session lists', () => {
    let one: { slug: string; headers: Record<string, string> };
    let many: { slug: string; headers: Record<string, string> };

    /**
     * A client with `size` of every list a site has: countries (each with an area), groups, tags, pages, branches,
     * campaigns and menu entries.
     */
    async function site(size: number, countryIds: number[]) {
      const client = await buildClient(t.db);
      await t.db
        .insertInto('client_countries')
        .values(countryIds.map((id) => ({ client_id: client.id, country_id: id })))
        .execute();
      await t.db
        .insertInto('country_areas')
        .values(countryIds.map((id) => ({ country_id: id, name: `Area ${id}`, group: 1 })))
        .execute();
      for (const table of ['user_groups', 'tags'] as const) {
        await t.db
          .insertInto(table)
          .values(range(size).map((i) => ({ client_id: client.id, name: `${table} ${i}` })))
          .execute();
      }
      await t.db
        .insertInto('wildcard_pages')
        .values(
          range(size).map((i) => ({
            client_id: client.id,
            slug: `page-${i}`,
            titles: JSON.stringify({ 'en-US': `Page ${i}` }),
          })),
        )
        .execute();
      await t.db
        .insertInto('branches')
        .values(
          range(size).map((i) => ({ client_id: client.id, name: `Store ${i}`, country_id: countryIds[0] })),
        )
        .execute();
      await t.db
        .insertInto('campaigns')
        .values(
          range(size).map((i) => ({
            client_id: client.id,
            name: `Campaign ${i}`,
            begin_date: '2026-10-01',
            end_date: '2026-12-15',
            is_reward_campaign: i === 0,
          })),
        )
        .execute();
      await t.db
        .insertInto('module_items')
        .values(
          range(size).map((i) => ({
            client_id: client.id,
            module: `page_${i}`,
            titles: JSON.stringify({ 'en-US': `Page ${i}` }),
            route: `/pages/page-${i}`,
            position: i,
          })),
        )
        .execute();
      return client;
    }

    beforeAll(async () => {
      // the reference data has fewer countries than a page: 26 more, each with no area yet
      const countries = await t.db
        .insertInto('countries')
        .values(
          range(N + 1).map((i) => ({
            code: `Q${String.fromCharCode(65 + i)}`,
            name: `Country ${i}`,
            group: 1,
          })),
        )
        .returning('id')
        .execute();
      const ids = countries.map((c) => c.id);
      const small = await site(1, ids.slice(0, 1));
      const large = await site(N, ids.slice(1));
      // the large site's member belongs to 24 more clients and has selected the large site
      const others = await Promise.all(range(N - 1).map(() => buildClient(t.db)));
      const oneUser = await buildUser(t.db, { clients: [{ id: small.id }] });
      const manyUser = await buildUser(t.db, { clients: [large, ...others].map((c) => ({ id: c.id })) });
      await t.db
        .updateTable('users')
        .set({ selected_client_id: large.id })
        .where('id', '=', manyUser.id)
        .execute();
      one = { slug: small.slug, headers: await signIn(oneUser) };
      many = { slug: large.slug, headers: await signIn(manyUser) };
    });

    it('GET /api/v1/site-lists', async () => {
      await expectSameStatements(
        { url: '/api/v1/site-lists', headers: one.headers },
        { url: '/api/v1/site-lists', headers: many.headers },
        lengths('countries', 'country_areas', 'user_groups', 'tags', 'wildcard_pages'),
      );
    });

    it('GET /api/v1/session', async () => {
      await expectSameStatements(
        { url: '/api/v1/session', headers: one.headers },
        { url: '/api/v1/session', headers: many.headers },
        lengths('clients', 'countries', 'branches', 'campaigns', 'module_items'),
      );
    });

    it('GET /api/v1/login-params', async () => {
      await expectSameStatements(
        { url: `/api/v1/login-params?client=${one.slug}` },
        { url: `/api/v1/login-params?client=${many.slug}` },
        lengths('register_config.countries', 'register_config.branches'),
      );
    });
  });

  describe('staff: accounts and outbox', () => {
    let headers: Record<string, string>;

    beforeAll(async () => {
      const client = await buildClient(t.db);
      const reviewer = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'support' }] });
      headers = reviewer.headers;
      const countries = await t.db.selectFrom('countries').select('id').orderBy('id').limit(N).execute();
      const ids = await bulkUsers(t.db, N, `awaiting${client.id}.`);
      for (const [i, id] of ids.entries()) {
        const branch = await buildBranch(t.db, client.id);
        await t.db
          .updateTable('users')
          .set({
            status: 'awaiting_approval',
            registration_client_id: client.id,
            country_id: countries[i]?.id ?? null,
            email: `awaiting${id}@example.test`,
          })
          .where('id', '=', id)
          .execute();
        await t.db
          .insertInto('user_clients')
          .values({ user_id: id, client_id: client.id, role: 'learner', branch_id: branch.id })
          .execute();
      }
      await t.db
        .insertInto('outbox_messages')
        .values(
          ids.map((id, i) => ({
            channel: i % 2 === 0 ? 'email' : 'sms',
            recipient: `awaiting${id}@example.test`,
            subject: 'Hello',
            body: 'Hello',
            template: 'account_approved',
            client_id: client.id,
            user_id: id,
          })),
        )
        .execute();
    });

    it('GET /api/v1/admin/accounts', async () => {
      const [one, many] = paged('/api/v1/admin/accounts', headers);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/admin/outbox', async () => {
      const [one, many] = paged('/api/v1/admin/outbox', headers);
      await expectSameStatements(one, many, results);
    });
  });

  describe('notifications, messages and the feed', () => {
    let headers: Record<string, string>;

    beforeAll(async () => {
      const client = await buildClient(t.db);
      const user = await buildUser(t.db, { clients: [{ id: client.id }] });
      await t.db
        .insertInto('notifications')
        .values(
          (['notification', 'message'] as const).flatMap((channel) =>
            range(N).map((i) => ({
              client_id: client.id,
              user_id: user.id,
              kind: channel === 'message' ? 'level_reached' : 'points_expiring',
              channel,
              data: JSON.stringify({ n: i }),
              created_at: minutesAgo(i),
              ...(i % 2 === 0 ? { read_at: NOW } : {}),
            })),
          ),
        )
        .execute();
      headers = await signIn(user);
    });

    it('GET /api/v1/notifications (notifications)', async () => {
      const [one, many] = paged('/api/v1/notifications?channel=notification', headers);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/notifications (internal messages)', async () => {
      const [one, many] = paged('/api/v1/notifications?channel=message', headers);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/feed (notifications)', async () => {
      const [one, many] = paged('/api/v1/feed', headers);
      await expectSameStatements(one, many, results);
    });
  });

  describe('points: balance, statement, feed, points table and its staff screens', () => {
    let oneHeaders: Record<string, string>;
    let manyHeaders: Record<string, string>;
    let adminHeaders: Record<string, string>;
    let campaigns: number[];

    beforeAll(async () => {
      const client = await buildClient(t.db, { modules: REWARDS_SITE_MODULES });
      campaigns = [];
      for (const i of range(N)) {
        const campaign = await buildCampaign(t.db, client.id, {
          begin: `2026-10-${String(i + 1).padStart(2, '0')}`,
          end: '2026-12-15',
          reward: true,
        });
        campaigns.push(campaign.id);
      }
      const [first = 0, second = 0] = campaigns;
      await buildPointRule(t.db, client.id, first, {
        code: 'rule.0',
        kind: 'sale',
        base: 10,
        labelKey: 'sale',
      });
      for (const i of range(N)) {
        await buildPointRule(t.db, client.id, second, {
          code: `rule.${i}`,
          kind: i % 2 === 0 ? 'sale' : 'training',
          base: 10 + i,
          descriptions: { 'pt-BR': `Regra ${i}`, 'en-US': `Rule ${i}` },
          position: i,
        });
      }
      const oneUser = await buildUser(t.db, { clients: [{ id: client.id, role: 'salesperson' }] });
      const manyUser = await buildUser(t.db, { clients: [{ id: client.id, role: 'salesperson' }] });
      await post(t.db, { clientId: client.id, userId: oneUser.id, campaignId: first });
      // one entry per campaign, the first two posted by a rule of the points table
      const byRule = [
        { kind: 'sale', amount: undefined, rule: { code: 'rule.0', quantity: 2 } },
        { kind: 'training', amount: undefined, rule: { code: 'rule.1', quantity: 1 } },
      ] as const;
      for (const [i, campaignId] of campaigns.entries()) {
        await post(
          t.db,
          {
            clientId: client.id,
            userId: manyUser.id,
            campaignId,
            ...(byRule[i] ?? { kind: i % 3 === 0 ? 'training' : 'sale', amount: 10 + i }),
            ...(i % 4 === 0 ? { status: 'under_audit' as const } : {}),
          },
          minutesAgo(i),
        );
      }
      oneHeaders = await signIn(oneUser);
      manyHeaders = await signIn(manyUser);
      adminHeaders = (await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] }))
        .headers;
    });

    it('GET /api/v1/points/balance (every balance the user holds)', async () => {
      const url = `/api/v1/points/balance?campaign_id=${campaigns[0]}`;
      await expectSameStatements(
        { url, headers: oneHeaders },
        { url, headers: manyHeaders },
        lengths('balances'),
      );
    });

    it('GET /api/v1/points/statement', async () => {
      const [one, many] = paged('/api/v1/points/statement', manyHeaders);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/points/statement.csv', async () => {
      const url = '/api/v1/points/statement.csv';
      await expectSameStatements(
        { url, headers: oneHeaders },
        { url, headers: manyHeaders },
        (body) => body.trim().split(/\r?\n/).length - 1,
      );
    });

    it('GET /api/v1/feed (ledger entries)', async () => {
      const [one, many] = paged('/api/v1/feed', manyHeaders);
      await expectSameStatements(one, many, (body) => {
        const items = (JSON.parse(body) as { results: { type: string }[] }).results;
        expect(new Set(items.map((item) => item.type))).toEqual(new Set(['entry']));
        return items.length;
      });
    });

    it('GET /api/v1/points-table (rules of a campaign)', async () => {
      await expectSameStatements(
        // the user's level is stored in both campaigns (a level still to carry over costs a read more)
        { url: `/api/v1/points-table?campaign_id=${campaigns[0]}`, headers: manyHeaders },
        { url: `/api/v1/points-table?campaign_id=${campaigns[1]}`, headers: manyHeaders },
        lengths('rules'),
      );
    });

    it('GET /api/v1/admin/points-table/campaigns', async () => {
      const [one, many] = paged('/api/v1/admin/points-table/campaigns', adminHeaders);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/admin/points-table/campaigns/:id (rules of a campaign)', async () => {
      await expectSameStatements(
        { url: `/api/v1/admin/points-table/campaigns/${campaigns[0]}`, headers: adminHeaders },
        { url: `/api/v1/admin/points-table/campaigns/${campaigns[1]}`, headers: adminHeaders },
        lengths('rules'),
      );
    });
  });

  describe('levels: level changes and their evidence', () => {
    let adminHeaders: Record<string, string>;
    let evidenceChangeId: number;

    beforeAll(async () => {
      const site = await levelsSite(t.app, t.db, 'Budget');
      adminHeaders = site.admin.headers;
      const now = t.clock.now();
      // 25 users reach the intermediate level: 25 pending changes
      for (const i of range(N)) {
        const seller = await buildUser(t.db, { clients: [{ id: site.id, role: 'salesperson' }] });
        await earn(t.db, now, { clientId: site.id, userId: seller.id, campaignId: site.current.id }, 120 + i);
      }
      // one more reaches it with 25 sales, some of them still under audit: the evidence of its change
      const seller = await buildUser(t.db, { clients: [{ id: site.id, role: 'salesperson' }] });
      const who = { clientId: site.id, userId: seller.id, campaignId: site.current.id };
      for (const i of range(N)) {
        await earn(t.db, minutesAgo(N - i), who, 10, {
          kind: i % 3 === 0 ? 'photo' : 'sale',
          ...(i % 4 === 0 ? { status: 'under_audit' as const } : {}),
        });
      }
      const change = await t.db
        .selectFrom('level_changes')
        .select('id')
        .where('user_id', '=', seller.id)
        .executeTakeFirstOrThrow();
      evidenceChangeId = change.id;
    });

    it('GET /api/v1/admin/level-changes', async () => {
      const [one, many] = paged('/api/v1/admin/level-changes', adminHeaders);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/admin/level-changes/:id (its evidence)', async () => {
      const [one, many] = paged(`/api/v1/admin/level-changes/${evidenceChangeId}`, adminHeaders);
      await expectSameStatements(one, many, lengths('evidence.results'));
    });
  });

  describe('badges', () => {
    let oneHeaders: Record<string, string>;
    let manyHeaders: Record<string, string>;
    let adminHeaders: Record<string, string>;

    /** A client with `size` badges, a learner who earned them all, and its programme administrator. */
    async function badgeSite(size: number) {
      const client = await buildClient(t.db);
      const learner = await buildUser(t.db, { clients: [{ id: client.id }] });
      const others = await bulkUsers(t.db, 3, `earner${client.id}.`);
      for (const i of range(size)) {
        const badge = await buildBadge(t.db, client.id, {
          code: `badge-${i}`,
          rule: 'entry_count',
          threshold: i + 1,
          position: i,
        });
        await t.db
          .insertInto('user_badges')
          .values(
            [learner.id, ...others.slice(0, i % 4)].map((userId) => ({
              user_id: userId,
              client_id: client.id,
              badge_id: badge.id,
              earned_at: minutesAgo(i),
            })),
          )
          .execute();
      }
      const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
      return { learnerHeaders: await signIn(learner), adminHeaders: admin.headers };
    }

    beforeAll(async () => {
      oneHeaders = (await badgeSite(1)).learnerHeaders;
      const many = await badgeSite(N);
      manyHeaders = many.learnerHeaders;
      adminHeaders = many.adminHeaders;
    });

    it('GET /api/v1/badges (my badges)', async () => {
      await expectSameStatements(
        { url: '/api/v1/badges', headers: oneHeaders },
        { url: '/api/v1/badges', headers: manyHeaders },
        results,
      );
    });

    it('GET /api/v1/feed (badges earned)', async () => {
      const [one, many] = paged('/api/v1/feed', manyHeaders);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/admin/badges', async () => {
      const [one, many] = paged('/api/v1/admin/badges', adminHeaders);
      await expectSameStatements(one, many, results);
    });
  });

  describe('rankings', () => {
    it('GET /api/v1/rankings (top N)', async () => {
      const client = await buildClient(t.db);
      const campaign = await buildCampaign(t.db, client.id, { begin: '2026-10-01', end: '2026-12-31' });
      const branch = await buildBranch(t.db, client.id);
      const ids = await bulkUsers(t.db, N, `ranked${client.id}.`);
      await t.db
        .insertInto('user_clients')
        .values(ids.map((id) => ({ user_id: id, client_id: client.id, role: 'learner' as const })))
        .execute();
      for (const [i, userId] of ids.entries()) {
        const key = { clientId: client.id, userId, campaignId: campaign.id, branchId: branch.id };
        await setExperience(t.db, key, 100 + i * 10);
      }
      const viewer = await buildUser(t.db, { clients: [{ id: client.id }] });
      await setExperience(t.db, { clientId: client.id, userId: viewer.id, campaignId: campaign.id }, 5);
      const [one, many] = paged(`/api/v1/rankings?campaign_id=${campaign.id}`, await signIn(viewer));
      await expectSameStatements(one, many, results);
    });
  });

  it('measures every GET route that answers a list (the others are named in NOT_LISTS)', () => {
    const unmeasured = getRoutes.filter((route) => !measuredRoutes.has(route) && !NOT_LISTS.has(route));
    expect(unmeasured).toEqual([]);
    expect([...NOT_LISTS].filter((route) => !getRoutes.includes(route))).toEqual([]);
  });
});
