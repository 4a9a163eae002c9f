import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { REWARD_IMAGE_PURPOSE } from '../src/modules/rewards/store/queries.ts';
import { languageOf, signInMembers } from './learning-seed.ts';
import {
  CATEGORIES,
  CATEGORY_MAXIMUMS,
  DELIVERY,
  DEPARTMENTS,
  placeOf,
  rewardTexts,
  textsOf,
} from './store-texts.ts';

export interface StoreCounts {
  rewards: number;
  /** Rewards raced for: offered in every country with `hotStock` units each. */
  hot: number;
  hotStock: number;
  users: number;
  signedIn: number;
}

/** A signed-in shopper: their access token, language and country (index into `StoreSite.countries`). */
export interface Shopper {
  userId: number;
  token: string;
  language: LanguageCode;
  country: number;
}

/** What the store bench sends: sessions, filter ids, and per country the rewards offered there. */
export interface StoreSite {
  clientId: number;
  shoppers: Shopper[];
  countries: number[];
  departments: number[];
  /** Category ids by department (index into `departments`). */
  categories: number[][];
  /** Per country (index into `countries`): every reward offered there, and the hot ones. */
  offered: number[][];
  hot: number[];
}

const COUNTRIES = ['BR', 'MX', 'AR', 'CO', 'CL', 'PE', 'CA'];
/** A deterministic pseudo-random number in [0, m) from an integer expression and a salt (PostgreSQL's hashint4). */
const hashed = (expression: string, salt: number, m: number) =>
  sql.raw(`(abs(hashint4((${expression})::int * 7 + ${salt})) % ${m})`);

/**
 * One rewards client's store seeded set-based, triggers and foreign-key checks off for the load
 * (session_replication_role = replica): seven countries, a reward campaign running today, eight departments of three
 * categories (three with a per-user maximum), `rewards` rewards with texts in the four languages, an image's stored
 * file (metadata: WebP, 20–80 kB), a price of 100–2,550 points and stock in 60 % of the countries (5–304 units, one
 * row in twenty sold out); the first `hot` rewards are the limited drops (at most 2 per user), offered in every country
 * with `hotStock` units and the most popular. `users` salespeople with a partner account, spread over the countries,
 * each with 1–6 sales credited through ledger entries and their balance the sum of them, and a live session for the
 * first `signedIn`. Then VACUUM ANALYZE and a checkpoint.
 */
