import { NEAR_DUPLICATE_MAX_DISTANCE } from '@elevar/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { noiseJpeg, salesProgramme } from '../../../../test/rewards-fixtures.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { dhashBands } from '../audit/signals.ts';
import { signalFacts } from './report-queries.ts';

/** A sale's invoice dHash kept by band (`sale_dhash_bands`), which the near-identical probe reads alone. */

const { t } = withDataDir();

/** `hash` with the given bits (0 = the last hex digit's lowest) flipped. */
const flip = (hash: string, bits: number[]) =>
  bits
    .reduce((value, bit) => value ^ (1n << BigInt(bit)), BigInt(`0x${hash}`))
    .toString(16)
    .padStart(16, '0');

const bandsOf = async (saleId: number) =>
  (
    await sql<{ band: number; dhash: string }>`select band, dhash::text as dhash from sale_dhash_bands
      where sale_id = ${saleId} order by band`.execute(t.db)
  ).rows;

describe("a sale's invoice dHash by band", () => {
  it('is written with the sale, found within the near-duplicate distance only and in its client, and goes with the sale', async () => {
    const p = await salesProgramme(t.app, t.db);
    const member = await p.seller();
    const body = multipartBody([
      { name: 'file', filename: 'nf.jpg', contentType: 'image/jpeg', data: await noiseJpeg(3) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/sales/invoices',
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/sales`,
      headers: { ...member.headers, 'idempotency-key': 'bands-1' },
      payload: {
        invoice_number: 'NF-BANDS-1',
        sale_date: '2026-11-20',
        chain_id: p.chains.a.id,
        store_id: p.stores.a1.id,
        invoice_key: upload.json().key,
        lines: [{ product_id: p.products.notebook.id, quantity: 1 }],
      },
    });
    expect(report.statusCode, report.body).toBe(201);
    const id = Number(report.json().id);
    const { invoice_dhash: hash } = await t.db
      .selectFrom('sales')
      .select('invoice_dhash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (hash === null) throw new Error('the invoice has no dHash');

    expect(await bandsOf(id)).toEqual(
      dhashBands(hash).map((band) => ({
        band,
        dhash: BigInt.asIntN(64, BigInt(`0x${hash}`)).toString(),
      })),
    );

    const sameImageSales = (clientId: number, dhash: string) =>
      inTransaction(t.db, async (trx) => {
        const facts = await signalFacts(trx, {
          clientId,
          userId: member.user.id,
          storeId: p.stores.a1.id,
          invoiceNumber: 'NF-BANDS-2',
          invoice: { sha256: null, dhash },
          now: new Date(),
        });
        return facts.same_image_sales.map(Number);
      });
    // 6 bits off, in every band (two in the first two, one in the last two); then one more
    const sixOff = [63, 60, 47, 44, 31, 15];
    expect(sixOff).toHaveLength(NEAR_DUPLICATE_MAX_DISTANCE);
    expect(await sameImageSales(p.client.id, flip(hash, sixOff))).toEqual([id]);
    expect(await sameImageSales(p.client.id, flip(hash, [...sixOff, 0]))).toEqual([]);
    expect(await sameImageSales(p.client.id + 1_000_000, hash)).toEqual([]);

    await t.db.deleteFrom('sales').where('id', '=', id).execute();
    expect(await bandsOf(id)).toEqual([]);
  });
});
