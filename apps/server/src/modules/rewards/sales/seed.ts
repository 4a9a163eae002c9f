import { isoDateInZone } from '@elevar/domain';
import sharp from 'sharp';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordStoredFile } from '../../../platform/storage.ts';
import type { SeedStep } from '../../manifest.ts';
import { postEntry, reverseEntry, setEntryAuditStatus } from '../../points/index.ts';
import { insertRegistration } from '../campaigns/queries.ts';
import * as q from './queries.ts';
import * as report from './report-queries.ts';

/** Q4 2026's product catalogue: type, brand, processor, generation, form factor, SKU and its points-table rule. */
const CATALOGUE: [string, string, string, string, string, string, string][] = [
  ['Notebook', 'Lenovo', 'Intel Core Ultra 7', 'Série 2', 'Ultrafino', 'LNV-YOGA-U7-S2', 'sale.notebook'],
  ['Notebook', 'Dell', 'Intel Core i5', '13ª geração', 'Tradicional', 'DELL-INSP-I5-13', 'sale.notebook'],
  ['Desktop', 'HP', 'Intel Core i7', '14ª geração', 'Torre', 'HP-PAV-I7-14', 'sale.desktop'],
  ['Desktop', 'Lenovo', 'Intel Core i5', '14ª geração', 'Compacto', 'LNV-TC-I5-14', 'sale.desktop'],
  ['Processador', 'Intel', 'Intel Core i9', '14ª geração', 'Box', 'BX8071514900K', 'sale.processor'],
  ['Processador', 'Intel', 'Intel Core i5', '14ª geração', 'Box', 'BX8071514600K', 'sale.processor'],
];

/** seller.br's demo sales: invoice, days before today, lines (SKU, quantity), audit outcome. */
const SALES: [string, number, [string, number][], 'under_audit' | 'approved' | 'reproved', string | null][] =
  [
    // the notebook last: the statement's newest entry under audit is a notebook sale (points.spec reads it)
    [
      '000.123.456',
      2,
      [
        ['BX8071514900K', 2],
        ['LNV-YOGA-U7-S2', 1],
      ],
      'under_audit',
      null,
    ],
    ['000.123.101', 6, [['DELL-INSP-I5-13', 2]], 'approved', null],
    ['000.122.877', 9, [['HP-PAV-I7-14', 1]], 'reproved', 'A nota fiscal não corresponde à loja informada.'],
    [
      '000.122.640',
      12,
      [
        ['LNV-TC-I5-14', 1],
        ['BX8071514600K', 1],
      ],
      'approved',
      null,
    ],
  ];

