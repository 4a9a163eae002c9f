import type { AdminPointsCampaignPage, AdminPointsTable } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  call,
  newRule,
  type PointsAdminSite,
  pointsAdminSite,
} from '../../../../test/points-admin-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

let t: TestContext;
let site: PointsAdminSite;
let other: PointsAdminSite;

beforeAll(async () => {
  t = await createTestContext();
  site = await pointsAdminSite(t.app, t.db, 'Rewards A');
  other = await pointsAdminSite(t.app, t.db, 'Rewards B');
});
afterAll(() => t.close());

describe('GET /api/v1/admin/points-table/campaigns', () => {
  it("lists the selected client's campaigns running first, then to begin, then ended, with their state", async () => {
    const response = await call(t.app, site.admin.headers, 'GET', '/campaigns');
    expect(response.statusCode).toBe(200);
    const page: AdminPointsCampaignPage = response.json();
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(page.results.map((c) => [c.id, c.has_begun, c.has_ended, c.rule_count])).toEqual([
      [site.running.id, true, false, 1],
      [site.upcoming.id, false, false, 0],
      [site.ended.id, true, true, 0],
    ]);
    expect(page.results[0]).toMatchObject({ name: 'Rewards A running', is_reward_campaign: true });
  });

  it('pages', async () => {
    const second: AdminPointsCampaignPage = (
      await call(t.app, site.admin.headers, 'GET', '/campaigns?page=2&page_size=2')
    ).json();
    expect(second.results.map((c) => c.id)).toEqual([site.ended.id]);
    expect(second.count).toBe(3);
  });
});

describe('GET /api/v1/admin/points-table/campaigns/:id', () => {
  it('gives the rules with every description and the thresholds', async () => {
    const response = await call(t.app, site.admin.headers, 'GET', `/campaigns/${site.running.id}`);
    expect(response.statusCode).toBe(200);
    const table: AdminPointsTable = response.json();
    expect(table.campaign).toMatchObject({ id: site.running.id, has_begun: true, has_ended: false });
    expect(table.rules).toEqual([
      {
        id: site.runningRule.id,
        campaign_id: site.running.id,
        code: 'sale.notebook',
        kind: 'sale',
        base_points: 100,
        descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Notebook sale' },
        label_key: null,
        position: 1,
      },
    ]);
    expect(table.thresholds).toEqual({ junior: 0, intermediate: 100, highest: 300 });
  });

  it('gives unconfigured thresholds as null', async () => {
    const table: AdminPointsTable = (
      await call(t.app, site.admin.headers, 'GET', `/campaigns/${site.upcoming.id}`)
    ).json();
    expect(table.rules).toEqual([]);
    expect(table.thresholds).toEqual({ junior: 0, intermediate: null, highest: null });
  });
});

describe('who may keep the points table', () => {
  const everyCall = (where: PointsAdminSite) =>
    [
      ['GET', '/campaigns', undefined],
      ['GET', `/campaigns/${where.upcoming.id}`, undefined],
      ['POST', `/campaigns/${where.upcoming.id}/rules`, newRule()],
      ['PUT', `/campaigns/${where.upcoming.id}/thresholds`, { intermediate: 10, highest: 20 }],
      ['PATCH', `/rules/${where.runningRule.id}`, { position: 3 }],
      ['DELETE', `/rules/${where.runningRule.id}`, undefined],
    ] as const;

  it.each(['learner', 'salesperson', 'auditor', 'support'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const user = await signedIn(t.app, t.db, { clients: [{ id: site.id, role }] });
      for (const [method, url, body] of everyCall(site)) {
        const response = await call(t.app, user.headers, method, url, body);
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
        expect(response.json().error.code).toBe('common.forbidden');
      }
    },
  );

  it('refuses a programme administrator without a selected client (two clients, none chosen)', async () => {
    const empty = await buildClient(t.db);
    const twoClients = await signedIn(t.app, t.db, {
      clients: [
        { id: site.id, role: 'program_admin' },
        { id: empty.id, role: 'program_admin' },
      ],
    });
    expect((await call(t.app, twoClients.headers, 'GET', '/campaigns')).statusCode).toBe(403);
  });

  it('asks for a session', async () => {
    for (const [method, url, body] of everyCall(site))
      expect((await call(t.app, {}, method, url, body)).statusCode).toBe(401);
  });

  it('lets a superuser of the client in, whatever their role', async () => {
    const superuser = await signedIn(t.app, t.db, {
      clients: [{ id: site.id, role: 'learner' }],
      superuser: true,
    });
    const response = await call(t.app, superuser.headers, 'GET', `/campaigns/${site.running.id}`);
    expect(response.statusCode).toBe(200);
  });
});

describe("another client's campaigns and rules", () => {
  it('are not found, and nothing of theirs changes', async () => {
    const attempts = [
      ['GET', `/campaigns/${other.running.id}`, undefined],
      ['POST', `/campaigns/${other.upcoming.id}/rules`, newRule()],
      ['PUT', `/campaigns/${other.upcoming.id}/thresholds`, { intermediate: 10, highest: 20 }],
      ['PATCH', `/rules/${other.runningRule.id}`, { position: 9 }],
      ['DELETE', `/rules/${other.runningRule.id}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const response = await call(t.app, site.admin.headers, method, url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
      expect(response.json().error.code).toBe('common.not_found');
    }
    const theirs: AdminPointsTable = (
      await call(t.app, other.admin.headers, 'GET', `/campaigns/${other.upcoming.id}`)
    ).json();
    expect(theirs.rules).toEqual([]);
    expect(theirs.thresholds.intermediate).toBeNull();
    const rule: AdminPointsTable = (
      await call(t.app, other.admin.headers, 'GET', `/campaigns/${other.running.id}`)
    ).json();
    expect(rule.rules[0]?.position).toBe(1);

    const list: AdminPointsCampaignPage = (await call(t.app, site.admin.headers, 'GET', '/campaigns')).json();
    expect(list.results.map((c) => c.id)).not.toContain(other.running.id);
  });

  it('answers 404 for a campaign or rule that does not exist', async () => {
    expect((await call(t.app, site.admin.headers, 'GET', '/campaigns/999999')).statusCode).toBe(404);
    expect((await call(t.app, site.admin.headers, 'DELETE', '/rules/999999')).statusCode).toBe(404);
  });
});
