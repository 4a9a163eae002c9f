import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { rebuildRankingCounts } from '../src/modules/points/ranking/queries.ts';
import { sha256 } from '../src/platform/crypto.ts';

/** What the request-path bench signs in as, and reads. */
export interface RequestSite {
  clientId: number;
  campaignId: number;
  /** Access tokens of signed-in members, one per user. */
  tokens: string[];
}

const COUNTRIES = ['BR', 'MX', 'AR', 'CO', 'CL', 'PE', 'CA'];
const STORES = 60;
const MENU = [
  'home',
  'profile',
  'ranking',
  'campaigns',
  'online_courses',
  'community',
  'rewards_store',
  'surveys',
];

/**
 * One rewards client as a programme runs it: seven countries, 60 stores, an eight-item menu, a reward campaign
 * running today, and `users` salespeople, each with a balance and stored level in it, `entries` ledger entries
 * (a statement of more than one page), eight notifications (half unread), and a live session for the first
 * `signedIn` of them (their access tokens are what the bench sends). Set-based; the ranking histogram is rebuilt
 * afterwards, as in the ranking bench.
 */
export async function seedRequestSite(
  db: Db,
  counts: { users: number; entries: number; signedIn: number },
): Promise<RequestSite> {
  const countries = await db
    .selectFrom('countries')
    .select(['id', 'code'])
    .where('code', 'in', COUNTRIES)
    .execute();
  const countryIds = countries.map((c) => c.id);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  const site = await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    const client = await conn
      .insertInto('clients')
      .values({
        slug: 'bench',
        name: 'Bench retail',
        enabled_modules: ['ranking', 'profile', 'campaigns', 'online_courses', 'community', 'rewards_store'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await conn
      .insertInto('login_settings')
      .values({
        client_id: client.id,
        primary_color: '#123456',
        secondary_color: '#654321',
        background_color: '#ffffff',
        text_color: '#000000',
        logos: '{}',
        background_image_url: null,
        register_fields: '[]',
        profile_fields: '[]',
      })
      .execute();
    await conn
      .insertInto('client_countries')
      .values(countryIds.map((id) => ({ client_id: client.id, country_id: id })))
      .execute();
    await conn
      .insertInto('module_items')
      .values(
        MENU.map((module, position) => ({
          client_id: client.id,
          module,
          titles: JSON.stringify({ 'pt-BR': module, 'en-US': module, 'es-ES': module, 'fr-FR': module }),
          route: `/${module}`,
          icon: module,
          position,
        })),
      )
      .execute();
    const campaign = await conn
      .insertInto('campaigns')
      .values({
        client_id: client.id,
        name: 'Bench campaign',
        begin_date: day(-30),
        end_date: day(60),
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into branches (client_id, name, country_id)
      select ${client.id}, 'Store ' || g, (${countryIds}::integer[])[1 + g % ${countryIds.length}]
      from generate_series(1, ${STORES}::integer) as g`.execute(conn);

    await sql`insert into users (username, full_name, password_hash, status, country_id, selected_client_id)
      select 'bench.' || g, 'Bench User ' || g, 'x', 'approved',
        (${countryIds}::integer[])[1 + g % ${countryIds.length}], ${client.id}
      from generate_series(1, ${counts.users}::integer) as g`.execute(conn);
    await sql`insert into user_clients (user_id, client_id, role, branch_id)
      select u.id, ${client.id}, 'salesperson', b.id
      from users u
      join (select id, country_id, row_number() over (partition by country_id order by id) as idx,
              count(*) over (partition by country_id) as stores
            from branches where client_id = ${client.id}) b
        on b.country_id = u.country_id and b.idx = 1 + u.id % b.stores`.execute(conn);
    await sql`insert into point_entries (client_id, user_id, programme, campaign_id, kind, amount, experience,
        reason, created_at)
      select ${client.id}, uc.user_id, 'rewards', ${campaign.id}, 'sale', 1 + (uc.user_id * 7 + g) % 200,
        1 + (uc.user_id * 7 + g) % 200, 'bench sale', now() - make_interval(hours => g * 7)
      from user_clients uc cross join generate_series(1, ${counts.entries}::integer) as g
      where uc.client_id = ${client.id}`.execute(conn);
    await sql`insert into point_balances (client_id, user_id, campaign_id, available, experience, country_id, branch_id)
      select e.client_id, e.user_id, e.campaign_id, sum(e.amount), sum(e.experience), u.country_id, uc.branch_id
      from point_entries e
      join users u on u.id = e.user_id
      join user_clients uc on uc.user_id = e.user_id and uc.client_id = e.client_id
      where e.client_id = ${client.id}
      group by e.client_id, e.user_id, e.campaign_id, u.country_id, uc.branch_id`.execute(conn);
    await sql`insert into user_levels (client_id, user_id, campaign_id, level)
      select ${client.id}, uc.user_id, ${campaign.id}, 'junior' from user_clients uc
      where uc.client_id = ${client.id}`.execute(conn);
    await sql`insert into notifications (client_id, user_id, kind, data, channel, read_at, created_at)
      select ${client.id}, uc.user_id, 'points_credited', '{}', case when g % 4 = 0 then 'message' else 'notification' end,
        case when g % 2 = 0 then now() end, now() - make_interval(hours => g)
      from user_clients uc cross join generate_series(1, 8) as g
      where uc.client_id = ${client.id}`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
    return { clientId: client.id, campaignId: campaign.id };
  });

  await rebuildRankingCounts(db, site.clientId, site.campaignId);
  const tokens = await signIn(db, counts.signedIn);
  await sql`vacuum (analyze)`.execute(db);
  // the seed's writes flushed now, not by a checkpoint in the middle of a measurement
  await sql`checkpoint`.execute(db);
  return { ...site, tokens };
}

/** A live session (family and access token, a day long) for the first `count` users, as a sign-in leaves it. */
async function signIn(db: Db, count: number): Promise<string[]> {
  const app = await db.selectFrom('oauth_applications').select('id').executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(count).execute();
  const families = await db
    .insertInto('token_families')
    .values(users.map((u) => ({ user_id: u.id, application_id: app.id, kind: 'normal' as const })))
    .returning(['id', 'user_id'])
    .execute();
  const tokens = families.map(() => randomBytes(32).toString('base64url'));
  await db
    .insertInto('access_tokens')
    .values(
      families.map((family, i) => ({
        token_hash: sha256(tokens[i] as string),
        family_id: family.id,
        user_id: family.user_id,
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    )
    .execute();
  return tokens;
}