export async function seedStore(
  db: Db,
  counts: StoreCounts,
  log: (message: string) => void,
): Promise<StoreSite> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const site = await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const client = await conn
      .insertInto('clients')
      .values({
        slug: 'bench-store',
        name: 'Bench store',
        enabled_modules: ['reward_store', 'campaigns', 'profile'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const all = await conn.selectFrom('countries').select(['id', 'code']).execute();
    const countries = COUNTRIES.map((code) => (all.find((c) => c.code.trim() === code) as { id: number }).id);
    await conn
      .insertInto('client_countries')
      .values(countries.map((id) => ({ client_id: client.id, country_id: id })))
      .execute();
    const campaign = await conn
      .insertInto('campaigns')
      .values({
        client_id: client.id,
        name: 'Bench store campaign',
        begin_date: day(-30),
        end_date: day(60),
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const departments = (
      await conn
        .insertInto('reward_departments')
        .values(
          DEPARTMENTS.map((t, position) => ({
            client_id: client.id,
            names: JSON.stringify(textsOf(t)),
            position,
          })),
        )
        .returning('id')
        .execute()
    ).map((row) => Number(row.id));
    const categories = (
      await conn
        .insertInto('reward_categories')
        .values(
          CATEGORIES.map((t, position) => ({
            client_id: client.id,
            names: JSON.stringify(textsOf(t)),
            max_per_user: CATEGORY_MAXIMUMS[position] ?? null,
            position,
          })),
        )
        .returning('id')
        .execute()
    ).map((row) => Number(row.id));

    const rewards = Array.from({ length: counts.rewards }, (_, i) => {
      const hot = i < counts.hot;
      const place = placeOf(i, hot);
      return { i, hot, ...place, ...rewardTexts(i, place.product) };
    });
    const delivery = JSON.stringify(textsOf(DELIVERY));
    let first = 0;
    for (let start = 0; start < rewards.length; start += 2000) {
      const chunk = rewards.slice(start, start + 2000);
      await sql`insert into stored_files (key, purpose, content_type, size)
        select 'bench/rewards/' || i || '.webp', ${REWARD_IMAGE_PURPOSE}, 'image/webp', 20000 + (i * 7919) % 60000
        from unnest(${chunk.map((r) => r.i)}::int[]) as i`.execute(conn);
      const { rows } = await sql<{ first: string }>`with made as (
          insert into rewards (client_id, department_id, category_id, names, descriptions, delivery_notes,
            search_text, price, image_key, redemptions)
          select ${client.id}, t.department, t.category, t.names::jsonb, t.descriptions::jsonb, ${delivery}::jsonb,
            t.search_text, case when t.i < ${counts.hot} then 300 + (t.i % 5) * 100 else 100 + ${hashed('t.i', 1, 50)} * 50 end,
            'bench/rewards/' || t.i || '.webp',
            case when t.i < ${counts.hot} then 5000 + t.i else ${hashed('t.i', 2, 2000)} end
          from unnest(${chunk.map((r) => r.i)}::int[], ${chunk.map((r) => departments[r.department])}::bigint[],
            ${chunk.map((r) => categories[r.category])}::bigint[], ${chunk.map((r) => JSON.stringify(r.names))}::text[],
            ${chunk.map((r) => JSON.stringify(r.descriptions))}::text[], ${chunk.map((r) => r.searchText)}::text[])
            with ordinality as t(i, department, category, names, descriptions, search_text, o)
          order by t.o
          returning id)
        select min(id) as first from made`.execute(conn);
      if (start === 0) first = Number(rows[0]?.first);
    }
    // reward id = first + i (a fresh database); the hot ones everywhere, the others in 60 % of the countries
    await sql`insert into reward_stock (reward_id, country_id, client_id, stock)
      select r.id, c.id, r.client_id,
        case when r.id - ${first} < ${counts.hot} then ${counts.hotStock}::int
          when ${hashed(`(r.id - ${first}) * 8 + c.o`, 4, 20)} = 0 then 0
          else 5 + ${hashed(`(r.id - ${first}) * 8 + c.o`, 5, 300)} end
      from rewards r cross join unnest(${countries}::int[]) with ordinality as c(id, o)
      where r.client_id = ${client.id}
        and (r.id - ${first} < ${counts.hot} or ${hashed(`(r.id - ${first}) * 8 + c.o`, 3, 10)} < 6)`.execute(
      conn,
    );
    log(
      `catalogue: ${counts.rewards.toLocaleString('en')} rewards (${counts.hot} hot) with images and stock`,
    );

    await sql`insert into users (username, full_name, password_hash, status, country_id, selected_client_id,
        gmin_number)
      select 'shopper.' || g, 'Bench Shopper ' || g, 'x', 'approved',
        (${countries}::int[])[1 + g % ${countries.length}], ${client.id}, (10000000 + g)::text
      from generate_series(1, ${counts.users}::int) as g`.execute(conn);
    await sql`insert into user_clients (user_id, client_id, role, campaign_id)
      select id, ${client.id}, 'salesperson', ${campaign.id} from users
      where selected_client_id = ${client.id}`.execute(conn);
    await sql`insert into point_entries (client_id, user_id, programme, campaign_id, kind, amount, experience,
        reason, source_type, created_at)
      select ${client.id}, u.id, 'rewards', ${campaign.id}, 'sale', 50 + ${hashed('u.id * 8 + k', 6, 450)},
        50 + ${hashed('u.id * 8 + k', 6, 450)}, 'bench sale', 'sale', now() - make_interval(hours => k * 30)
      from users u cross join lateral generate_series(1, 1 + u.id::int % 6) as k
      where u.selected_client_id = ${client.id}`.execute(conn);
    await sql`insert into point_balances (client_id, user_id, campaign_id, available, experience, country_id)
      select e.client_id, e.user_id, e.campaign_id, sum(e.amount), sum(e.experience), u.country_id
      from point_entries e join users u on u.id = e.user_id
      where e.client_id = ${client.id}
      group by e.client_id, e.user_id, e.campaign_id, u.country_id`.execute(conn);
    await sql`insert into user_levels (client_id, user_id, campaign_id, level)
      select ${client.id}, id, ${campaign.id}, 'junior' from users
      where selected_client_id = ${client.id}`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
    log(`shoppers: ${counts.users.toLocaleString('en')} with their sales and balances`);
    return {
      clientId: client.id,
      countries,
      departments,
      categories: departments.map((_, d) => categories.slice(d * 3, d * 3 + 3)),
      hot: rewards.filter((r) => r.hot).map((r) => first + r.i),
    };
  });

  const shoppers = await signIn(db, site.clientId, site.countries, counts.signedIn);
  await sql`vacuum (analyze)`.execute(db);
  // the seed's writes flushed now, not by a checkpoint in the middle of a measurement
  await sql`checkpoint`.execute(db);
  log(`${shoppers.length} shoppers signed in; vacuumed and analysed`);
  const stock = await db
    .selectFrom('reward_stock')
    .select(['reward_id', 'country_id'])
    .where('client_id', '=', site.clientId)
    .orderBy('reward_id')
    .execute();
  const offered = site.countries.map((id) =>
    stock.filter((row) => row.country_id === id).map((row) => Number(row.reward_id)),
  );
  return { ...site, shoppers, offered };
}

/** A live session for the first `count` shoppers, with the language and country their requests use. */
async function signIn(db: Db, clientId: number, countries: number[], count: number): Promise<Shopper[]> {
  return (await signInMembers(db, clientId, count)).map((u) => ({
    userId: u.userId,
    token: u.token,
    language: languageOf(u.userId),
    country: countries.indexOf(u.countryId as number),
  }));
}
