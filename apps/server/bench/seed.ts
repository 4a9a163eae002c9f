import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';

/** Share of users per country (SPEC §1's seven countries), in percent: Brazil and Mexico carry most of them. */
const COUNTRY_WEIGHTS: Record<string, number> = { BR: 35, MX: 20, AR: 12, CO: 12, CL: 8, PE: 8, CA: 5 };
export const STORES_PER_COUNTRY = 700;
/** Share of registered users who never earned anything (experience 0: not ranked). */
const IDLE_SHARE = 0.08;

export interface BenchSite {
  clientId: number;
  campaignId: number;
}

/**
 * One rewards client and campaign with `users` members spread over the seven countries and 4,900 stores, and
 * a balance each: set-based (generate_series), triggers and foreign-key checks off for the load
 * (session_replication_role = replica), so the ranking histogram is rebuilt afterwards. Experience follows a
 * log-normal law (median ≈ 150, a long tail into the hundreds of thousands), as points earned by sales do.
 */
export async function seedRanking(db: Db, users: number): Promise<BenchSite> {
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  const weighted = countries.flatMap((c) => Array<number>(COUNTRY_WEIGHTS[c.code] ?? 0).fill(c.id));
  return db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const client = await conn
      .insertInto('clients')
      .values({
        slug: 'bench',
        name: 'Bench retail',
        enabled_modules: ['ranking', 'profile', 'campaigns'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await conn
      .insertInto('client_countries')
      .values(countries.map((c) => ({ client_id: client.id, country_id: c.id })))
      .execute();
    const campaign = await conn
      .insertInto('campaigns')
      .values({
        client_id: client.id,
        name: 'Bench campaign',
        begin_date: '2026-10-01',
        end_date: '2026-12-31',
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into branches (client_id, name, country_id)
      select ${client.id}, 'Store ' || c.code || ' ' || g, c.id
      from countries c cross join generate_series(1, ${STORES_PER_COUNTRY}::integer) as g`.execute(conn);

    await sql`insert into users (username, full_name, password_hash, status, country_id, nickname)
      select 'bench.' || g, 'Bench User ' || g, 'x', 'approved',
        (${weighted}::integer[])[1 + floor(random() * ${weighted.length})::integer],
        case when g % 3 = 0 then 'Seller ' || g end
      from generate_series(1, ${users}::integer) as g`.execute(conn);
    // each user in a store of their country
    await sql`insert into user_clients (user_id, client_id, role, branch_id)
      select u.id, ${client.id}, 'salesperson', b.id
      from users u
      join (select id, country_id, row_number() over (partition by country_id order by id) - 1 as idx
            from branches where client_id = ${client.id}) b
        on b.country_id = u.country_id and b.idx = u.id % ${STORES_PER_COUNTRY}`.execute(conn);
    await sql`insert into point_balances (client_id, user_id, campaign_id, available, experience, country_id, branch_id)
      select ${client.id}, t.user_id, ${campaign.id}, t.points, t.points, t.country_id, t.branch_id
      from (
        select uc.user_id, u.country_id, uc.branch_id,
          case when random() < ${IDLE_SHARE} then 0
            else least(2000000000, greatest(1, floor(exp(5 + 1.6 * sqrt(-2 * ln(1 - random()))
              * cos(2 * pi() * random())))))::integer end as points
        from user_clients uc join users u on u.id = uc.user_id
        where uc.client_id = ${client.id}
      ) t`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
    return { clientId: client.id, campaignId: campaign.id };
  });
}

/** A sample of ranked users with their country and store, for the readers and the writer to pick from. */
export async function sampleUsers(db: Db, site: BenchSite, percent: number) {
  const result = await sql<{ user_id: number; country_id: number; branch_id: number }>`
    select user_id, country_id, branch_id from point_balances tablesample system (${percent})
    where client_id = ${site.clientId} and campaign_id = ${site.campaignId}`.execute(db);
  return result.rows;
}
