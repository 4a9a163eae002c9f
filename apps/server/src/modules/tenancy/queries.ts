import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

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

export type ClientRow = Awaited<ReturnType<typeof listClientsByIds>>[number];

export async function listClientsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('clients')
    .select(clientColumns)
    .where('clients.id', 'in', ids)
    .orderBy('clients.name')
    .execute();
}

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

export async function listModuleItems(db: Db, clientId: number) {
  return db
    .selectFrom('module_items')
    .select(['id', 'module', 'titles', 'route', 'icon', 'position'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .execute();
}

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

/**
 * What decides a member's access in a client besides their role, in one statement: the client's switched-on
 * modules and maintenance flag, and the groups of the user's country and country area.
 */
export async function findAccessFacts(db: Db, userId: number, clientId: number | null) {
  const row = await db
    .selectFrom('users')
    .leftJoin('countries', 'countries.id', 'users.country_id')
    .leftJoin('country_areas', 'country_areas.id', 'users.country_area_id')
    .leftJoin('clients', (join) => join.on('clients.id', '=', clientId ?? 0))
    .leftJoin('login_settings', (join) => join.on('login_settings.client_id', '=', clientId ?? 0))
    .select([
      'clients.enabled_modules',
      'login_settings.under_maintenance',
      'countries.group as country_group',
      'country_areas.group as area_group',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return {
    enabledModules: row?.enabled_modules ?? [],
    underMaintenance: row?.under_maintenance ?? false,
    country: row?.country_group == null ? null : { group: row.country_group },
    area: row?.area_group == null ? null : { group: row.area_group },
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
