import type { Role } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { BranchRow, CampaignRow, CountryRow } from '../tenancy/index.ts';
import { endSessions } from './revocation.ts';

const userColumns = [
  'users.id',
  'users.username',
  'users.email',
  'users.full_name',
  'users.password_hash',
  'users.status',
  'users.blocked_reason',
  'users.is_superuser',
  'users.language_id',
  'users.country_id',
  'users.selected_client_id',
  'users.image_url',
  'users.must_change_password',
  'users.accepted_terms_version',
  'users.accepted_cookie_policy_version',
] as const;

export async function findUserByLogin(db: Db, login: string) {
  const normalized = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(userColumns)
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', normalized), eb(sql`lower(email)`, '=', normalized)]))
    .orderBy(sql`lower(username) = ${normalized}`, 'desc')
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(userColumns).where('users.id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function findApplication(db: Db, clientId: string) {
  return db
    .selectFrom('oauth_applications')
    .select(['id', 'client_id', 'secret_hash'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function listMemberships(db: Db, userId: number) {
  return db
    .selectFrom('user_clients')
    .select([
      'user_clients.id as profile_id',
      'user_clients.client_id',
      'user_clients.role',
      'user_clients.branch_id',
    ])
    .where('user_clients.user_id', '=', userId)
    .orderBy('user_clients.client_id')
    .execute();
}

export async function setSelectedClient(db: Db, userId: number, clientId: number) {
  await db
    .updateTable('users')
    .set({ selected_client_id: clientId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserPreferences(
  db: Db,
  userId: number,
  values: {
    language_id?: number;
    country_id?: number;
    accepted_cookie_policy_version?: number;
    cookie_analytics?: boolean;
    cookie_marketing?: boolean;
  },
) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** An account's failed logins inside the window: how many, and when the last one was. */
export async function accountFailures(db: Db, key: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('failed_at').as('last')])
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), last: row.last ? new Date(row.last) : null };
}

/**
 * How widely logins failed from an address inside the window: failures on names that match no account, plus the
 * number of different accounts that failed. One person's typos on their own account count once.
 */
export async function addressFailureSpread(db: Db, address: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<string>`count(*) filter (where key like 'unknown:%')`.as('unknown'),
      sql<string>`count(distinct key) filter (where key like 'user:%')`.as('accounts'),
    ])
    .where('address', '=', address)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.unknown) + Number(row.accounts);
}

export async function recordFailure(
  db: Db,
  values: { key: string; address: string; at: Date; pruneBefore: Date },
) {
  await db
    .insertInto('login_failures')
    .values({ key: values.key, address: values.address, failed_at: values.at })
    .execute();
  // keep the table small: anything older than the window can no longer count
  await db
    .deleteFrom('login_failures')
    .where('key', '=', values.key)
    .where('failed_at', '<', values.pruneBefore)
    .execute();
}

/** The failed-login key of an account, whatever named it at sign-in (user name, e-mail or document). */
export const accountFailureKey = (userId: number) => `user:${userId}`;

/** Forgets an account's failed logins: a right password, a new password, or a closed account starts afresh. */
export async function clearAccountFailures(db: Db, userId: number) {
  await db.deleteFrom('login_failures').where('key', '=', accountFailureKey(userId)).execute();
}

