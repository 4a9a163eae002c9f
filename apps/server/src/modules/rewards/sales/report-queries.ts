import { BURST_MINUTES } from '@elevar/domain';
import { preparedQuery } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import type { MemberFacts } from '../access.ts';
import {
  flagEarlierSales,
  type SaleSignalFacts,
  type SaleSignals,
  saleSignalFacts,
} from '../audit/signals.ts';
import type { CampaignRow } from '../campaigns/queries.ts';
import { type CatalogueRow, INVOICE_PURPOSE, type StoreRow } from './queries.ts';

/*
 * A sale report's statements (service.ts `reportSale`, record.ts): what it checks before writing in one read, the
 * near-identical invoice's facts, the sale's row with its signals, then its lines. Prepared on PostgreSQL.
 */

/** What a sale report checks before it writes (`reportFacts`): each part null when not found. */
export interface ReportFactsRow {
  /** The user's membership of the client (the rewards viewer's facts). */
  member: MemberFacts | null;
  /** The user's sale answering the Idempotency-Key (a retry). */
  earlier_id: number | null;
  /** The campaign as `campaignsOf` reads it for the user (of the client, running in their country). */
  campaign: CampaignRow | null;
  /** The campaign's row for the user's country (its SPEC §9 group and areas). */
  country: { group: number; area_ids: (number | string)[] | null } | null;
  /** The store asked for, if eligible for the campaign (as `campaignStores` reads it). */
  store: StoreRow | null;
  /** The campaign's catalogue (as `catalogue` reads it). */
  products: CatalogueRow[];
  /** Whether the invoice file is the user's, uploaded for a sale, and not yet any sale's. */
  invoice_free: boolean;
  /** The invoice file's hashes kept from its upload (none for a file uploaded before they were kept). */
  invoice_hashes: { sha256: string; dhash: string | null } | null;
  /** The facts of the sale's signals (`saleSignalFacts`) from those hashes; none without them. */
  signal_facts: SaleSignalFacts | null;
}

/** The start of the burst signal's minutes before a report at `now` (the recent count's `since`). */
export const burstSince = (now: Date) => new Date(now.getTime() - BURST_MINUTES * 60_000);

/**
 * Everything a sale report reads before it writes, in one prepared statement (parameters: client, user, campaign,
 * Idempotency-Key, store, invoice file key, normalized invoice number, `burstSince`, now): the membership, an
 * earlier sale with the key, the campaign with the zone its days are read in and the user's registration, the
 * campaign's group for the user's country, the store, the catalogue, whether the invoice file is free, its hashes
 * kept from the upload and the facts of the sale's signals read with them (in the snapshot before the sale). The
 * same rows as `findMember`, `idByIdempotencyKey`, `campaignsOf`, `campaignCountry`, `campaignStores`, `catalogue`
 * and `signalFacts`, which the other sale endpoints and recordings use.
 */
