import { beforeAll, describe, it } from 'vitest';
import { buildBranch, buildClient, buildUser } from './factories.ts';
import type { TestContext } from './harness.ts';
import { NOW } from './points-fixtures.ts';
import { lengths, minutesAgo, N, paged, queryBudget, range, results } from './query-budget.ts';
import { bulkUsers } from './ranking-fixtures.ts';
import { signedIn } from './registration.ts';

// The query budget (query-budget.ts) for the site, session, staff account, audit and notification lists.
const budget = queryBudget('site');
const { expectSameStatements, signIn } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

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

  describe('staff: the audit trail', () => {
    let oneHeaders: Record<string, string>;
    let manyHeaders: Record<string, string>;

    /** A client whose programme administrator reads `size` events, each by another staff member. */
    async function audited(size: number) {
      const client = await buildClient(t.db);
      const actors = await bulkUsers(t.db, size, `staff${client.id}.`);
      await t.db
        .insertInto('audit_events')
        .values(
          actors.map((actor, i) => ({
            actor_id: actor,
            client_id: client.id,
            action: 'points.badge.updated',
            entity_type: 'badge',
            entity_id: i + 1,
            fields: ['icon'],
            created_at: minutesAgo(i),
          })),
        )
        .execute();
      return (await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] })).headers;
    }

    beforeAll(async () => {
      oneHeaders = await audited(1);
      manyHeaders = await audited(N);
    });

    it('GET /api/v1/admin/audit', async () => {
      const [one, many] = paged('/api/v1/admin/audit', manyHeaders);
      await expectSameStatements(one, many, results);
    });

    it('GET /api/v1/admin/audit.csv', async () => {
      const url = '/api/v1/admin/audit.csv';
      await expectSameStatements(
        { url, headers: oneHeaders },
        { url, headers: manyHeaders },
        (body) => body.trim().split(/\r?\n/).length - 1,
      );
    });
  });

  it('measures every list route it owns (the others are named in NOT_LISTS)', () => {
    budget.expectEveryListMeasured();
  });
});
