import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import type { StoreRequests } from './store-requests.ts';

/**
 * The store bench's checks: answers read in full before measuring, and afterwards the stock, the orders and the
 * ledger against each other (whatever raced, the books must balance).
 */

/** The refusals SPEC §8 allows a redemption (a 422 with one of these codes is an answer, not a failure). */
const REFUSALS = ['store.out_of_stock', 'store.insufficient_points', 'store.category_limit'];

/**
 * `count` requests of each kind, one at a time, read in full: catalogue pages with their filters' lists and the
 * shopper's points, details of the reward asked with its Reward state, redemptions placed (201) or refused with a
 * SPEC §8 code (422), and each placed one retried with its key: 200 with the same order. Returns what was wrong
 * and how many orders the checks placed.
 */
export async function checkAnswers(port: number, requests: StoreRequests, count: number) {
  const problems: string[] = [];
  let withResults = 0;
  let placed = 0;
  const call = async (path: string, shopper: number, init: { method?: string; key?: string } = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: requests.headersOf(shopper).Authorization as string,
        'accept-language': requests.headersOf(shopper)['Accept-Language'] as string,
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  for (let i = 0; i < count; i++) {
    const page = requests.catalogue();
    const catalogue = await call(page.path, page.shopper);
    if (catalogue.status !== 200 || !Array.isArray(catalogue.body.departments) || !catalogue.body.state)
      problems.push(`${page.path}: ${catalogue.status} ${JSON.stringify(catalogue.body).slice(0, 200)}`);
    if (Array.isArray(catalogue.body.results) && catalogue.body.results.length > 0) withResults += 1;

    const details = requests.details();
    const reward = await call(details.path, details.shopper);
    const id = Number(details.path.split('/').pop());
    if (reward.status !== 200 || reward.body.id !== id || typeof reward.body.stock !== 'number')
      problems.push(`${details.path}: ${reward.status} ${JSON.stringify(reward.body).slice(0, 200)}`);

    const key = `check-${i}`;
    const redeem = `${details.path}/redemptions`;
    const first = await call(redeem, details.shopper, { method: 'POST', key });
    if (first.status === 201) {
      placed += 1;
      const retry = await call(redeem, details.shopper, { method: 'POST', key });
      if (retry.status !== 200 || retry.body.id !== first.body.id)
        problems.push(`${redeem} retried: ${retry.status}, order ${retry.body.id} for ${first.body.id}`);
    } else if (
      first.status !== 422 ||
      !REFUSALS.includes(String((first.body.error as { code?: string } | undefined)?.code))
    )
      problems.push(`${redeem}: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
  }
  return { problems, withResults: withResults / count, placed };
}

/** Keeps each stock row's units and each reward's redemptions as they are before any request. */
export async function snapshotStock(db: Db, clientId: number) {
  await sql`create table bench_initial_stock as
    select reward_id, country_id, stock from reward_stock where client_id = ${clientId}`.execute(db);
  await sql`create table bench_initial_rewards as
    select id, redemptions from rewards where client_id = ${clientId}`.execute(db);
}

export interface Books {
  orders: number;
  /** Units sold of the hot rewards the paced phase raced for, of the units they had. */
  racedSold: number;
  racedUnits: number;
  /** Each a count of rows that break a rule; all must be 0. */
  wrong: {
    negativeStock: number;
    stockNotOrders: number;
    popularityNotOrders: number;
    ordersWithoutStockRow: number;
    balanceNotEntries: number;
    negativeBalance: number;
    debitNotOrder: number;
    debitsNotOrders: number;
    keyRedeemedTwice: number;
    overCategoryMaximum: number;
    createdNotOrders: number;
  };
}

/**
 * The books after the load, against the snapshot: stock never negative and, per reward and country, the units gone
 * equal to the orders placed there; each reward's popularity grew by its orders; every balance equal to the sum of
 * its ledger entries and never negative; each order debited once by its own entry for its price (no other debit);
 * no Idempotency-Key with two orders; no user over a category's maximum; the orders equal to the 201 answers.
 */
export async function checkBooks(
  db: Db,
  clientId: number,
  raced: readonly number[],
  created: number,
): Promise<Books> {
  const one = async (query: RawBuilder<unknown>) =>
    Number(((await query.execute(db)).rows[0] as { n?: string } | undefined)?.n ?? 0);
  const orders = await one(sql`select count(*) as n from reward_orders where client_id = ${clientId}`);
  const sold = (
    await sql<{ sold: string; units: string }>`
    select coalesce(sum(i.stock - s.stock), 0) as sold, coalesce(sum(i.stock), 0) as units
    from reward_stock s join bench_initial_stock i using (reward_id, country_id)
    where s.reward_id = any(${raced}::bigint[])`.execute(db)
  ).rows[0];
  const wrong: Books['wrong'] = {
    negativeStock: await one(sql`select count(*) as n from reward_stock where stock < 0`),
    stockNotOrders: await one(sql`
      select count(*) as n from reward_stock s join bench_initial_stock i using (reward_id, country_id)
      left join (select reward_id, country_id, count(*) as placed from reward_orders
        where client_id = ${clientId} and status <> 'rejected' group by 1, 2) o using (reward_id, country_id)
      where i.stock - s.stock <> coalesce(o.placed, 0)`),
    popularityNotOrders: await one(sql`
      select count(*) as n from rewards r join bench_initial_rewards i using (id)
      left join (select reward_id, count(*) as placed from reward_orders where client_id = ${clientId}
        group by 1) o on o.reward_id = r.id
      where r.redemptions - i.redemptions <> coalesce(o.placed, 0)`),
    ordersWithoutStockRow: await one(sql`
      select count(*) as n from reward_orders o where o.client_id = ${clientId} and not exists (
        select 1 from bench_initial_stock i where i.reward_id = o.reward_id and i.country_id = o.country_id)`),
    balanceNotEntries: await one(sql`
      select count(*) as n from (select * from point_balances where client_id = ${clientId}) b
      full join (select user_id, campaign_id, sum(amount) as available from point_entries
        where client_id = ${clientId} group by 1, 2) e
        on e.user_id = b.user_id and e.campaign_id is not distinct from b.campaign_id
      where b.available is distinct from e.available::int`),
    negativeBalance: await one(
      sql`select count(*) as n from point_balances where client_id = ${clientId} and available < 0`,
    ),
    debitNotOrder: await one(sql`
      select count(*) as n from reward_orders o left join point_entries e on e.id = o.debit_entry_id
      where o.client_id = ${clientId} and (e.id is null or e.kind <> 'redemption' or e.amount <> -o.points
        or e.user_id <> o.user_id or e.source_id <> o.id::text)`),
    debitsNotOrders: Math.abs(
      (await one(sql`select count(*) as n from point_entries
        where client_id = ${clientId} and kind = 'redemption'`)) - orders,
    ),
    keyRedeemedTwice: await one(sql`
      select count(*) as n from (select 1 from reward_orders where client_id = ${clientId}
        group by user_id, idempotency_key having count(*) > 1) twice`),
    overCategoryMaximum: await one(sql`
      select count(*) as n from (select 1 from reward_orders o join reward_categories c on c.id = o.category_id
        where o.client_id = ${clientId} and o.status <> 'rejected' and c.max_per_user is not null
        group by o.user_id, o.category_id, c.max_per_user having count(*) > c.max_per_user) over`),
    createdNotOrders: Math.abs(created - orders),
  };
  return { orders, racedSold: Number(sold?.sold ?? 0), racedUnits: Number(sold?.units ?? 0), wrong };
}
