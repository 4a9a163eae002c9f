import { errorMessage } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { PNG_BYTES, rewardsMember, salesProgramme } from '../../../../test/rewards-fixtures.ts';

const { t } = withDataDir();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

async function upload(headers: Headers, data: Buffer = PNG_BYTES, filename = 'invoice.png') {
  const body = multipartBody([{ name: 'file', filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/rewards/sales/invoices',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

let keys = 0;
function report(campaignId: number, headers: Headers, payload: object, key = `k-${++keys}`) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/campaigns/${campaignId}/sales`,
    headers: { ...headers, 'idempotency-key': key },
    payload,
  });
}

async function setUp(options: Parameters<Awaited<ReturnType<typeof salesProgramme>>['seller']>[0] = {}) {
  const p = await salesProgramme(t.app, t.db);
  const member = await p.seller(options);
  const sale = async (overrides: object = {}) => {
    const invoice = await upload(member.headers);
    expect(invoice.statusCode, invoice.body).toBe(201);
    return {
      invoice_number: `NF-${++keys}`,
      sale_date: '2026-11-20',
      chain_id: p.chains.a.id,
      store_id: p.stores.a1.id,
      invoice_key: invoice.json().key as string,
      observation: 'Two notebooks and a processor',
      lines: [
        { product_id: p.products.notebook.id, quantity: 2 },
        { product_id: p.products.processor.id, quantity: 1 },
      ],
      ...overrides,
    };
  };
  return { ...p, ...member, sale };
}

const entriesOf = (userId: number) =>
  t.db
    .selectFrom('point_entries')
    .select(['kind', 'amount', 'status', 'rule_id', 'source_type', 'multiplier'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('GET /api/v1/rewards/campaigns/:id/sale-form', () => {
  it('gives the catalogue priced at the user’s level, the eligible chains, their stores and the window', async () => {
    const p = await setUp({ level: 'intermediate' });
    const response = await get(`/api/v1/rewards/campaigns/${p.active.id}/sale-form`, p.headers);
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({
      campaign: { id: p.active.id, name: 'Q4 2026', begin_date: '2026-10-01', end_date: '2026-12-15' },
      level: 'intermediate',
      multiplier: 1.5,
      time_zone: 'America/Sao_Paulo',
      today: '2026-11-21',
      earliest_sale_date: '2026-11-06',
      window_days: 15,
    });
    expect(
      form.products.map((x: { sku: string; base_points: number; points: number }) => [
        x.base_points,
        x.points,
      ]),
    ).toEqual([
      [100, 150],
      [40, 60],
    ]);
    expect(form.chains.map((c: { id: number }) => c.id).sort()).toEqual(
      [p.chains.a.id, p.chains.b.id, p.chains.c.id].sort(),
    );
    expect(form.stores.map((s: { id: number }) => s.id)).toEqual([p.stores.a1.id]);
  });

  it('is refused to a seller not registered for the campaign, and not found for a group 2 promoter', async () => {
    const p = await salesProgramme(t.app, t.db);
    const unregistered = await p.seller({ register: false });
    const response = await get(`/api/v1/rewards/campaigns/${p.active.id}/sale-form`, unregistered.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('rewards.not_registered');
    const promoter = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil, role: 'promoter' });
    const refused = await get(`/api/v1/rewards/campaigns/${p.active.id}/sale-form`, promoter.headers);
    expect(refused.statusCode).toBe(404);
  });
});

describe('a campaign naming part of a country as group 1 (SPEC §9)', () => {
  it('takes sales only from the areas it names', async () => {
    const p = await setUp();
    const area = await t.db
      .insertInto('country_areas')
      .values({ country_id: p.brazil, name: `Area ${p.client.id}`, group: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('campaign_countries')
      .set({ area_ids: [area.id] })
      .where('campaign_id', '=', p.active.id)
      .where('country_id', '=', p.brazil)
      .execute();
    const url = `/api/v1/rewards/campaigns/${p.active.id}/sale-form`;
    expect((await get(url, p.headers)).statusCode).toBe(404);
    await t.db.updateTable('users').set({ country_area_id: area.id }).where('id', '=', p.user.id).execute();
    expect((await get(url, p.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/rewards/campaigns/:id/stores (SPEC §5: by the digits of the registration number)', () => {
  it('finds the same store with or without punctuation, only among the client’s eligible stores', async () => {
    const p = await setUp();
    const url = (number: string) =>
      `/api/v1/rewards/campaigns/${p.active.id}/stores?registration_number=${encodeURIComponent(number)}`;
    for (const number of ['12.345.678/0001-90', '12345678000190', ' 12 345 678 0001 90 ']) {
      const response = await get(url(number), p.headers);
      expect(response.statusCode, number).toBe(200);
      expect(response.json()).toMatchObject({
        id: p.stores.a1.id,
        chain: { id: p.chains.a.id },
        time_zone: 'America/Sao_Paulo',
      });
    }
    // another client's store with the same digits is not this client's
    const other = await salesProgramme(t.app, t.db);
    await t.db.deleteFrom('campaign_stores').where('branch_id', '=', p.stores.b1.id).execute();
    for (const number of ['98.765.432/0001-10', '00000000000000', 'abc']) {
      const response = await get(url(number), { ...p.headers, 'accept-language': 'pt-BR' });
      expect(response.statusCode, number).toBe(404);
      expect(response.json().error.code).toBe('rewards.store_not_found');
    }
    const theirs = await get(
      url('98.765.432/0001-10').replace(String(p.active.id), String(other.active.id)),
      p.headers,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('POST /api/v1/rewards/sales/invoices', () => {
  it('takes an image or a PDF by its content, and refuses anything else whatever its name and type', async () => {
    const p = await setUp();
    const png = await upload(p.headers);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ content_type: 'image/png', size: PNG_BYTES.length });
    const pdf = await upload(p.headers, Buffer.from('%PDF-1.7\n1 0 obj\n'), 'invoice.pdf');
    expect(pdf.json()).toMatchObject({ content_type: 'application/pdf' });
    const fake = await upload({ ...p.headers, 'accept-language': 'en-US' }, Buffer.from('<html>hi</html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toMatchObject({
      code: 'rewards.invoice_file_invalid',
      message: 'The invoice must be an image (JPEG, PNG, WebP) or a PDF.',
    });
  });

  it('keeps nothing of a seller who may not upload: blocked, or a partner account of blanks only', async () => {
    const p = await setUp();
    const filesOf = () =>
      t.db.selectFrom('stored_files').select('key').where('owner_user_id', '=', p.user.id).execute();
    const member = t.db.updateTable('user_clients').where('user_id', '=', p.user.id);
    await member.set({ rewards_blocked_at: new Date() }).execute();
    for (const data of [PNG_BYTES, Buffer.from('<html>hi</html>')]) {
      const blocked = await upload(p.headers, data);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error.code).toBe('rewards.account_blocked');
    }
    await member.set({ rewards_blocked_at: null }).execute();
    // blanks JavaScript trims, one of them no ASCII space
    await t.db.updateTable('users').set({ gmin_number: ' \u00a0\t' }).where('id', '=', p.user.id).execute();
    const blank = await upload(p.headers);
    expect(blank.statusCode).toBe(403);
    expect(blank.json().error.code).toBe('rewards.no_partner_account');
    expect(await filesOf()).toEqual([]);

    await t.db.updateTable('users').set({ gmin_number: ' 7 ' }).where('id', '=', p.user.id).execute();
    const taken = await upload(p.headers);
    expect(taken.statusCode).toBe(201);
    expect(await filesOf()).toEqual([{ key: taken.json().key }]);
  });
});

describe('POST /api/v1/rewards/campaigns/:id/sales', () => {
  it('stores the sale and credits each line by its rule × the level multiplier, under audit, through the ledger', async () => {
    const p = await setUp({ level: 'intermediate' });
    const payload = await p.sale();
    const response = await report(p.active.id, p.headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      campaign: { id: p.active.id, name: 'Q4 2026' },
      invoice_number: payload.invoice_number,
      sale_date: '2026-11-20',
      chain: { id: p.chains.a.id },
      store: { id: p.stores.a1.id },
      observation: 'Two notebooks and a processor',
      status: 'under_audit',
      reason: null,
      points: 360,
    });
    expect(sale.lines.map((l: { quantity: number; points: number }) => [l.quantity, l.points])).toEqual([
      [2, 300],
      [1, 60],
    ]);
    expect(sale.invoice_url).toMatch(/^\/api\/v1\/files\//);
    const entries = await entriesOf(p.user.id);
    expect(entries.map((e) => [e.kind, e.amount, e.status, e.source_type, Number(e.multiplier)])).toEqual([
      ['sale', 300, 'under_audit', 'sale', 1.5],
      ['sale', 60, 'under_audit', 'sale', 1.5],
    ]);
    expect(entries.every((e) => e.rule_id !== null)).toBe(true);
    const balance = await get(`/api/v1/points/balance?campaign_id=${p.active.id}`, p.headers);
    expect(balance.json()).toMatchObject({ available: 360, level: 'intermediate' });

    const list = await get('/api/v1/rewards/sales', p.headers);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ id: sale.id, points: 360, status: 'under_audit' }],
    });
  });

  it('refuses an invoice number the user already sent in the campaign, with SPEC §5’s text', async () => {
    const p = await setUp();
    const payload = await p.sale({ invoice_number: 'NF 123' });
    expect((await report(p.active.id, p.headers, payload)).statusCode).toBe(201);
    const again = await report(
      p.active.id,
      { ...p.headers, 'accept-language': 'pt-BR' },
      {
        ...(await p.sale()),
        invoice_number: '  NF   123 ',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'rewards.invoice_already_sent',
      message: 'O número da nota já foi enviada pelo usuário anteriormente',
    });
    // another seller may send the same number
    const other = await p.seller();
    const invoice = await upload(other.headers);
    const theirs = await report(p.active.id, other.headers, { ...payload, invoice_key: invoice.json().key });
    expect(theirs.statusCode).toBe(201);
  });

  it('accepts one of 20 concurrent submissions of the same invoice number, and posts its points once', async () => {
    const p = await setUp();
    const payloads = [];
    for (let i = 0; i < 20; i++) payloads.push(await p.sale({ invoice_number: 'NF-RACE' }));
    const responses = await Promise.all(payloads.map((payload) => report(p.active.id, p.headers, payload)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const sales = await t.db.selectFrom('sales').select('id').where('user_id', '=', p.user.id).execute();
    expect(sales).toHaveLength(1);
    const entries = await entriesOf(p.user.id);
    expect(entries.map((e) => e.amount)).toEqual([200, 40]);
  });

  it('answers a retry with the same Idempotency-Key with the first sale, nothing posted again', async () => {
    const p = await setUp();
    const payload = await p.sale();
    const first = await report(p.active.id, p.headers, payload, 'retry-key');
    const again = await report(p.active.id, p.headers, payload, 'retry-key');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await entriesOf(p.user.id)).toHaveLength(2);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/sales`,
      headers: p.headers,
      payload: await p.sale(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('rewards.idempotency_key_required');
  });

  it('checks the 15-day window and the campaign in the store zone, the store, the catalogue and the invoice', async () => {
    const p = await setUp();
    const en = { ...p.headers, 'accept-language': 'en-US' };
    const refusal = async (overrides: object) => {
      const response = await report(p.active.id, en, await p.sale(overrides));
      return [response.statusCode, response.json().error.code, response.json().error.details?.[0]?.field];
    };
    // the test clock is 2026-11-21 09:00 in São Paulo: the 6th is 15 days back, the 5th is 16
    expect((await report(p.active.id, en, await p.sale({ sale_date: '2026-11-06' }))).statusCode).toBe(201);
    expect(await refusal({ sale_date: '2026-11-05' })).toEqual([
      422,
      'rewards.sale_date_too_old',
      'sale_date',
    ]);
    expect(await refusal({ sale_date: '2026-11-22' })).toEqual([
      422,
      'rewards.sale_date_future',
      'sale_date',
    ]);
    t.clock.set(new Date('2026-10-05T12:00:00Z'));
    try {
      expect(await refusal({ sale_date: '2026-09-30' })).toEqual([
        422,
        'rewards.sale_outside_campaign',
        'sale_date',
      ]);
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00Z'));
    }
    expect(await refusal({ store_id: p.stores.b1.id })).toEqual([
      422,
      'rewards.store_not_participating',
      'store_id',
    ]);
    expect(await refusal({ lines: [{ product_id: p.previousProduct.id, quantity: 1 }] })).toEqual([
      422,
      'rewards.product_not_in_catalogue',
      'lines',
    ]);
    expect(await refusal({ lines: [] })).toEqual([400, 'common.validation', 'lines']);
    const used = await p.sale();
    expect((await report(p.active.id, en, used)).statusCode).toBe(201);
    expect(await refusal({ invoice_key: used.invoice_key })).toEqual([
      422,
      'common.validation',
      'invoice_key',
    ]);
    const message = (await report(p.active.id, en, await p.sale({ sale_date: '2026-11-05' }))).json().error
      .message;
    expect(message).toBe(errorMessage('rewards.sale_date_too_old', 'en-US'));
  });

  it('refuses a seller blocked for activity against the rules with SPEC §8’s message', async () => {
    const p = await setUp();
    const payload = await p.sale();
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date() })
      .where('user_id', '=', p.user.id)
      .execute();
    const response = await report(p.active.id, { ...p.headers, 'accept-language': 'pt-BR' }, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'rewards.account_blocked',
      message: errorMessage('rewards.account_blocked', 'pt-BR'),
    });
    expect(await entriesOf(p.user.id)).toEqual([]);
  });

  it('keeps clients and users apart: another client’s campaign, store or product, another user’s invoice', async () => {
    const p = await setUp();
    const other = await salesProgramme(t.app, t.db);
    const theirSeller = await other.seller();
    const mine = await p.sale();
    // another client's campaign is not found
    expect((await report(other.active.id, p.headers, mine)).statusCode).toBe(404);
    expect((await get(`/api/v1/rewards/campaigns/${other.active.id}/sale-form`, p.headers)).statusCode).toBe(
      404,
    );
    // another client's store and product by id are refused
    expect(
      (await report(p.active.id, p.headers, await p.sale({ store_id: other.stores.a1.id }))).statusCode,
    ).toBe(422);
    expect(
      (
        await report(
          p.active.id,
          p.headers,
          await p.sale({
            lines: [{ product_id: other.products.notebook.id, quantity: 1 }],
          }),
        )
      ).statusCode,
    ).toBe(422);
    // another user's uploaded invoice is not mine to use
    const theirInvoice = await upload(theirSeller.headers);
    expect(
      (await report(p.active.id, p.headers, { ...mine, invoice_key: theirInvoice.json().key })).statusCode,
    ).toBe(422);
    expect((await report(p.active.id, p.headers, mine)).statusCode).toBe(201);
    const theirs = await get('/api/v1/rewards/sales', theirSeller.headers);
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
  });
});