/** A new session. `boundClientId`: the client that vouched for a link login, which the session can never leave. */
export async function insertFamily(
  db: Db,
  values: {
    userId: number;
    applicationId: number;
    kind: 'normal' | 'webservice';
    boundClientId?: number | null;
  },
) {
  const row = await db
    .insertInto('token_families')
    .values({
      user_id: values.userId,
      application_id: values.applicationId,
      kind: values.kind,
      client_id: values.boundClientId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccessToken(
  db: Db,
  values: { familyId: number; userId: number; hash: string; expiresAt: Date },
) {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: values.hash,
      family_id: values.familyId,
      user_id: values.userId,
      expires_at: values.expiresAt,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  values: { familyId: number; hash: string; expiresAt: Date },
) {
  await db
    .insertInto('refresh_tokens')
    .values({ family_id: values.familyId, token_hash: values.hash, expires_at: values.expiresAt })
    .execute();
}

/**
 * Marks a refresh token used, only if it is unused, unexpired, in a live family of this application. The
 * conditional update is the race guard: of two concurrent refreshes with one token, exactly one gets a row.
 */
export async function consumeRefreshToken(db: Db, tokenHash: string, applicationId: number, now: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .from('token_families')
    .whereRef('token_families.id', '=', 'refresh_tokens.family_id')
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .where('refresh_tokens.used_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', now)
    .where('token_families.revoked_at', 'is', null)
    .where('token_families.application_id', '=', applicationId)
    .where('token_families.kind', '=', 'normal')
    .returning(['token_families.id as family_id', 'token_families.user_id'])
    .executeTakeFirst();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
    .select(['refresh_tokens.family_id', 'refresh_tokens.used_at', 'token_families.application_id'])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findAccessTokenFamily(db: Db, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('token_families', 'token_families.id', 'access_tokens.family_id')
    .select(['access_tokens.family_id', 'token_families.application_id'])
    .where('access_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Ends a token family: no refresh token of it works again, its access tokens stop at once and its realtime sockets
 * close on every instance (`endSessions`).
 */
export async function revokeFamily(ctx: ServiceContext, db: Db, familyId: number, reason: string) {
  await endSessions(db, { familyIds: [familyId] }, reason, ctx.clock.now(), ctx);
}

/** A member's client, role there and the client's switched-on modules, as the actor needs them. */
export interface MembershipRole {
  client_id: number;
  role: Role;
  modules: string[];
}

/** Each membership of the user as `{ client_id, role, modules }`, by client id. */
const membershipsOf = (userId: string) =>
  `(select coalesce(json_agg(json_build_object('client_id', m.client_id, 'role', m.role, 'modules', mc.enabled_modules)
      order by m.client_id), '[]'::json)
    from user_clients m join clients mc on mc.id = m.client_id where m.user_id = ${userId})`;

/** The groups of the user `u`'s country and country area (what decides their country group). */
const COUNTRY_GROUPS = `(select co."group" from countries co where co.id = u.country_id) as country_group,
    (select ca."group" from country_areas ca where ca.id = u.country_area_id) as area_group`;

export interface TokenSessionRow {
  user_id: number;
  family_id: number;
  kind: 'normal' | 'webservice';
  bound_client_id: number | null;
  expires_at: Date;
  must_change_password: boolean;
  is_superuser: boolean;
  selected_client_id: number | null;
  country_group: number | null;
  area_group: number | null;
  memberships: MembershipRole[];
}

const tokenSession = preparedQuery<TokenSessionRow>(`select a.user_id, a.family_id, f.kind,
    f.client_id as bound_client_id, a.expires_at, u.must_change_password, u.is_superuser, u.selected_client_id,
    ${COUNTRY_GROUPS}, ${membershipsOf('a.user_id')} as memberships
  from access_tokens a
  join token_families f on f.id = a.family_id
  join users u on u.id = a.user_id
  where a.token_hash = $1::text and a.expires_at > $2::timestamptz and f.revoked_at is null
    and u.status = 'approved'`);

/**
 * The one statement behind every authenticated request: a live access token of a live family of an approved user,
 * with what the actor is made of (the user's superuser flag, stored client choice, memberships, country groups).
 */
export async function findTokenSession(db: Db, tokenHash: string, now: Date) {
  return (await tokenSession(db, [tokenHash, now]))[0];
}

export interface ActorFactsRow {
  is_superuser: boolean;
  selected_client_id: number | null;
  country_group: number | null;
  area_group: number | null;
  memberships: MembershipRole[];
}

const actorFacts =
  preparedQuery<ActorFactsRow>(`select u.is_superuser, u.selected_client_id, ${COUNTRY_GROUPS},
    ${membershipsOf('u.id')} as memberships
  from users u where u.id = $1::bigint`);

/** What a user's actor is made of, in one statement (for a session not read through its access token). */
export async function findActorFacts(db: Db, userId: number) {
  return (await actorFacts(db, [userId]))[0];
}

export interface SessionUserRow {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  image_url: string | null;
  status: UserRow['status'];
  is_superuser: boolean;
  language_id: number;
  country_id: number | null;
  selected_client_id: number | null;
  must_change_password: boolean;
  accepted_terms_version: number | null;
  accepted_cookie_policy_version: number | null;
  /** `campaign_id`: the session's campaign in that client (SPEC §3), the one the user registered for last. */
  memberships: (Omit<MembershipRole, 'modules'> & { profile_id: number; campaign_id: number | null })[];
  /** The user's own country, and the groups of their country and country area (their access facts' part). */
  country: CountryRow | null;
  country_group: number | null;
  area_group: number | null;
}

const sessionUser = preparedQuery<SessionUserRow>(`select u.id, u.username, u.email, u.full_name, u.image_url,
    u.status, u.is_superuser, u.language_id, u.country_id, u.selected_client_id, u.must_change_password,
    u.accepted_terms_version, u.accepted_cookie_policy_version,
    (select coalesce(json_agg(json_build_object('profile_id', m.id, 'client_id', m.client_id, 'role', m.role,
        'campaign_id', m.campaign_id)
        order by m.client_id), '[]'::json) from user_clients m where m.user_id = u.id) as memberships,
    (select json_build_object('id', co.id, 'code', co.code, 'name', co.name, 'group', co."group")
      from countries co where co.id = u.country_id) as country,
    ${COUNTRY_GROUPS}
  from users u where u.id = $1::bigint`);

/**
 * What the session shows of the user, in one statement: their memberships (profile id, client, role), their own
 * country and the groups that decide their country group.
 */
export async function findSessionUser(db: Db, userId: number) {
  return (await sessionUser(db, [userId]))[0];
}

/** What the session shows of one client, the same for each of its members (identity/session-cache.ts). */
export interface ClientViewRow {
  id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  home_route: string | null;
  group_training_use_score: boolean;
  enabled_modules: string[];
  default_language_id: number;
  under_maintenance: boolean | null;
  countries: CountryRow[];
  branches: BranchRow[];
  campaigns: CampaignRow[];
  module_items: {
    id: number;
    module: string;
    titles: Record<string, string>;
    route: string;
    icon: string | null;
    position: number;
  }[];
  terms_version: number;
  cookies_version: number;
}

/** `rows` as a JSON array of objects ordered by `order`, `[]` when none. */
const jsonRows = (rows: string, order: string) =>
  `(select coalesce(json_agg(t order by ${order}), '[]'::json) from (${rows}) t)`;

const clientViews = preparedQuery<ClientViewRow>(`select c.id, c.slug, c.name, c.logo_url, c.home_route,
    c.group_training_use_score, c.enabled_modules, c.default_language_id,
    (select ls.under_maintenance from login_settings ls where ls.client_id = c.id) as under_maintenance,
    ${jsonRows(
      `select co.id, co.code, co.name, co."group" from countries co
        where co.id in (select cc.country_id from client_countries cc where cc.client_id = c.id)`,
      't.name',
    )} as countries,
    ${jsonRows('select b.id, b.name, b.names, b.country_id from branches b where b.client_id = c.id', 't.id')} as branches,
    ${jsonRows(
      `select k.id, k.name, k.begin_date, k.end_date, k.is_reward_campaign from campaigns k where k.client_id = c.id`,
      't.begin_date desc',
    )} as campaigns,
    ${jsonRows(
      'select i.id, i.module, i.titles, i.route, i.icon, i.position from module_items i where i.client_id = c.id',
      't.position',
    )} as module_items,
    (select coalesce(max(version), 0) from institutional_pages where slug = 'terms-and-conditions') as terms_version,
    (select coalesce(max(version), 0) from institutional_pages where slug = 'cookies_policy') as cookies_version
  from clients c where c.id = any($1::bigint[])`);

/**
 * What the session shows of each of these clients, in one statement: the client, its countries (by name), stores,
 * campaigns (newest first), menu and maintenance switch, with the published terms and cookie policy versions.
 */
export async function findClientViews(db: Db, clientIds: readonly number[]) {
  return clientViews(db, [clientIds]);
}

/** Drops rows that can no longer authenticate anyone: expired access/refresh tokens, stale failure counters. */
export async function purgeExpired(db: Db, now: Date, failuresBefore: Date) {
  await db.deleteFrom('access_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('login_failures').where('failed_at', '<', failuresBefore).execute();
}
