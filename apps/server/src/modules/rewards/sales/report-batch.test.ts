import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { balancesAgainstEntries } from '../../../../test/points-fixtures.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { PNG_BYTES, salesProgramme } from '../../../../test/rewards-fixtures.ts';

/** A sale report posts its lines through the ledger at once: a constant number of statements whatever its lines. */

const { t } = withDataDir();

type Headers = Record<string, string>;
let keys = 0;

async function setUp() {
  const p = await salesProgramme(t.app, t.db);
  const member = await p.seller();
  const sale = async (lines: { product_id: number; quantity: number }[], invoice = `NF-B-${++keys}`) => {
    const body = multipartBody([
      { name: 'file', filename: 'nf.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/sales/invoices',
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return {
      invoice_number: invoice,
      sale_date: '2026-11-20',
      chain_id: p.chains.a.id,
      store_id: p.stores.a1.id,
      invoice_key: upload.json().key as string,
      lines,
    };
  };
  const report = (headers: Headers, payload: object, key = `kb-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/sales`,
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
  return { ...p, ...member, sale, report };
}

const entriesOf = (userId: number) =>
  t.db
    .selectFrom('point_entries')
    .select(['id', 'amount', 'status', 'source_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('a sale report with several lines', () => {
  it('sends as many statements for four lines as for one, and answers what the list then shows', async () => {
    const p = await setUp();
    const one = [{ product_id: p.products.notebook.id, quantity: 1 }];
    const four = [
      { product_id: p.products.notebook.id, quantity: 2 },
      { product_id: p.products.processor.id, quantity: 1 },
      { product_id: p.products.processor.id, quantity: 3 },
      { product_id: p.products.notebook.id, quantity: 1 },
    ];
    // the user's first posting in the campaign makes their balance and level rows: not measured
    expect((await p.report(p.headers, await p.sale(one))).statusCode).toBe(201);
    const payloads = [await p.sale(one), await p.sale(four)];
    const answers: { statusCode: number; json: () => { id: number; points: number } }[] = [];
    const [single, batch] = [
      await t.queries.during(async () => answers.push(await p.report(p.headers, payloads[0] as object))),
      await t.queries.during(async () => answers.push(await p.report(p.headers, payloads[1] as object))),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(batch).toBe(single);

    // 100 × 2, 40, 40 × 3, 100 at the lowest level (× 1)
    const sale = answers[1]?.json() as { id: number; points: number };
    expect(sale.points).toBe(460);
    const entries = (await entriesOf(p.user.id)).filter((e) => e.source_id === String(sale.id));
    expect(entries.map((e) => [e.amount, e.status])).toEqual([
      [200, 'under_audit'],
      [40, 'under_audit'],
      [120, 'under_audit'],
      [100, 'under_audit'],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/sales', headers: p.headers });
    expect(listed.json().results.find((s: { id: number }) => s.id === sale.id)).toEqual(sale);
    expect(await balancesAgainstEntries(t.db, [p.user.id])).toEqual([
      expect.objectContaining({ available: 660, entries_available: 660 }),
    ]);
  });

  it('accepts one of 20 concurrent reports of the same invoice number, with its four lines posted once', async () => {
    const p = await setUp();
    const lines = [
      { product_id: p.products.notebook.id, quantity: 1 },
      { product_id: p.products.processor.id, quantity: 2 },
      { product_id: p.products.notebook.id, quantity: 3 },
      { product_id: p.products.processor.id, quantity: 1 },
    ];
    const payloads = [];
    for (let i = 0; i < 20; i++) payloads.push(await p.sale(lines, 'NF-B-RACE'));
    const responses = await Promise.all(payloads.map((payload) => p.report(p.headers, payload)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const entries = await entriesOf(p.user.id);
    expect(entries.map((e) => e.amount)).toEqual([100, 80, 300, 40]);
    expect(await balancesAgainstEntries(t.db, [p.user.id])).toEqual([
      expect.objectContaining({ available: 520, entries_available: 520, experience: 520 }),
    ]);
  });
});
