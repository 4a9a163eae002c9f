import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { rebuildRankingCounts } from '../src/modules/points/ranking/queries.ts';
import { startSessions } from './support.ts';

export interface RewardsCounts {
  /** Sale lines seeded (about 2.5 a sale). */
  saleLines: number;
  sellers: number;
  stores: number;
  auditors: number;
  /** Sellers signed in (the ones who report sales in the load). */
  signedIn: number;
}

/** A signed-in seller: the store they registered with for the campaign, its chain, and their token. */
export interface Seller {
  userId: number;
  token: string;
  storeId: number;
  chainId: number;
}

/** What the rewards bench sends: the campaign, its catalogue, the sellers and auditors signed in, the filters. */
export interface RewardsSite {
  clientId: number;
  campaignId: number;
  /** The campaign's products (ids), for sale lines. */
  products: number[];
  sellers: Seller[];
  /** Access tokens of the auditors. */
  auditors: string[];
  /** The campaign's countries and some of its stores, for the audit queue's filters. */
  countries: number[];
  stores: number[];
  /** The last seeded sale's id: sales after it were reported through HTTP. */
  lastSeededSale: number;
  sales: number;
  lines: number;
}

/** Group 1 of SPEC §9 (they report sales), each with its stores' zone. */
const COUNTRIES = [
  { code: 'BR', zone: 'America/Sao_Paulo' },
  { code: 'AR', zone: 'America/Argentina/Buenos_Aires' },
];
const CHAINS = 12;
const AGENCIES = 2;
const BRANDS_PER_AGENCY = 3;
const PRODUCTS = 40;
/** The campaign began this many days ago; sales were reported over all of them. */
const CAMPAIGN_DAYS = 60;
/** Sales of the last days are still under audit (the auditors' backlog), and 2 % of the older ones. */
const BACKLOG_DAYS = 3;
/** A deterministic pseudo-random number in [0, m) from an integer expression and a salt (PostgreSQL's hashint4). */
const hashed = (expression: string, salt: number, m: number) =>
  sql.raw(`(abs(hashint4((${expression})::int * 7 + ${salt})) % ${m})`);
/** A stored-file key (43 base64url characters) made from a text, as the file store's random keys look. */
const fileKey = (text: string) =>
  sql.raw(`translate(rtrim(encode(sha256(convert_to(${text}, 'UTF8')), 'base64'), '='), '+/', '-_')`);

/**
 * One retail rewards client seeded set-based, triggers and foreign-key checks off for the load (session_replication_role
 * = replica): Brazil and Argentina (group 1), `stores` stores in 12 chains with their zones and registration
 * numbers, all eligible for one campaign that began 60 days ago, two agencies with three brands each, a catalogue of
 * 40 products each priced by its points-table rule; `sellers` salespeople registered for the campaign with one
 * store, and about `saleLines` / 2.5 sales over the 60 days (1 to 4 lines each, each line posted to the ledger as
 * the sale route posts it): the last three days and 2 % of the older ones under audit, the rest approved (90 %) or
 * reproved (10 %, its entries reversed), 7 % with a fraud signal; each seller's balance is the sum of their entries.
 * `auditors` auditors of the client, and a live session for them and the first `signedIn` sellers. Then VACUUM
 * ANALYZE and a checkpoint.
 */