export const reportFacts = preparedQuery<ReportFactsRow>(`with m as (
    select u.gmin_number, u.country_id, u.country_area_id, uc.campaign_id, uc.rewards_blocked_at
    from users u join user_clients uc on uc.user_id = u.id and uc.client_id = $1::bigint
    where u.id = $2::bigint),
  h as (select sha256, dhash from sale_invoice_hashes where file_key = $6::text)
  select
    (select row_to_json(m) from m) as member,
    (select s.id from sales s
      where s.user_id = $2::bigint and s.client_id = $1::bigint and s.idempotency_key = $4::text) as earlier_id,
    (select json_build_object('id', k.id, 'name', k.name, 'begin_date', k.begin_date::text,
        'end_date', k.end_date::text,
        'time_zone', coalesce(
          (select b.time_zone from campaign_registrations r
            join campaign_registration_stores rs on rs.registration_id = r.id
            join branches b on b.id = rs.branch_id
            where r.campaign_id = k.id and r.user_id = $2::bigint and b.time_zone is not null
            order by b.id limit 1),
          (select b.time_zone from campaign_stores cs join branches b on b.id = cs.branch_id
            where cs.campaign_id = k.id and b.client_id = k.client_id and b.time_zone is not null
            order by (b.country_id is not distinct from (select country_id from m)) desc, b.id limit 1),
          'UTC'),
        'registered', exists (select 1 from campaign_registrations r
          where r.campaign_id = k.id and r.user_id = $2::bigint))
      from campaigns k
      where k.id = $3::bigint and k.client_id = $1::bigint and k.is_reward_campaign
        and (not exists (select 1 from campaign_countries cc where cc.campaign_id = k.id)
          or exists (select 1 from campaign_countries cc where cc.campaign_id = k.id
            and cc.country_id = (select country_id from m)))) as campaign,
    (select json_build_object('group', c.group, 'area_ids', cc.area_ids)
      from campaign_countries cc join countries c on c.id = cc.country_id
      where cc.campaign_id = $3::bigint and cc.country_id = (select country_id from m)) as country,
    (select row_to_json(st) from (
      select b.id, b.name, b.names, b.time_zone, co.code as country_code, rc.id as chain_id, rc.name as chain_name
      from campaign_stores cs join branches b on b.id = cs.branch_id
        join retail_chains rc on rc.id = b.retail_chain_id left join countries co on co.id = b.country_id
      where cs.campaign_id = $3::bigint and b.client_id = $1::bigint and rc.client_id = $1::bigint
        and b.id = $5::bigint
      limit 1) st) as store,
    coalesce((select json_agg(json_build_object('id', p.id, 'product_type', p.product_type, 'brand', p.brand,
        'processor', p.processor, 'generation', p.generation, 'form_factor', p.form_factor, 'sku', p.sku,
        'rule_id', p.rule_id, 'rule_code', r.code, 'base_points', r.base_points) order by p.position, p.id)
      from campaign_products p join point_rules r on r.id = p.rule_id
      where p.client_id = $1::bigint and p.campaign_id = $3::bigint and r.client_id = $1::bigint
        and r.kind = 'sale'), '[]'::json) as products,
    exists (select 1 from stored_files f
      where f.key = $6::text and f.owner_user_id = $2::bigint and f.purpose = '${INVOICE_PURPOSE}'
        and not exists (select 1 from sales s where s.invoice_file_key = f.key)) as invoice_free,
    (select json_build_object('sha256', h.sha256, 'dhash', h.dhash) from h) as invoice_hashes,
    (select row_to_json(f) from (select ${saleSignalFacts({
      client: '$1::bigint',
      user: '$2::bigint',
      store: '$5::bigint',
      invoiceNumber: '$7::text',
      sha256: '(select sha256 from h)',
      dhash: '(select dhash from h)',
      probes: '(select dhash_band_probes(dhash) from h)',
      since: '$8::timestamptz',
      now: '$9::timestamptz',
    })} where exists (select 1 from h)) f) as signal_facts`);

/**
 * The facts a sale's signals are read from (signals.ts), in the snapshot just before the sale is written. The probes
 * are computed once from the hash in a sub-select (`dhash_band_probes`, parallel unsafe: the probe of a few hundred
 * candidates never plans a parallel scan), as `reportFacts` reads them.
 */
const SIGNAL_FACTS = preparedQuery<SaleSignalFacts>(
  `select ${saleSignalFacts({
    client: '$1::bigint',
    user: '$2::bigint',
    store: '$3::bigint',
    invoiceNumber: '$4::text',
    sha256: '$5::text',
    dhash: '$6::text',
    probes: '(select dhash_band_probes($6::text))',
    since: '$7::timestamptz',
    now: '$8::timestamptz',
  })}`,
);

/**
 * What the signals of a sale about to be written are read from: earlier sales and photos of the client, the user's
 * and the store's usual units, the user's recent sales (`saleSignalFacts`).
 */
