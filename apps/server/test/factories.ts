import type { Role } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { DEMO_PASSWORD } from '../src/db/seed/lookups.ts';
import { hashPassword } from '../src/platform/crypto.ts';
import { TEST_APP } from './harness.ts';

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${Math.random().toString(36).slice(2, 6)}`;

// Cheap scrypt parameters: the stored hash carries them, so verification is cheap too. Production uses SCRYPT_COST.
const TEST_COST = { N: 1024, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
function cheapHash(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, TEST_COST);
    hashes.set(password, hash);
  }
  return hash;
}

export async function buildClient(
  db: Db,
  overrides: Partial<{
    slug: string;
    name: string;
    modules: string[];
    homeRoute: string | null;
    useScore: boolean;
    isDefaultSite: boolean;
    defaultLanguageId: number;
  }> = {},
) {
  const slug = overrides.slug ?? unique('client-');
  const client = await db
    .insertInto('clients')
    .values({
      slug,
      name: overrides.name ?? `Client ${slug}`,
      home_route: overrides.homeRoute === undefined ? '/home' : overrides.homeRoute,
      enabled_modules: overrides.modules ?? ['online_courses', 'profile', 'ranking'],
      group_training_use_score: overrides.useScore ?? true,
      is_default_site: overrides.isDefaultSite ?? false,
      default_language_id: overrides.defaultLanguageId ?? 1,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('login_settings')
    .values({
      client_id: client.id,
      primary_color: '#123456',
      secondary_color: '#654321',
      background_color: '#ffffff',
      text_color: '#000000',
      logos: JSON.stringify({ 'pt-BR': `/logo-${slug}-pt.svg`, 'en-US': `/logo-${slug}-en.svg` }),
      background_image_url: null,
      register_fields: '[]',
      profile_fields: '[]',
    })
    .execute();
  return client;
}

export async function buildUser(
  db: Db,
  options: {
    clients?: { id: number; role?: Role }[];
    status?: 'approved' | 'awaiting_approval' | 'blocked';
    blockedReason?: 'rules' | null;
    password?: string;
    username?: string;
    languageId?: number;
    superuser?: boolean;
  } = {},
) {
  const username = options.username ?? unique('user.');
  const password = options.password ?? 'Secret@123';
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.test`,
      full_name: `User ${username}`,
      password_hash: await cheapHash(password),
      status: options.status ?? 'approved',
      blocked_reason: options.blockedReason ?? null,
      language_id: options.languageId ?? 1,
      is_superuser: options.superuser ?? false,
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  if (options.clients?.length) {
    await db
      .insertInto('user_clients')
      .values(options.clients.map((c) => ({ user_id: user.id, client_id: c.id, role: c.role ?? 'learner' })))
      .execute();
  }
  return { ...user, password };
}

/** The id of a country by its ISO code (countries are reference data the migrations insert). */
export async function countryId(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('countries')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Lets a client run in the given countries; returns their ids in the same order. */
export async function addClientCountries(db: Db, clientId: number, codes: string[]): Promise<number[]> {
  const ids = await Promise.all(codes.map((code) => countryId(db, code)));
  await db
    .insertInto('client_countries')
    .values(ids.map((id) => ({ client_id: clientId, country_id: id })))
    .execute();
  return ids;
}

export async function buildBranch(
  db: Db,
  clientId: number,
  options: { name?: string; countryId?: number } = {},
) {
  return db
    .insertInto('branches')
    .values({
      client_id: clientId,
      name: options.name ?? unique('Branch '),
      country_id: options.countryId ?? null,
    })
    .returning(['id', 'name', 'country_id'])
    .executeTakeFirstOrThrow();
}

export async function buildCampaign(
  db: Db,
  clientId: number,
  options: { name?: string; begin: string; end: string; reward?: boolean },
) {
  return db
    .insertInto('campaigns')
    .values({
      client_id: clientId,
      name: options.name ?? unique('Campaign '),
      begin_date: options.begin,
      end_date: options.end,
      is_reward_campaign: options.reward ?? false,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** One menu entry of a client; `titles` maps language codes to the entry's title. */
export async function buildModuleItem(
  db: Db,
  clientId: number,
  options: {
    module: string;
    titles: Record<string, string>;
    position: number;
    route?: string;
    icon?: string;
  },
) {
  return db
    .insertInto('module_items')
    .values({
      client_id: clientId,
      module: options.module,
      titles: JSON.stringify(options.titles),
      route: options.route ?? `/${options.module.replace(/_/g, '-')}`,
      icon: options.icon ?? null,
      position: options.position,
    })
    .returning(['id', 'module'])
    .executeTakeFirstOrThrow();
}

/** A user group or a tag of a client. */
export async function buildNamed(db: Db, table: 'user_groups' | 'tags', clientId: number, name?: string) {
  return db
    .insertInto(table)
    .values({ client_id: clientId, name: name ?? unique(table === 'tags' ? 'Tag ' : 'Group ') })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function buildInstitutionalPage(
  db: Db,
  options: { slug: string; language: string; title?: string; body?: string; version?: number },
) {
  await db
    .insertInto('institutional_pages')
    .values({
      slug: options.slug,
      language_code: options.language,
      title: options.title ?? `${options.slug} (${options.language})`,
      body: options.body ?? `Body of ${options.slug} in ${options.language}`,
      version: options.version ?? 1,
    })
    .execute();
}

export function tokenForm(fields: Record<string, string>) {
  return new URLSearchParams({
    client_id: TEST_APP.clientId,
    client_secret: TEST_APP.clientSecret,
    ...fields,
  }).toString();
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user_firebase_token: string;
}

/** Signs in through the real token endpoint and returns the tokens. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/o/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm({ grant_type: 'password', username, password }),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function bearer(tokens: Pick<Tokens, 'access_token'>) {
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** The user's profile id in a client (user_clients.id, SPEC §3 client profile id). */
export async function profileId(db: Db, userId: number, clientId: number) {
  const row = await db
    .selectFrom('user_clients')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A client with a three-entry menu (inserted out of order) in pt-BR and en-US. */
export async function clientWithMenu(db: Db, name: string) {
  // a menu shows only the modules the client switched on
  const client = await buildClient(db, { name, modules: ['online_courses', 'profile', 'library', 'news'] });
  const library = await buildModuleItem(db, client.id, {
    module: 'library',
    titles: { 'pt-BR': 'Biblioteca', 'en-US': 'Library' },
    position: 2,
  });
  const home = await buildModuleItem(db, client.id, {
    module: 'home',
    titles: { 'pt-BR': 'Início', 'en-US': 'Home' },
    position: 0,
  });
  const courses = await buildModuleItem(db, client.id, {
    module: 'online_courses',
    titles: { 'pt-BR': 'Cursos online', 'en-US': 'Online courses' },
    position: 1,
  });
  return { ...client, menu: [home, courses, library] };
}

/**
 * A demo account signed in with the demo password, its client chosen when `clientSlug` is given (accounts of two
 * clients): the bearer headers of its session. The seed tests read the demo as its accounts see it.
 */
export async function demoHeaders(
  t: { app: FastifyInstance; db: Db },
  username: string,
  clientSlug?: string,
): Promise<Record<string, string>> {
  const headers = bearer(await login(t.app, username, DEMO_PASSWORD));
  if (clientSlug) {
    const client = await t.db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', clientSlug)
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers,
      payload: { client_id: client.id },
    });
  }
  return headers;
}
