import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { type CampaignStoreRow, campaignStores } from '../campaigns/queries.ts';
import { CAMPAIGN_COLUMNS, newestFirstPage } from '../queries.ts';

/** The purpose of an invoice file in `stored_files`. */
export const INVOICE_PURPOSE = 'sale_invoice';

/** The campaign's product catalogue with each product's fixed value (its points-table rule), of the client only. */
export async function catalogue(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('campaign_products as p')
    .innerJoin('point_rules as r', 'r.id', 'p.rule_id')
    .select([
      'p.id',
      'p.product_type',
      'p.brand',
      'p.processor',
      'p.generation',
      'p.form_factor',
      'p.sku',
      'p.rule_id',
      'r.code as rule_code',
      'r.base_points',
    ])
    .where('p.client_id', '=', clientId)
    .where('p.campaign_id', '=', campaignId)
    .where('r.client_id', '=', clientId)
    .where('r.kind', '=', 'sale')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}
export type CatalogueRow = Awaited<ReturnType<typeof catalogue>>[number];

/** A catalogue product as the API shows it: its fields and fixed value per unit (no rule ids). */
export const catalogueProduct = (p: CatalogueRow) => ({
  id: p.id,
  product_type: p.product_type,
  brand: p.brand,
  processor: p.processor,
  generation: p.generation,
  form_factor: p.form_factor,
  sku: p.sku,
  base_points: p.base_points,
});

/** The retail chains with stores eligible for the campaign (the client's own). */
export async function eligibleChains(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('retail_chains as rc')
    .select(['rc.id', 'rc.name'])
    .where('rc.client_id', '=', clientId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('campaign_stores as cs')
          .innerJoin('branches as b', 'b.id', 'cs.branch_id')
          .select(sql`1`.as('one'))
          .where('cs.campaign_id', '=', campaignId)
          .whereRef('b.retail_chain_id', '=', 'rc.id'),
      ),
    )
    .orderBy('rc.name')
    .orderBy('rc.id')
    .execute();
}

export type StoreRow = CampaignStoreRow;

/** An eligible store of the campaign by the digits of its registration number (SPEC §5), of the client only. */
export async function storeByDigits(db: Db, clientId: number, campaignId: number, digits: string) {
  return campaignStores(db, clientId, campaignId)
    .where('b.registration_digits', '=', digits)
    .executeTakeFirst();
}

/** An eligible store of the campaign by id, of the client only. */
export async function storeById(db: Db, clientId: number, campaignId: number, storeId: number) {
  return campaignStores(db, clientId, campaignId).where('b.id', '=', storeId).executeTakeFirst();
}

/** The eligible stores the user registered with for the campaign. */
export async function registeredStores(db: Db, clientId: number, campaignId: number, userId: number) {
  return campaignStores(db, clientId, campaignId)
    .innerJoin('campaign_registration_stores as rs', 'rs.branch_id', 'b.id')
    .innerJoin('campaign_registrations as r', 'r.id', 'rs.registration_id')
    .where('r.campaign_id', '=', campaignId)
    .where('r.user_id', '=', userId)
    .orderBy('b.id')
    .execute();
}

/** Whether the invoice file is the user's, uploaded for a sale, and not yet any sale's. */
export async function freeInvoice(db: Db, userId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_files as f')
    .select('f.key')
    .where('f.key', '=', key)
    .where('f.owner_user_id', '=', userId)
    .where('f.purpose', '=', INVOICE_PURPOSE)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('sales as s').select('s.id').whereRef('s.invoice_file_key', '=', 'f.key')),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The campaign's row for a country (its SPEC §9 group and the group 1 areas it names), if it names the country. */
export async function campaignCountry(db: Db, campaignId: number, countryId: number | null) {
  if (countryId === null) return undefined;
  return db
    .selectFrom('campaign_countries as cc')
    .innerJoin('countries as c', 'c.id', 'cc.country_id')
    .select(['c.group', 'cc.area_ids'])
    .where('cc.campaign_id', '=', campaignId)
    .where('cc.country_id', '=', countryId)
    .executeTakeFirst();
}

