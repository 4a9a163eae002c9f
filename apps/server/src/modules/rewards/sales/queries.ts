import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import type { MemberFacts } from '../access.ts';
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
 * What JavaScript's `String.prototype.trim` removes: a partner account of only these is none (`hasRewardsAccess`).
 */
const TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * An invoice file's row (as `recordStoredFile` writes it, purpose `INVOICE_PURPOSE`) with its hashes, written only
 * when its owner may upload it: a member of the client (`findMember`'s facts, returned whatever happened) with a
 * partner account or staff (`$8`), not blocked from the programme. One statement.
 */
const RECORD_INVOICE = preparedQuery<MemberFacts & { recorded: boolean }>(`with m as (
    select u.gmin_number, u.country_id, u.country_area_id, c.campaign_id, c.rewards_blocked_at
    from users u join user_clients c on c.user_id = u.id and c.client_id = $2::bigint
    where u.id = $1::bigint),
  f as (
    insert into stored_files (key, owner_user_id, purpose, content_type, size)
    select $3::text, $1::bigint, '${INVOICE_PURPOSE}', $4::text, $5::integer from m
    where m.rewards_blocked_at is null and ($8::boolean or btrim(m.gmin_number, $9::text) <> '')
    returning key),
  h as (insert into sale_invoice_hashes (file_key, sha256, dhash) select key, $6::text, $7::text from f)
  select m.*, exists (select 1 from f) as recorded from m`);

/** Records an uploaded invoice for its owner in the client when they may upload it (`RECORD_INVOICE`). */
export async function recordInvoice(
  db: Db,
  file: {
    key: string;
    ownerUserId: number;
    clientId: number;
    /** Staff and superusers upload without a partner account. */
    staff: boolean;
    contentType: string;
    size: number;
    hashes: { sha256: string; dhash: string | null };
  },
): Promise<(MemberFacts & { recorded: boolean }) | undefined> {
  const [row] = await RECORD_INVOICE(db, [
    file.ownerUserId,
    file.clientId,
    file.key,
    file.contentType,
    file.size,
    file.hashes.sha256,
    file.hashes.dhash,
    file.staff,
    TRIMMED,
  ]);
  return row;
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