export async function signalFacts(
  trx: Trx,
  sale: {
    clientId: number;
    userId: number;
    storeId: number;
    invoiceNumber: string;
    invoice: { sha256: string | null; dhash: string | null };
    now: Date;
  },
): Promise<SaleSignalFacts> {
  const [row] = await SIGNAL_FACTS(trx, [
    sale.clientId,
    sale.userId,
    sale.storeId,
    sale.invoiceNumber,
    sale.invoice.sha256,
    sale.invoice.dhash,
    burstSince(sale.now),
    sale.now,
  ]);
  return row as SaleSignalFacts;
}

/** The sale's row with its signals and suspicion (their count) and its dHash's bands; its points come with its lines. */
const INSERT_SALE = preparedQuery<{
  id: number;
}>(`with sale as (insert into sales (client_id, campaign_id, user_id,
    invoice_number, sale_date, retail_chain_id, branch_id, invoice_file_key, observation, points, idempotency_key,
    created_at, invoice_sha256, invoice_dhash, units, signals, suspicion)
  values ($1::bigint, $2::bigint, $3::bigint, $4::text, $5::date, $6::bigint, $7::bigint, $8::text, $9::text, 0,
    $10::text, $11::timestamptz, $12::text, $13::text, $14::integer, $15::text[], cardinality($15::text[]))
  on conflict do nothing
  returning id), bands as (insert into sale_dhash_bands (client_id, band, sale_id, dhash)
    select $1::bigint, band, sale.id, ('x' || $13::text)::bit(64)::bigint from sale, unnest(dhash_bands($13::text)) band)
  select id from sale`);

/**
 * Stores a sale with its invoice's hashes, its units and its signals; undefined when the user already sent the
 * invoice number in the campaign, or the key was already used, or the file already serves a sale: every unique key
 * decides between racing submissions, keeping the first.
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
    invoice: { sha256: string | null; dhash: string | null };
    observation: string | null;
    idempotencyKey: string;
    /** Its lines' quantities summed. */
    units: number;
    /** Its fraud signals, in their order (`saleSignals`). */
    signals: readonly string[];
    now: Date;
  },
): Promise<number | undefined> {
  const [row] = await INSERT_SALE(trx, [
    sale.clientId,
    sale.campaignId,
    sale.userId,
    sale.invoiceNumber,
    sale.saleDate,
    sale.chainId,
    sale.storeId,
    sale.invoiceKey,
    sale.observation,
    sale.idempotencyKey,
    sale.now,
    sale.invoice.sha256,
    sale.invoice.dhash,
    sale.units,
    sale.signals,
  ]);
  return row && Number(row.id);
}

/**
 * A sale's lines, its points and the earlier items its duplicate signals flag: one statement. The sale's row changes
 * only in its points (no indexed column), so the update stays on its page (fill factor 90) and writes no index entry.
 */
const WRITE_LINES = preparedQuery(`with lines as (
    insert into sale_lines (sale_id, position, product_id, quantity, base_points, points, entry_id)
    select $1::bigint, l.n - 1, l.product_id, l.quantity, l.base_points, l.points, l.entry_id
    from unnest($2::bigint[], $3::integer[], $4::integer[], $5::integer[], $6::bigint[])
      with ordinality l(product_id, quantity, base_points, points, entry_id, n)
  ), own as (
    update sales set points = $7::integer where id = $1::bigint
  ), ${flagEarlierSales({
    self: '$1::bigint',
    duplicateInvoice: '$8::bigint[]',
    duplicateImage: '$9::bigint[]',
    duplicateImagePhotos: '$10::bigint[]',
  })}
  select 1`);

export async function writeLines(
  trx: Trx,
  saleId: number,
  lines: readonly {
    productId: number;
    quantity: number;
    basePoints: number;
    points: number;
    entryId: number;
  }[],
  found: SaleSignals,
) {
  await WRITE_LINES(trx, [
    saleId,
    lines.map((line) => line.productId),
    lines.map((line) => line.quantity),
    lines.map((line) => line.basePoints),
    lines.map((line) => line.points),
    lines.map((line) => line.entryId),
    lines.reduce((total, line) => total + line.points, 0),
    found.earlier.duplicateInvoice,
    found.earlier.duplicateImage,
    found.earlier.duplicateImagePhotos,
  ]);
}