export async function userId(db: Db, username: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sales of the rewards client (issue 13, second slice): Q4 2026's product catalogue priced by its points table;
 * `seller.br` registered for Q4 (MegaInfo Paulista) with four sales under audit, approved and reproved (its points
 * reversed), posted through the ledger; `lucia.ar` registered for Q4 in Buenos Aires, with no sale yet; `camila.br`
 * gets a partner account and stays unregistered, so the campaigns screen still shows the registration form.
 */
const salesStep: SeedStep = {
  name: '2026-11-30 rewards sales',
  async run(db, context) {
    const { rewards } = await clientIds(db);
    const q4 = await db
      .selectFrom('campaigns')
      .select(['id', 'begin_date', 'end_date'])
      .where('client_id', '=', rewards)
      .where('name', '=', 'Q4 2026')
      .executeTakeFirstOrThrow();
    const rules = await db
      .selectFrom('point_rules')
      .select(['id', 'code', 'base_points'])
      .where('campaign_id', '=', q4.id)
      .execute();
    const ruleId = (code: string) => rules.find((r) => r.code === code)?.id ?? 0;
    const products = await db
      .insertInto('campaign_products')
      .values(
        CATALOGUE.map(([product_type, brand, processor, generation, form_factor, sku, rule], position) => ({
          client_id: rewards,
          campaign_id: q4.id,
          rule_id: ruleId(rule),
          product_type,
          brand,
          processor,
          generation,
          form_factor,
          sku,
          position,
        })),
      )
      .returning(['id', 'sku', 'rule_id'])
      .execute();

    const store = async (name: string) =>
      db
        .selectFrom('branches')
        .select(['id', 'retail_chain_id', 'time_zone'])
        .where('client_id', '=', rewards)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
    const agency = await db
      .selectFrom('agencies')
      .select('id')
      .where('client_id', '=', rewards)
      .where('name', '=', 'Agência Varejo Total')
      .executeTakeFirstOrThrow();
    const brands = await db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('agency_id', '=', agency.id)
      .where('name', 'in', ['Lenovo', 'Dell'])
      .execute();
    const now = new Date();
    const register = async (username: string, storeName: string) => {
      const id = await userId(db, username);
      const branch = await store(storeName);
      await inTransaction(db, (trx) =>
        insertRegistration(trx, {
          clientId: rewards,
          campaignId: q4.id,
          userId: id,
          agencyId: agency.id,
          storeIds: [branch.id],
          brandIds: brands.map((b) => b.id),
          now,
        }),
      );
      return { id, branch };
    };
    await db
      .updateTable('users')
      .set({ gmin_number: '10345678' })
      .where('username', '=', 'lucia.ar')
      .execute();
    await db
      .updateTable('users')
      .set({ gmin_number: '10456789' })
      .where('username', '=', 'camila.br')
      .execute();
    const seller = await register('seller.br', 'MegaInfo Paulista');
    await register('lucia.ar', 'TecnoMundo Palermo');

    const invoice = await sharp({
      create: { width: 480, height: 640, channels: 3, background: { r: 250, g: 250, b: 246 } },
    })
      .png()
      .toBuffer();
    const auditor = await userId(db, 'auditor');
    const zone = seller.branch.time_zone ?? 'America/Sao_Paulo';
    for (const [index, [invoiceNumber, daysAgo, lines, outcome, reason]] of SALES.entries()) {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      const saleDay = isoDateInZone(at, zone);
      const day = saleDay < q4.begin_date ? q4.begin_date : saleDay;
      const key = await context.files.write(invoice);
      await recordStoredFile(db, {
        key,
        ownerUserId: seller.id,
        purpose: q.INVOICE_PURPOSE,
        contentType: 'image/png',
        size: invoice.length,
      });
      const saleId = await inTransaction(db, async (trx) => {
        const id = await report.insertSale(trx, {
          clientId: rewards,
          campaignId: q4.id,
          userId: seller.id,
          invoiceNumber,
          saleDate: day,
          chainId: seller.branch.retail_chain_id ?? 0,
          storeId: seller.branch.id,
          invoiceKey: key,
          // the demo's own sales carry no hashes nor signals (the audit's demo sales do)
          invoice: { sha256: null, dhash: null },
          observation: index === 0 ? 'Cliente levou o notebook e dois processadores para a loja.' : null,
          idempotencyKey: `seed:sale:${index}`,
          units: lines.reduce((total, [, quantity]) => total + quantity, 0),
          signals: [],
          now: at,
        });
        if (id === undefined) throw new Error(`demo sale ${invoiceNumber} not stored`);
        const posted = [];
        for (const [position, [sku, quantity]] of lines.entries()) {
          const product = products.find((p) => p.sku === sku);
          const rule = rules.find((r) => r.id === product?.rule_id);
          if (!product || !rule) throw new Error(`demo product ${sku} missing`);
          const posting = await postEntry(
            trx,
            {
              clientId: rewards,
              userId: seller.id,
              programme: 'rewards',
              campaignId: q4.id,
              kind: 'sale',
              rule: { code: rule.code, quantity },
              status: 'under_audit',
              sourceType: 'sale',
              sourceId: String(id),
              idempotencyKey: `sale:${id}:${position}`,
            },
            at,
          );
          posted.push({
            productId: product.id,
            quantity,
            basePoints: rule.base_points,
            points: posting.entry.amount,
            entryId: posting.entry.id,
          });
        }
        await report.writeLines(trx, id, posted, {
          signals: [],
          earlier: { duplicateInvoice: [], duplicateImage: [], duplicateImagePhotos: [] },
        });
        return { id, entries: posted.map((p) => p.entryId) };
      });
      if (outcome === 'under_audit') continue;
      const reviewedAt = new Date(at.getTime() + 86_400_000);
      for (const entryId of saleId.entries)
        if (outcome === 'approved')
          await setEntryAuditStatus(db, { entryId, clientId: rewards, status: 'credited' }, reviewedAt);
        else
          await reverseEntry(
            db,
            { entryId, clientId: rewards, reason: reason ?? '', createdBy: auditor },
            reviewedAt,
          );
      await db
        .updateTable('sales')
        .set({ status: outcome, reason, reviewed_at: reviewedAt, reviewed_by: auditor })
        .where('id', '=', saleId.id)
        .execute();
    }
  },
};

export const salesDemoSteps: readonly SeedStep[] = [salesStep];
