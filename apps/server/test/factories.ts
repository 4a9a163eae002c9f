import type { Role } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
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
