import { beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign } from './factories.ts';
import type { TestContext } from './harness.ts';
import { lengths, N, paged, queryBudget, range, results } from './query-budget.ts';
import {
  buildStore,
  openCampaign,
  photosProgramme,
  rewardsMember,
  rewardsProgramme,
  salesProgramme,
  staffMember,
} from './rewards-fixtures.ts';

// The query budget (query-budget.ts) for the rewards programme's campaigns.
const budget = queryBudget('rewards');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: rewards campaigns', () => {
  it('lists one campaign or 25, and offers one store and agency or 25, with the same statements', async () => {
    // one programme with its active campaign; another whose 25 campaigns open 25 stores and 25 agencies
    const one = await rewardsProgramme(t.db);
    await t.db.deleteFrom('campaigns').where('id', '=', one.previous.id).execute();
    const small = await buildCampaign(t.db, one.client.id, {
      begin: '2026-11-01',
      end: '2026-12-31',
      reward: true,
    });
    await openCampaign(t.db, small.id, [one.brazil], [one.stores.a1.id], [one.agencyX.id]);
    await t.db.deleteFrom('campaigns').where('id', '=', one.active.id).execute();
    const oneMember = await rewardsMember(t.app, t.db, one.client.id, { countryId: one.brazil });

    const many = await rewardsProgramme(t.db);
    await t.db.deleteFrom('campaigns').where('id', 'in', [many.previous.id, many.active.id]).execute();
    const stores = [];
    for (const i of range(N))
      stores.push(
        await buildStore(t.db, many.client.id, {
          chainId: many.chains.a.id,
          countryId: many.brazil,
          zone: 'America/Sao_Paulo',
          name: `Store ${i}`,
        }),
      );
    const agencies = [];
    for (const i of range(N)) {
      const agency = await t.db
        .insertInto('agencies')
        .values({ client_id: many.client.id, name: `Agency ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('brands')
        .values({ client_id: many.client.id, agency_id: agency.id, name: 'B' })
        .execute();
      agencies.push(agency.id);
    }
    const campaigns = [];
    for (const i of range(N)) {
      const campaign = await buildCampaign(t.db, many.client.id, {
        begin: `2026-10-${String(i + 1).padStart(2, '0')}`,
        end: '2026-12-31',
        reward: true,
      });
      await openCampaign(
        t.db,
        campaign.id,
        [many.brazil],
        i === 0 ? stores.map((s) => s.id) : [],
        i === 0 ? agencies : [],
      );
      campaigns.push(campaign.id);
    }
    const manyMember = await rewardsMember(t.app, t.db, many.client.id, { countryId: many.brazil });

    await expectSameStatements(
      { url: '/api/v1/rewards/campaigns', headers: oneMember.headers },
      { url: '/api/v1/rewards/campaigns', headers: manyMember.headers },
      lengths('active'),
    );
    await expectSameStatements(
      { url: `/api/v1/rewards/campaigns/${small.id}`, headers: oneMember.headers },
      { url: `/api/v1/rewards/campaigns/${campaigns[0]}`, headers: manyMember.headers },
      lengths('offer.chains.0.stores', 'offer.agencies'),
    );
  });

  it('prices one product or 25 and lists one sale or 25 with the same statements', async () => {
    const one = await salesProgramme(t.app, t.db);
    await t.db.deleteFrom('campaign_products').where('id', '=', one.products.processor.id).execute();
    const oneSeller = await one.seller();
    const many = await salesProgramme(t.app, t.db);
    const rule = await t.db
      .selectFrom('point_rules')
      .select('id')
      .where('campaign_id', '=', many.active.id)
      .where('code', '=', 'sale.notebook')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('campaign_products')
      .values(
        range(N - 2).map((i) => ({
          client_id: many.client.id,
          campaign_id: many.active.id,
          rule_id: rule.id,
          product_type: 'Notebook',
          brand: 'Dell',
          processor: 'Core i5',
          generation: '13th',
          form_factor: 'Thin',
          sku: `SKU-${i}`,
        })),
      )
      .execute();
    const manySeller = await many.seller();
    await expectSameStatements(
      { url: `/api/v1/rewards/campaigns/${one.active.id}/sale-form`, headers: oneSeller.headers },
      { url: `/api/v1/rewards/campaigns/${many.active.id}/sale-form`, headers: manySeller.headers },
      lengths('products'),
    );

    // 25 sales of two lines each
    for (const i of range(N)) {
      const file = `invoice-${many.client.id}-${i}`;
      await t.db
        .insertInto('stored_files')
        .values({
          key: file,
          owner_user_id: manySeller.user.id,
          purpose: 'sale_invoice',
          content_type: 'image/png',
          size: 1,
        })
        .execute();
      const sale = await t.db
        .insertInto('sales')
        .values({
          client_id: many.client.id,
          campaign_id: many.active.id,
          user_id: manySeller.user.id,
          invoice_number: `NF-${i}`,
          sale_date: '2026-11-20',
          retail_chain_id: many.chains.a.id,
          branch_id: many.stores.a1.id,
          invoice_file_key: file,
          observation: null,
          points: 140,
          idempotency_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('sale_lines')
        .values([
          {
            sale_id: sale.id,
            position: 0,
            product_id: many.products.notebook.id,
            quantity: 1,
            base_points: 100,
            points: 100,
            entry_id: null,
          },
          {
            sale_id: sale.id,
            position: 1,
            product_id: many.products.processor.id,
            quantity: 1,
            base_points: 40,
            points: 40,
            entry_id: null,
          },
        ])
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/rewards/sales', manySeller.headers), results);
  });

  it('prices one photo type or 25, with one store or 25, and lists one photo or 25 with the same statements', async () => {
    const one = await photosProgramme(t.app, t.db);
    await t.db.deleteFrom('campaign_photo_types').where('id', '=', one.photoTypes.endcap.id).execute();
    const oneSeller = await one.seller();
    const many = await photosProgramme(t.app, t.db);
    const rule = await t.db
      .selectFrom('campaign_photo_types')
      .select('rule_id')
      .where('id', '=', many.photoTypes.shelf.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('campaign_photo_types')
      .values(
        range(N - 2).map((i) => ({
          client_id: many.client.id,
          campaign_id: many.active.id,
          rule_id: rule.rule_id,
          name: `Type ${i}`,
        })),
      )
      .execute();
    const stores = [];
    for (const i of range(N - 1))
      stores.push(
        await buildStore(t.db, many.client.id, {
          chainId: many.chains.a.id,
          countryId: many.brazil,
          zone: i % 2 ? 'America/Sao_Paulo' : 'America/Manaus',
          name: `Photo store ${i}`,
        }),
      );
    await t.db
      .insertInto('campaign_stores')
      .values(stores.map((s) => ({ campaign_id: many.active.id, branch_id: s.id })))
      .execute();
    const manySeller = await rewardsMember(t.app, t.db, many.client.id, { countryId: many.brazil });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${many.active.id}/registration`,
      headers: manySeller.headers,
      payload: {
        chain_ids: [many.chains.a.id],
        store_ids: [many.stores.a1.id, many.stores.a2.id, ...stores.map((s) => s.id)].slice(0, N),
        agency_ids: [many.agencyX.id],
        brand_ids: [many.agencyX.brands.x1],
        accepted_terms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await expectSameStatements(
      { url: `/api/v1/rewards/campaigns/${one.active.id}/photo-form`, headers: oneSeller.headers },
      { url: `/api/v1/rewards/campaigns/${many.active.id}/photo-form`, headers: manySeller.headers },
      lengths('photo_types', 'stores'),
    );

    // 25 photos, one per store
    const storeIds = [many.stores.a1.id, many.stores.a2.id, ...stores.map((s) => s.id)].slice(0, N);
    for (const [i, storeId] of storeIds.entries()) {
      const keys = [`photo-o-${many.client.id}-${i}`, `photo-d-${many.client.id}-${i}`];
      await t.db
        .insertInto('stored_files')
        .values(
          keys.map((key) => ({
            key,
            owner_user_id: manySeller.user.id,
            purpose: 'photo',
            content_type: 'image/webp',
            size: 1,
          })),
        )
        .execute();
      await t.db
        .insertInto('photo_uploads')
        .values({
          client_id: many.client.id,
          campaign_id: many.active.id,
          user_id: manySeller.user.id,
          branch_id: storeId,
          photo_type_id: many.photoTypes.shelf.id,
          week_start: '2026-11-15',
          original_key: keys[0] as string,
          display_key: keys[1] as string,
          dhash: '0123456789abcdef',
          sha256: 'a'.repeat(64),
          points: 30,
          idempotency_key: null,
          entry_id: null,
        })
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/rewards/photos', manySeller.headers), results);
  });

  it('lists one sale or 25 and one photo or 25 in the audit queue with the same statements', async () => {
    const p = await photosProgramme(t.app, t.db);
    const seller = await p.seller();
    const auditor = await staffMember(t.app, t.db, p.client.id);
    const file = async (key: string, purpose: string) =>
      t.db
        .insertInto('stored_files')
        .values({ key, owner_user_id: seller.user.id, purpose, content_type: 'image/png', size: 1 })
        .execute();
    for (const i of range(N)) {
      const key = `audit-${p.client.id}-${i}`;
      await file(`${key}-invoice`, 'sale_invoice');
      const sale = await t.db
        .insertInto('sales')
        .values({
          client_id: p.client.id,
          campaign_id: p.active.id,
          user_id: seller.user.id,
          invoice_number: `NF-${i}`,
          sale_date: '2026-11-20',
          retail_chain_id: p.chains.a.id,
          branch_id: p.stores.a1.id,
          invoice_file_key: `${key}-invoice`,
          observation: null,
          points: 140,
          idempotency_key: null,
          signals: i % 2 ? ['burst'] : [],
          suspicion: i % 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('sale_lines')
        .values(
          [p.products.notebook.id, p.products.processor.id].map((product_id, position) => ({
            sale_id: sale.id,
            position,
            product_id,
            quantity: 1,
            base_points: 100,
            points: 100,
            entry_id: null,
          })),
        )
        .execute();
      await file(`${key}-original`, 'photo_original');
      await file(`${key}-display`, 'photo_display');
      await t.db
        .insertInto('photo_uploads')
        .values({
          client_id: p.client.id,
          campaign_id: p.active.id,
          user_id: seller.user.id,
          branch_id: p.stores.a1.id,
          photo_type_id: p.photoTypes.shelf.id,
          week_start: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + Math.floor(i / 12)).padStart(2, '0')}`,
          original_key: `${key}-original`,
          display_key: `${key}-display`,
          dhash: '0123456789abcdef',
          sha256: 'a'.repeat(64),
          points: 30,
          idempotency_key: null,
        })
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/admin/rewards/audit/sales', auditor.headers), results);
    await expectSameStatements(...paged('/api/v1/admin/rewards/audit/photos', auditor.headers), results);
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
