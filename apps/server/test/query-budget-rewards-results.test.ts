import { beforeAll, describe, it } from 'vitest';
import { buildCampaign } from './factories.ts';
import { lengths, N, queryBudget, range, results } from './query-budget.ts';
import { rewardsMember, rewardsProgramme, staffMember } from './rewards-fixtures.ts';

// The query budget (query-budget.ts) for the mystery-shopper and event results of programme administrators.
const budget = queryBudget('rewardsResults');
const { expectSameStatements } = budget;
let t: ReturnType<typeof budget.context>;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: rewards results', () => {
  it('lists one result or 25, and offers one campaign or 25 with their rules, with the same statements', async () => {
    const fill = async (count: number) => {
      const p = await rewardsProgramme(t.db);
      await t.db.deleteFrom('campaigns').where('id', '=', p.previous.id).execute();
      const admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
      const campaigns = [p.active];
      for (const i of range(count - 1))
        campaigns.push(
          await buildCampaign(t.db, p.client.id, {
            name: `C${i}`,
            begin: '2026-10-01',
            end: '2026-12-15',
            reward: true,
          }),
        );
      for (const campaign of campaigns)
        await t.db
          .insertInto('point_rules')
          .values(
            (['mystery_shopper', 'event'] as const).map((kind) => ({
              client_id: p.client.id,
              campaign_id: campaign.id,
              code: `${kind}.x`,
              kind,
              base_points: 10,
              descriptions: JSON.stringify({ 'en-US': kind }),
            })),
          )
          .execute();
      const rule = await t.db
        .selectFrom('point_rules')
        .select('id')
        .where('campaign_id', '=', p.active.id)
        .executeTakeFirstOrThrow();
      for (const i of range(count)) {
        const member = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
        await t.db
          .insertInto('reward_results')
          .values({
            client_id: p.client.id,
            campaign_id: p.active.id,
            user_id: member.user.id,
            kind: 'mystery_shopper',
            occurred_on: `2026-11-${String(1 + i).padStart(2, '0')}`,
            rule_id: rule.id,
            description: 'Visit',
            points: 10,
            origin: 'import',
            created_by: admin.user.id,
          })
          .execute();
      }
      return { headers: admin.headers, campaign: p.active.id };
    };
    const one = await fill(1);
    const many = await fill(N);
    await expectSameStatements(
      { url: '/api/v1/admin/rewards/results', headers: one.headers },
      { url: `/api/v1/admin/rewards/results?page_size=${N}`, headers: many.headers },
      results,
    );
    await expectSameStatements(
      {
        url: `/api/v1/admin/rewards/results?campaign_id=${one.campaign}&kind=mystery_shopper`,
        headers: one.headers,
      },
      {
        url: `/api/v1/admin/rewards/results?page_size=${N}&campaign_id=${many.campaign}&kind=mystery_shopper`,
        headers: many.headers,
      },
      results,
    );
    await expectSameStatements(
      { url: '/api/v1/admin/rewards/results/options', headers: one.headers },
      { url: '/api/v1/admin/rewards/results/options', headers: many.headers },
      lengths('campaigns'),
    );
    budget.expectEveryListMeasured();
  });
});
