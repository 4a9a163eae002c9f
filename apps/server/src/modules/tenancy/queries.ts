import { type Selectable, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { Database } from '../../db/types.ts';

const clientColumns = [
  'clients.id',
  'clients.slug',
  'clients.name',
  'clients.logo_url',
  'clients.home_route',
  'clients.group_training_use_score',
  'clients.enabled_modules',
  'clients.default_language_id',
] as const;

export type ClientRow = Pick<
  Selectable<Database['clients']>,
  | 'id'
  | 'slug'
  | 'name'
  | 'logo_url'
  | 'home_route'
  | 'group_training_use_score'
  | 'enabled_modules'
  | 'default_language_id'
>;

export async function listAllClients(db: Db) {
  return db.selectFrom('clients').select(clientColumns).orderBy('clients.name').execute();
}

/** The client whose login screen to show: by slug, else the default site, else the first client. */
export async function findSiteClient(db: Db, slug: string | undefined) {
  const query = db.selectFrom('clients').select(clientColumns);
  if (slug) {
    const bySlug = await query.where('clients.slug', '=', slug).executeTakeFirst();
    if (bySlug) return bySlug;
  }
  return query.orderBy('clients.is_default_site', 'desc').orderBy('clients.id').executeTakeFirst();
}

export async function findLoginSettings(db: Db, clientId: number) {
  return db.selectFrom('login_settings').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

/** The countries a client runs in, plus any extra ids (the user's own country when outside that list). */
export async function listCountries(db: Db, clientId: number | null, extraIds: number[] = []) {
  if (clientId === null && extraIds.length === 0) return [];
  return db
    .selectFrom('countries')
    .select(['countries.id', 'countries.code', 'countries.name', 'countries.group'])
    .where((eb) => {
      if (clientId === null) return eb('countries.id', 'in', extraIds);
      const clientCountries = eb
        .selectFrom('client_countries')
        .select('country_id')
        .where('client_id', '=', clientId);
      if (extraIds.length === 0) return eb('countries.id', 'in', clientCountries);
      return eb.or([eb('countries.id', 'in', clientCountries), eb('countries.id', 'in', extraIds)]);
    })
    .orderBy('countries.name')
    .execute();
}

/** A client's branches, with their names in every language (`names`, `localizedList` picks one). */
export async function listBranches(db: Db, clientId: number) {
  return db
    .selectFrom('branches')
    .select(['id', 'name', 'names', 'country_id'])
    .where('client_id', '=', clientId)
    .execute();
}

export async function listCampaigns(db: Db, clientId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'begin_date', 'end_date', 'is_reward_campaign'])
    .where('client_id', '=', clientId)
    .orderBy('begin_date', 'desc')
    .execute();
}

/** A country, branch and campaign as the lists above read them (and the session's statements too). */
export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];
export type BranchRow = Awaited<ReturnType<typeof listBranches>>[number];
export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number];

export async function listCountryAreas(db: Db, countryIds: number[]) {
  if (countryIds.length === 0) return [];
  return db
    .selectFrom('country_areas')
    .select(['id', 'country_id', 'name', 'names'])
    .where('country_id', 'in', countryIds)
    .execute();
}

export async function listNamed(db: Db, table: 'user_groups' | 'tags', clientId: number) {
  return db.selectFrom(table).select(['id', 'name', 'names']).where('client_id', '=', clientId).execute();
}

export async function listWildcardPages(db: Db, clientId: number) {
  return db
    .selectFrom('wildcard_pages')
    .select(['id', 'slug', 'titles'])
    .where('client_id', '=', clientId)
    .orderBy('slug')
    .execute();
}

export async function findInstitutionalPage(db: Db, slug: string, languageCode: string) {
  return db
    .selectFrom('institutional_pages')
    .select(['slug', 'title', 'body', 'version', 'language_code'])
    .where('slug', '=', slug)
    .orderBy(sql`language_code = ${languageCode}`, 'desc')
    .orderBy(sql`language_code = 'pt-BR'`, 'desc')
    .executeTakeFirst();
}

/** Current versions of the pages a user must accept (terms, cookie policy). */
export async function currentPolicyVersions(db: Db) {
  const rows = await db
    .selectFrom('institutional_pages')
    .select(['slug', (eb) => eb.fn.max('version').as('version')])
    .where('slug', 'in', ['terms-and-conditions', 'cookies_policy'])
    .groupBy('slug')
    .execute();
  const bySlug = new Map(rows.map((r) => [r.slug, Number(r.version)]));
  return { terms: bySlug.get('terms-and-conditions') ?? 0, cookies: bySlug.get('cookies_policy') ?? 0 };
}

interface AccessFactsRow {
  enabled_modules: string[] | null;
  under_maintenance: boolean | null;
  country_group: number | null;
  area_group: number | null;
}

