import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { insertSale, rewardsMember, salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

let t: TestContext;
let p: Awaited<ReturnType<typeof salesProgramme>>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let url: string;
let oldestSaleAt: Date;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * A small hand-made campaign (Q4 2026, weeks from Sunday): in Brazil store A1 an approved sale (2 notebooks, 200,
 * Tue 2026-11-03) and one under audit for two days (1 processor, 40, Sun 11-08), a photo under audit for 5 hours;
 * store B1 an approved photo (30, week of 11-08); in Argentina store C1 a reproved sale (left out) and one under
 * audit for ten days (100, Tue 11-10). Two registrations: Saturday 11-07 23:00 in São Paulo (Sunday in UTC) and
 * 11-10.
 */
beforeAll(async () => {
  t = await createTestContext();
  p = await salesProgramme(t.app, t.db);
  admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
  url = `/api/v1/admin/rewards/campaigns/${p.active.id}/dashboard`;
  const one = await p.seller();
  const two = await p.seller();
  const registration = (userId: number, at: string) =>
    t.db
      .updateTable('campaign_registrations')
      .set({ created_at: new Date(at) })
      .where('user_id', '=', userId)
      .where('campaign_id', '=', p.active.id)
      .execute();
  await registration(one.user.id, '2026-11-08T02:00:00Z');
  await registration(two.user.id, '2026-11-10T12:00:00Z');

  let files = 0;
  const file = async (purpose: string) => {
    const key = `dashboard-test/${p.client.id}/${++files}`;
    await t.db
      .insertInto('stored_files')
      .values({ key, owner_user_id: one.user.id, purpose, content_type: 'image/png', size: 1 })
      .execute();
    return key;
  };
  const { notebook, processor } = p.products;
  const { a1, c1 } = p.stores;
  oldestSaleAt = ago(240);
  const sales = [
    {
      store: a1,
      chain: p.chains.a,
      date: '2026-11-03',
      status: 'approved',
      product: notebook,
      units: 2,
      points: 200,
      at: ago(400),
    },
    {
      store: a1,
      chain: p.chains.a,
      date: '2026-11-08',
      status: 'under_audit',
      product: processor,
      units: 1,
      points: 40,
      at: ago(48),
    },
    {
      store: c1,
      chain: p.chains.c,
      date: '2026-11-09',
      status: 'reproved',
      product: notebook,
      units: 5,
      points: 500,
      at: ago(300),
    },
    {
      store: c1,
      chain: p.chains.c,
      date: '2026-11-10',
      status: 'under_audit',
      product: notebook,
      units: 1,
      points: 100,
      at: oldestSaleAt,
    },
  ] as const;
  for (const sale of sales)
    await insertSale(t.db, {
      clientId: p.client.id,
      campaignId: p.active.id,
      userId: one.user.id,
      storeId: sale.store.id,
      chainId: sale.chain.id,
      date: sale.date,
      status: sale.status,
      lines: [{ productId: sale.product.id, quantity: sale.units, points: sale.points }],
      createdAt: sale.at,
    });

  const rule = await t.db
    .insertInto('point_rules')
    .values({
      client_id: p.client.id,
      campaign_id: p.active.id,
      code: 'photo.shelf',
      kind: 'photo',
      base_points: 30,
      descriptions: JSON.stringify({ 'en-US': 'Shelf' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await t.db
    .insertInto('campaign_photo_types')
    .values({ client_id: p.client.id, campaign_id: p.active.id, rule_id: rule.id, name: 'Shelf' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photo = async (store: { id: number }, week: string, status: 'under_audit' | 'approved', at: Date) =>
    t.db
      .insertInto('photo_uploads')
      .values({
        client_id: p.client.id,
        campaign_id: p.active.id,
        user_id: one.user.id,
        branch_id: store.id,
        photo_type_id: type.id,
        week_start: week,
        original_key: await file('photo_original'),
        display_key: await file('photo_display'),
        dhash: '0123456789abcdef',
        sha256: 'a'.repeat(64),
        status,
        points: 30,
        created_at: at,
      })
      .execute();
  await photo(p.stores.b1, '2026-11-08', 'approved', ago(200));
  await photo(p.stores.a1, '2026-11-22', 'under_audit', ago(5));
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: path, headers });
const figures = (
  sales: number,
  units: number,
  sale_points: number,
  photos: number,
  photo_points: number,
) => ({
  sales,
  units,
  sale_points,
  photos,
  photo_points,
});

describe('the campaign dashboard', () => {
  it('adds up sales, units and points by country, store and week in one answer, without reproved items', async () => {
    const response = await get(url, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.campaign).toMatchObject({ id: p.active.id, name: 'Q4 2026', begin_date: '2026-10-01' });
    expect(body.countries.map((c: { code: string }) => c.code)).toEqual(['AR', 'BR']);
    expect(body.country_id).toBeNull();
    expect(body.totals).toEqual({ ...figures(3, 4, 340, 2, 60), registrations: 2 });
    expect(body.by_country).toEqual([
      { country_id: p.brazil, code: 'BR', ...figures(2, 3, 240, 2, 60) },
      { country_id: p.argentina, code: 'AR', ...figures(1, 1, 100, 0, 0) },
    ]);
    expect(body.by_store).toEqual([
      { store_id: p.stores.a1.id, name: 'A1', country_code: 'BR', ...figures(2, 3, 240, 1, 30) },
      { store_id: p.stores.c1.id, name: 'C1', country_code: 'AR', ...figures(1, 1, 100, 0, 0) },
      { store_id: p.stores.b1.id, name: 'B1', country_code: 'BR', ...figures(0, 0, 0, 1, 30) },
    ]);
    expect(body.store_count).toBe(3);
    // weeks from the campaign's reset day (Sunday): the sale of Sunday 11-08 opens its week
    expect(body.by_week).toEqual([
      { week_start: '2026-11-01', ...figures(1, 2, 200, 0, 0) },
      { week_start: '2026-11-08', ...figures(2, 2, 140, 1, 30) },
      { week_start: '2026-11-22', ...figures(0, 0, 0, 1, 30) },
    ]);
  });

  it('shows the audit backlog by age and the registrations per week in the store’s zone', async () => {
    const body = (await get(url, admin.headers)).json();
    expect(body.backlog).toEqual({
      sales: 2,
      photos: 1,
      oldest_at: oldestSaleAt.toISOString(),
      buckets: [
        { bucket: 'day', sales: 0, photos: 1 },
        { bucket: 'days_3', sales: 1, photos: 0 },
        { bucket: 'week', sales: 0, photos: 0 },
        { bucket: 'older', sales: 1, photos: 0 },
      ],
    });
    // 2026-11-08T02:00Z is Saturday 11-07 in São Paulo: the week of 11-01, not of 11-08 as in UTC
    expect(body.registrations).toEqual([
      { week_start: '2026-11-01', registrations: 1, total: 1 },
      { week_start: '2026-11-08', registrations: 1, total: 2 },
    ]);
  });

  it('filters by one of the campaign’s countries and refuses any other filter with 400', async () => {
    const body = (await get(`${url}?country_id=${p.argentina}`, admin.headers)).json();
    expect(body.country_id).toBe(p.argentina);
    expect(body.totals).toEqual({ ...figures(1, 1, 100, 0, 0), registrations: 0 });
    expect(body.by_country.map((c: { code: string }) => c.code)).toEqual(['AR']);
    expect(body.by_store.map((s: { name: string }) => s.name)).toEqual(['C1']);
    expect(body.backlog).toMatchObject({ sales: 1, photos: 0 });
    expect(body.registrations).toEqual([]);

    for (const query of ['country_id=999999', 'country_id=abc', 'country_id=0', 'country_id=99999999999']) {
      const refused = await get(`${url}?${query}`, {
        ...admin.headers,
        'accept-language': 'en-US',
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.details[0].field).toBe('country_id');
    }
  });

  it('exports the figures as CSV, every store and section, headers in the request’s language', async () => {
    const csv = await get(`${url}.csv?country_id=${p.brazil}`, {
      ...admin.headers,
      'accept-language': 'en-US',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="campaign-${p.active.id}-dashboard.csv"`,
    );
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFsection,item,country,sales,units,sale_points,photos,photo_points,registrations',
      'country,BR,BR,2,3,240,2,60,',
      'store,A1,BR,2,3,240,1,30,',
      'store,B1,BR,0,0,0,1,30,',
      'week,2026-11-01,,1,2,200,0,0,',
      'week,2026-11-08,,1,1,40,1,30,',
      'week,2026-11-22,,0,0,0,1,30,',
      'backlog,day,,0,,,1,,',
      'backlog,days_3,,1,,,0,,',
      'backlog,week,,0,,,0,,',
      'backlog,older,,0,,,0,,',
      'registrations,2026-11-01,,,,,,,1',
      'registrations,2026-11-08,,,,,,,1',
      '',
    ]);
    const french = await get(`${url}.csv`, { ...admin.headers, 'accept-language': 'fr-FR' });
    expect(french.body.split('\r\n')[0]).toBe(
      '\uFEFFsection,element,pays,ventes,unites,points_ventes,photos,points_photos,inscriptions',
    );
  });

  it('is for programme administrators and superusers of the campaign’s client only', async () => {
    const auditor = await staffMember(t.app, t.db, p.client.id, 'auditor');
    const seller = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
    for (const headers of [auditor.headers, seller.headers]) {
      expect((await get(url, headers)).statusCode).toBe(403);
      expect((await get(`${url}.csv`, headers)).statusCode).toBe(403);
    }
    expect((await get(url, {})).statusCode).toBe(401);
    const root = await buildUser(t.db, { superuser: true, clients: [{ id: p.client.id, role: 'learner' }] });
    const rootHeaders = bearer(await login(t.app, root.username, root.password));
    expect((await get(url, rootHeaders)).statusCode).toBe(200);

    // another client's administrator: the campaign is not found, the figures not shown
    const other = await salesProgramme(t.app, t.db);
    const otherAdmin = await staffMember(t.app, t.db, other.client.id, 'program_admin');
    for (const path of [url, `${url}.csv`])
      expect((await get(path, otherAdmin.headers)).statusCode).toBe(404);
    const own = (
      await get(`/api/v1/admin/rewards/campaigns/${other.active.id}/dashboard`, otherAdmin.headers)
    ).json();
    expect(own.totals).toEqual({ ...figures(0, 0, 0, 0, 0), registrations: 0 });
    expect((await get(`/api/v1/admin/rewards/campaigns/999999999/dashboard`, admin.headers)).statusCode).toBe(
      404,
    );
  });
});