export async function seedRewards(
  db: Db,
  counts: RewardsCounts,
  log: (message: string) => void,
): Promise<RewardsSite> {
  const salesCount = Math.max(1, Math.round(counts.saleLines / 2.5));
  const site = await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const client = await conn
      .insertInto('clients')
      .values({
        slug: 'bench-rewards',
        name: 'Bench rewards',
        enabled_modules: ['campaigns', 'insert_sales', 'upload_photos', 'profile', 'ranking'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const countries = await conn
      .selectFrom('countries')
      .select(['id', 'code'])
      .where(
        'code',
        'in',
        COUNTRIES.map((c) => c.code),
      )
      .orderBy('code', 'desc')
      .execute();
    const countryIds = countries.map((c) => c.id);
    const zones = countries.map((c) => COUNTRIES.find((k) => k.code === c.code.trim())?.zone ?? 'UTC');
    await conn
      .insertInto('client_countries')
      .values(countryIds.map((id) => ({ client_id: client.id, country_id: id })))
      .execute();
    const campaign = await sql<{ id: number }>`insert into campaigns (client_id, name, begin_date, end_date,
        is_reward_campaign)
      values (${client.id}, 'Bench rewards campaign', current_date - ${CAMPAIGN_DAYS}::int, current_date + 60, true)
      returning id`.execute(conn);
    const campaignId = Number(campaign.rows[0]?.id);
    await conn
      .insertInto('campaign_countries')
      .values(countryIds.map((id) => ({ campaign_id: campaignId, country_id: id, area_ids: null })))
      .execute();
    await sql`insert into retail_chains (client_id, name)
      select ${client.id}, 'Chain ' || g from generate_series(1, ${CHAINS}::int) g`.execute(conn);
    // stores alternate between the countries; a chain's stores are in both
    await sql`insert into branches (client_id, name, country_id, retail_chain_id, time_zone, registration_digits)
      select ${client.id}, 'Store ' || g, (${countryIds}::int[])[1 + g % ${countryIds.length}],
        (select id from retail_chains where client_id = ${client.id} order by id offset g % ${CHAINS} limit 1),
        (${zones}::text[])[1 + g % ${countryIds.length}], lpad((10000000 + g)::text, 14, '0')
      from generate_series(1, ${counts.stores}::int) g`.execute(conn);
    await sql`insert into campaign_stores (campaign_id, branch_id)
      select ${campaignId}, id from branches where client_id = ${client.id}`.execute(conn);
    await sql`insert into agencies (client_id, name)
      select ${client.id}, 'Agency ' || g from generate_series(1, ${AGENCIES}::int) g`.execute(conn);
    await sql`insert into brands (client_id, agency_id, name)
      select ${client.id}, a.id, 'Brand ' || a.id || '.' || g from agencies a
        cross join generate_series(1, ${BRANDS_PER_AGENCY}::int) g where a.client_id = ${client.id}`.execute(
      conn,
    );
    await sql`insert into campaign_agencies (campaign_id, agency_id)
      select ${campaignId}, id from agencies where client_id = ${client.id}`.execute(conn);
    await sql`insert into point_rules (client_id, campaign_id, code, kind, base_points, descriptions, position)
      select ${client.id}, ${campaignId}, 'sale.product-' || g, 'sale', 10 * (1 + g % 15),
        jsonb_build_object('pt-BR', 'Venda do produto ' || g, 'en-US', 'Sale of product ' || g,
          'es-ES', 'Venta del producto ' || g, 'fr-FR', 'Vente du produit ' || g), g
      from generate_series(1, ${PRODUCTS}::int) g`.execute(conn);
    await sql`insert into campaign_products (client_id, campaign_id, rule_id, product_type, brand, processor,
        generation, form_factor, sku, position)
      select ${client.id}, ${campaignId}, r.id, (array['Notebook', 'Desktop', 'All-in-one'])[1 + r.position % 3],
        'Brand ' || (1 + r.position % 4), 'Core i' || (3 + 2 * (r.position % 4)), (11 + r.position % 4) || 'th',
        (array['Thin', 'Convertible', 'Tower', 'Mini'])[1 + r.position % 4], 'SKU-' || lpad(r.position::text, 4, '0'),
        r.position
      from point_rules r where r.campaign_id = ${campaignId}`.execute(conn);
    const products = (
      await conn
        .selectFrom('campaign_products')
        .select('id')
        .where('campaign_id', '=', campaignId)
        .orderBy('id')
        .execute()
    ).map((p) => Number(p.id));
    log(`client, ${counts.stores} stores, ${PRODUCTS} products written`);

    // sellers: each in a store of their country, registered for the campaign with it (first agency, one brand)
    await sql`insert into users (username, full_name, password_hash, status, selected_client_id, country_id,
        gmin_number)
      select 'seller.' || g, 'Bench Seller ' || g, 'x', 'approved', ${client.id},
        (${countryIds}::int[])[1 + g % ${countryIds.length}], 'GM' || lpad(g::text, 8, '0')
      from generate_series(1, ${counts.sellers}::int) g`.execute(conn);
    await sql`create temp table bench_sellers as
      select u.id as user_id, b.id as branch_id, b.retail_chain_id as chain_id, b.country_id,
        row_number() over (order by u.id) - 1 as idx
      from users u
      join (select id, country_id, retail_chain_id,
              row_number() over (partition by country_id order by id) as k,
              count(*) over (partition by country_id) as n
            from branches where client_id = ${client.id}) b
        on b.country_id = u.country_id and b.k = 1 + (u.id * 31) % b.n
      where u.selected_client_id = ${client.id}`.execute(conn);
    await sql`create unique index on bench_sellers (idx)`.execute(conn);
    await sql`insert into user_clients (user_id, client_id, role, branch_id, campaign_id)
      select user_id, ${client.id}, 'salesperson', branch_id, ${campaignId} from bench_sellers`.execute(conn);
    await sql`insert into campaign_registrations (client_id, campaign_id, user_id, agency_id, accepted_terms_at,
        created_at)
      select ${client.id}, ${campaignId}, s.user_id,
        (select id from agencies where client_id = ${client.id} order by id limit 1),
        now() - interval '${sql.raw(String(CAMPAIGN_DAYS))} days', now() - interval '${sql.raw(String(CAMPAIGN_DAYS))} days'
      from bench_sellers s`.execute(conn);
    await sql`insert into campaign_registration_stores (registration_id, branch_id)
      select r.id, s.branch_id from campaign_registrations r join bench_sellers s on s.user_id = r.user_id
      where r.campaign_id = ${campaignId}`.execute(conn);
    await sql`insert into campaign_registration_brands (registration_id, brand_id)
      select r.id, (select br.id from brands br where br.agency_id = r.agency_id order by br.id limit 1)
      from campaign_registrations r where r.campaign_id = ${campaignId}`.execute(conn);
    await sql`insert into user_levels (client_id, user_id, campaign_id, level)
      select ${client.id}, user_id, ${campaignId}, 'junior' from bench_sellers`.execute(conn);
    const auditorRows = await sql<{ id: string }>`with made as (
        insert into users (username, full_name, password_hash, status, selected_client_id)
        select 'auditor.' || g, 'Bench Auditor ' || g, 'x', 'approved', ${client.id}
        from generate_series(1, ${counts.auditors}::int) g returning id)
      insert into user_clients (user_id, client_id, role) select id, ${client.id}, 'auditor' from made
      returning user_id as id`.execute(conn);
    const auditorIds = auditorRows.rows.map((r) => Number(r.id));
    log(`${counts.sellers.toLocaleString('en')} sellers registered, ${auditorIds.length} auditors`);

    // the sales: ids given here (a fresh database), spread evenly over the campaign's days, newest last
    const sales = await seedSales(conn, {
      clientId: client.id,
      campaignId,
      count: salesCount,
      sellers: counts.sellers,
      products,
      auditor: auditorIds[0] as number,
    });
    log(
      `${salesCount.toLocaleString('en')} sales with ${sales.lines.toLocaleString('en')} lines and their ledger entries written`,
    );
    await sql`insert into point_balances (client_id, user_id, campaign_id, available, experience, country_id,
        branch_id)
      select ${client.id}, s.user_id, ${campaignId}, coalesce(sum(e.amount), 0), coalesce(sum(e.experience), 0),
        s.country_id, s.branch_id
      from bench_sellers s left join point_entries e on e.user_id = s.user_id and e.client_id = ${client.id}
        and e.campaign_id = ${campaignId}
      group by s.user_id, s.country_id, s.branch_id`.execute(conn);
    await sql`drop table bench_sellers`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
    return { clientId: client.id, campaignId, products, countryIds, auditorIds, ...sales };
  });

  await rebuildRankingCounts(db, site.clientId, site.campaignId);
  const signedIn = await sql<{ user_id: string; branch_id: string; chain_id: string }>`
    select m.user_id, m.branch_id, b.retail_chain_id as chain_id from user_clients m
      join branches b on b.id = m.branch_id
    where m.client_id = ${site.clientId} and m.role = 'salesperson' order by m.user_id limit ${counts.signedIn}`.execute(
    db,
  );
  const sellerTokens = await startSessions(
    db,
    signedIn.rows.map((r) => Number(r.user_id)),
  );
  const auditors = await startSessions(db, site.auditorIds);
  const stores = await db
    .selectFrom('branches')
    .select('id')
    .where('client_id', '=', site.clientId)
    .orderBy('id')
    .limit(50)
    .execute();
  await sql`vacuum (analyze)`.execute(db);
  // the seed's writes flushed now, not by a checkpoint in the middle of a measurement
  await sql`checkpoint`.execute(db);
  log(`${signedIn.rows.length} sellers and ${auditors.length} auditors signed in; vacuumed and analysed`);
  return {
    clientId: site.clientId,
    campaignId: site.campaignId,
    products: site.products,
    sellers: signedIn.rows.map((r, i) => ({
      userId: Number(r.user_id),
      token: sellerTokens[i] as string,
      storeId: Number(r.branch_id),
      chainId: Number(r.chain_id),
    })),
    auditors,
    countries: site.countryIds,
    stores: stores.map((s) => Number(s.id)),
    lastSeededSale: site.lastSale,
    sales: salesCount,
    lines: site.lines,
  };
}

/**
 * The sales, their invoice files' rows, lines, ledger entries (one per line, posted under audit), the audit's
 * outcome on the entries (credited, or reversed by a reversal entry) and the fraud signals, set-based.
 */
async function seedSales(
  conn: Db,
  input: {
    clientId: number;
    campaignId: number;
    count: number;
    sellers: number;
    products: number[];
    auditor: number;
  },
) {
  const { clientId, campaignId, count } = input;
  const minutes = CAMPAIGN_DAYS * 24 * 60 - 60;
  // sale i: a seller spread by a step coprime with their count, reported at an even pace, sold 0–9 days before
  await sql`create temp table bench_sales as
    select i, s.user_id, s.branch_id, s.chain_id,
      now() - make_interval(mins => (${minutes}::bigint * (${count} - i) / ${count})::int) as created_at,
      ${hashed('i', 1, 100)} as h, ${hashed('i', 2, 100)} as signal_h, ${hashed('i', 3, 10)} as days_before
    from generate_series(1, ${count}::int) i
    join bench_sellers s on s.idx = (i::bigint * 7919) % ${input.sellers}`.execute(conn);
  await sql`alter table bench_sales add column status text, add column signals text[]`.execute(conn);
  await sql`update bench_sales set
    status = case when created_at > now() - interval '${sql.raw(String(BACKLOG_DAYS))} days' or h < 2
      then 'under_audit' when h < 12 then 'reproved' else 'approved' end,
    signals = case when signal_h < 2 then array['duplicate_invoice'] when signal_h < 4 then array['window_edge']
      when signal_h < 5 then array['high_quantity'] when signal_h < 6 then array['burst']
      when signal_h < 7 then array['duplicate_image']
      else array[]::text[] end`.execute(conn);
  await sql`insert into stored_files (key, owner_user_id, purpose, content_type, size, created_at)
    select ${fileKey("'bench-invoice-' || i")}, user_id, 'sale_invoice', 'image/jpeg', 2000 + i % 1000,
      created_at - interval '1 minute'
    from bench_sales`.execute(conn);
  await sql`insert into sales (id, client_id, campaign_id, user_id, invoice_number, sale_date, retail_chain_id,
      branch_id, invoice_file_key, observation, status, reason, points, idempotency_key, reviewed_at, reviewed_by,
      created_at, invoice_sha256, invoice_dhash, signals, suspicion)
    overriding system value
    select i, ${clientId}, ${campaignId}, user_id, 'NF' || lpad(i::text, 9, '0'),
      greatest((created_at - make_interval(days => days_before))::date, current_date - ${CAMPAIGN_DAYS}::int),
      chain_id, branch_id, ${fileKey("'bench-invoice-' || i")}, null, status,
      case when status = 'reproved' then 'Nota fiscal ilegível' end, 0, 'bench-' || i,
      case when status <> 'under_audit' then created_at + interval '1 day' end,
      case when status <> 'under_audit' then ${input.auditor}::bigint end,
      created_at, encode(sha256(convert_to('bench-file-' || i, 'UTF8')), 'hex'),
      substr(md5('bench-dhash-' || i), 1, 16), signals, cardinality(signals)
    from bench_sales`.execute(conn);
  // each invoice dHash's bands, as the sale route writes them with the sale
  await sql`insert into sale_dhash_bands (client_id, band, sale_id, dhash)
    select client_id, band, id, ('x' || invoice_dhash)::bit(64)::bigint
    from sales, unnest(dhash_bands(invoice_dhash)) band where client_id = ${clientId}`.execute(conn);
  // 1 to 4 lines a sale (2.5 on average), products and quantities spread by hash; points at the junior level (×1)
  await sql`create temp table bench_lines as
    select row_number() over (order by s.i, k) as n, s.i as sale_id, k - 1 as position, s.user_id, s.status,
      s.created_at, p.id as product_id, p.rule_id, r.base_points,
      1 + ${hashed('s.i * 4 + k', 5, 3)} as quantity
    from bench_sales s cross join lateral generate_series(1, 1 + s.i % 4) k
    join campaign_products p on p.id = (${input.products}::bigint[])[1 + ${hashed('s.i * 4 + k', 4, input.products.length)}]
    join point_rules r on r.id = p.rule_id`.execute(conn);
  await sql`insert into point_entries (id, client_id, user_id, programme, campaign_id, kind, amount, experience,
      multiplier, status, source_type, source_id, idempotency_key, rule_id, created_at)
    overriding system value
    select n, ${clientId}, user_id, 'rewards', ${campaignId}, 'sale', base_points * quantity,
      base_points * quantity, 1, 'under_audit', 'sale', sale_id::text, 'sale:' || sale_id || ':' || position,
      rule_id, created_at
    from bench_lines`.execute(conn);
  await sql`insert into sale_lines (sale_id, position, product_id, quantity, base_points, points, entry_id)
    select sale_id, position, product_id, quantity, base_points, base_points * quantity, n
    from bench_lines`.execute(conn);
  await sql`update sales s set points = l.points, units = l.units from (select sale_id, sum(points) as points,
      sum(quantity) as units from sale_lines group by sale_id) l
      where l.sale_id = s.id and s.client_id = ${clientId}`.execute(conn);
  const lines = Number(
    (await sql<{ n: string }>`select count(*) as n from bench_lines`.execute(conn)).rows[0]?.n,
  );
  // the audit's outcome on the entries: approved ones credited, reproved ones reversed by a reversal entry each
  await sql`insert into point_entry_states (entry_id, status, changed_at)
    select n, case when status = 'approved' then 'credited' else 'reversed' end, created_at + interval '1 day'
    from bench_lines where status <> 'under_audit'`.execute(conn);
  await sql`insert into point_entries (id, client_id, user_id, programme, campaign_id, kind, amount, experience,
      multiplier, status, reverses_entry_id, reason, idempotency_key, created_by, created_at)
    overriding system value
    select ${lines}::bigint + n, ${clientId}, user_id, 'rewards', ${campaignId}, 'reversal',
      -(base_points * quantity), -(base_points * quantity), 1, 'credited', n, 'Nota fiscal ilegível',
      'reversal:' || n, ${input.auditor}::bigint, created_at + interval '1 day'
    from bench_lines where status = 'reproved'`.execute(conn);
  // the identities go on after the ids given here
  await sql`select setval(pg_get_serial_sequence('sales', 'id'), (select max(id) from sales))`.execute(conn);
  await sql`select setval(pg_get_serial_sequence('point_entries', 'id'), (select max(id) from point_entries))`.execute(
    conn,
  );
  await sql`drop table bench_lines`.execute(conn);
  await sql`drop table bench_sales`.execute(conn);
  return { lines, lastSale: count };
}