/** Whether the user already sent this invoice number in the campaign. */
export async function invoiceNumberSent(db: Db, campaignId: number, userId: number, invoiceNumber: string) {
  const row = await db
    .selectFrom('sales')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a sale; undefined when the user already sent the invoice number in the campaign, or the key was already
 * used, or the file already serves a sale: every unique key decides between racing submissions, keeping the first.
 */
export async function insertSale(
  trx: Trx,
  sale: {
    clientId: number;
    campaignId: number;
    userId: number;
    invoiceNumber: string;
    saleDate: string;
    chainId: number;
    storeId: number;
    invoiceKey: string;
    observation: string | null;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('sales')
    .values({
      client_id: sale.clientId,
      campaign_id: sale.campaignId,
      user_id: sale.userId,
      invoice_number: sale.invoiceNumber,
      sale_date: sale.saleDate,
      retail_chain_id: sale.chainId,
      branch_id: sale.storeId,
      invoice_file_key: sale.invoiceKey,
      observation: sale.observation,
      points: 0,
      idempotency_key: sale.idempotencyKey,
      created_at: sale.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertLines(
  trx: Trx,
  saleId: number,
  lines: readonly {
    productId: number;
    quantity: number;
    basePoints: number;
    points: number;
    entryId: number;
  }[],
) {
  await trx
    .insertInto('sale_lines')
    .values(
      lines.map((line, position) => ({
        sale_id: saleId,
        position,
        product_id: line.productId,
        quantity: line.quantity,
        base_points: line.basePoints,
        points: line.points,
        entry_id: line.entryId,
      })),
    )
    .execute();
  await trx
    .updateTable('sales')
    .set({ points: lines.reduce((total, line) => total + line.points, 0) })
    .where('id', '=', saleId)
    .execute();
}

/** A sale's lines with their products, in order, as one json column `lines` (`saleId`: the sale's id column). */
export function saleLinesJson(saleId: string) {
  return sql<unknown>`coalesce((select json_agg(json_build_object(
    'product_id', p.id, 'product_type', p.product_type, 'brand', p.brand, 'processor', p.processor,
    'generation', p.generation, 'form_factor', p.form_factor, 'sku', p.sku, 'base_points', l.base_points,
    'quantity', l.quantity, 'points', l.points) order by l.position)
    from sale_lines l join campaign_products p on p.id = l.product_id where l.sale_id = ${sql.ref(saleId)}), '[]'::json)`.as(
    'lines',
  );
}

function salesOf(db: Db, clientId: number, userId: number) {
  return db.selectFrom('sales as s').where('s.client_id', '=', clientId).where('s.user_id', '=', userId);
}

/** A page of the user's sales in the client (newest first) and their count, with campaign, chain and store. */
export async function salePage(
  db: Db,
  who: { clientId: number; userId: number },
  filter: { campaignId?: number | undefined; page: number; pageSize: number; saleId?: number },
) {
  let base = salesOf(db, who.clientId, who.userId);
  if (filter.campaignId !== undefined) base = base.where('s.campaign_id', '=', filter.campaignId);
  if (filter.saleId !== undefined) base = base.where('s.id', '=', filter.saleId);
  return newestFirstPage(
    base
      .innerJoin('campaigns as k', 'k.id', 's.campaign_id')
      .innerJoin('retail_chains as rc', 'rc.id', 's.retail_chain_id')
      .innerJoin('branches as b', 'b.id', 's.branch_id')
      .select([
        's.id',
        's.invoice_number',
        sql<string>`s.sale_date::text`.as('sale_date'),
        's.observation',
        's.status',
        's.reason',
        's.points',
        's.invoice_file_key',
        's.created_at',
        ...CAMPAIGN_COLUMNS,
        'rc.id as chain_id',
        'rc.name as chain_name',
        'b.id as store_id',
        'b.name as store_name',
        'b.names as store_names',
        saleLinesJson('s.id'),
      ]),
    's',
    { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize },
    filter.saleId === undefined
      ? base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
      : Promise.resolve({ count: '1' }),
  );
}
export type SaleRow = Awaited<ReturnType<typeof salePage>>['rows'][number];
