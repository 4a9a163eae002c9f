import { beforeAll, describe, expect, it } from 'vitest';
import { buildBadge } from './badge-fixtures.ts';
import { buildBranch, buildCampaign, buildClient, buildUser } from './factories.ts';
import type { TestContext } from './harness.ts';
import { buildPointRule, earn, levelsSite, REWARDS_SITE_MODULES } from './level-fixtures.ts';
import { post } from './points-fixtures.ts';
import { lengths, minutesAgo, N, paged, queryBudget, range, results } from './query-budget.ts';
import { bulkUsers, setExperience } from './ranking-fixtures.ts';
import { signedIn } from './registration.ts';

// The query budget (query-budget.ts) for the points, levels, badges and rankings.
const budget = queryBudget('points');
const { expectSameStatements, signIn } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: a page of 25 rows costs the statements of a page of one', () => {
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

  it('measures every list route it owns (the others are named in NOT_LISTS)', () => {
    budget.expectEveryListMeasured();
  });
});