/** The access facts' columns of user `u` in client `c` (its `ls` login settings), as `findAccessFacts` reads them. */
const ACCESS_FACTS = `c.enabled_modules, ls.under_maintenance, co."group" as country_group, ca."group" as area_group
  from users u
  left join countries co on co.id = u.country_id
  left join country_areas ca on ca.id = u.country_area_id
  left join clients c on c.id = $2::bigint
  left join login_settings ls on ls.client_id = $2::bigint
  where u.id = $1::bigint`;

const accessFacts = preparedQuery<AccessFactsRow>(`select ${ACCESS_FACTS}`);

function toAccessFacts(row: AccessFactsRow | undefined) {
  return {
    enabledModules: row?.enabled_modules ?? [],
    underMaintenance: row?.under_maintenance ?? false,
    country: row?.country_group == null ? null : { group: row.country_group },
    area: row?.area_group == null ? null : { group: row.area_group },
  };
}

/**
 * What decides a member's access in a client besides their role, in one statement: the client's switched-on
 * modules and maintenance flag, and the groups of the user's country and country area.
 */
export async function findAccessFacts(db: Db, userId: number, clientId: number | null) {
  const [row] = await accessFacts(db, [userId, clientId ?? 0]);
  return toAccessFacts(row);
}

/** `rows` as a JSON array of objects, `[]` when none. */
const jsonRows = (rows: string, order: string) =>
  `(select coalesce(json_agg(t order by ${order}), '[]'::json) from (${rows}) t)`;

interface SessionListsRow {
  clients: ClientRow[];
  countries: Awaited<ReturnType<typeof listCountries>>;
  branches: Awaited<ReturnType<typeof listBranches>>;
  campaigns: Awaited<ReturnType<typeof listCampaigns>>;
  module_items: {
    id: number;
    module: string;
    titles: Record<string, string>;
    route: string;
    icon: string | null;
    position: number;
  }[];
  facts: AccessFactsRow | null;
  terms_version: number;
  cookies_version: number;
}

const sessionLists = preparedQuery<SessionListsRow>(`select
  ${jsonRows(`select ${clientColumns.join(', ')} from clients where clients.id = any($3::bigint[])`, 't.name')} as clients,
  ${jsonRows(
    `select id, code, name, "group" from countries
      where id in (select country_id from client_countries where client_id = $2::bigint) or id = any($4::integer[])`,
    't.name',
  )} as countries,
  ${jsonRows('select id, name, names, country_id from branches where client_id = $2::bigint', 't.id')} as branches,
  ${jsonRows(
    'select id, name, begin_date, end_date, is_reward_campaign from campaigns where client_id = $2::bigint',
    't.begin_date desc',
  )} as campaigns,
  ${jsonRows(
    'select id, module, titles, route, icon, position from module_items where client_id = $2::bigint',
    't.position',
  )} as module_items,
  (select row_to_json(f) from (select ${ACCESS_FACTS}) f) as facts,
  (select coalesce(max(version), 0) from institutional_pages where slug = 'terms-and-conditions') as terms_version,
  (select coalesce(max(version), 0) from institutional_pages where slug = 'cookies_policy') as cookies_version`);

/**
 * What the session shows of the user's clients, in one statement: the clients they belong to (`clientIds`); the
 * selected client's countries (with the user's own country, `extraCountryIds`), branches, campaigns (newest first)
 * and menu, and the user's access facts there; the published terms and cookie policy versions.
 */
export async function findSessionLists(
  db: Db,
  who: { userId: number; clientIds: number[]; selectedId: number | null; extraCountryIds: number[] },
) {
  const [row] = await sessionLists(db, [who.userId, who.selectedId ?? 0, who.clientIds, who.extraCountryIds]);
  if (!row) throw new Error('the session lists statement answers one row');
  return {
    clients: row.clients,
    countries: who.selectedId === null && who.extraCountryIds.length === 0 ? [] : row.countries,
    branches: row.branches,
    campaigns: row.campaigns,
    moduleItems: row.module_items,
    facts: toAccessFacts(row.facts ?? undefined),
    versions: { terms: row.terms_version, cookies: row.cookies_version },
  };
}

/** The clients under maintenance now (a handful at most, usually none). */
export async function listClientsUnderMaintenance(db: Db) {
  const rows = await db
    .selectFrom('login_settings')
    .select('client_id')
    .where('under_maintenance', '=', true)
    .execute();
  return rows.map((row) => row.client_id);
}

export async function setUnderMaintenance(db: Db, clientId: number, on: boolean) {
  const row = await db
    .updateTable('login_settings')
    .set({ under_maintenance: on })
    .where('client_id', '=', clientId)
    .returning('under_maintenance')
    .executeTakeFirst();
  return row?.under_maintenance ?? false;
}
