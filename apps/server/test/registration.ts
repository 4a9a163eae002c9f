import { cpfCheckDigits, maskCpf, type Role } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { addClientCountries, bearer, buildClient, buildUser, login } from './factories.ts';

/** Helpers of the registration and account review tests. */

let sequence = 0;
const runOffset = Math.floor(Math.random() * 1_000_000);

/** A valid CPF no other call of this run returns, masked as a person types it (###.###.###-##). */
export function uniqueCpf(): string {
  sequence += 1;
  const firstNine = String(200_000_000 + runOffset + sequence * 1237);
  return maskCpf(`${firstNine}${cpfCheckDigits(firstNine)}`);
}

export function uniqueEmail(prefix = 'new.user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${Math.random().toString(36).slice(2, 7)}@Example.test`;
}

let address = 0;
/** A fresh client address, so the per-address sign-up limit only bites where a test means it to. */
export function freshIp(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** A client that runs in the given countries, with its register config. */
export async function registrationSite(
  db: Db,
  options: {
    countries?: string[];
    strength?: 'weak' | 'medium' | 'strong';
    registerFields?: { name: string; required: boolean; type?: string; label?: string }[];
    isDefaultSite?: boolean;
    name?: string;
  } = {},
) {
  const client = await buildClient(db, {
    isDefaultSite: options.isDefaultSite ?? false,
    ...(options.name ? { name: options.name } : {}),
  });
  const countryIds = await addClientCountries(db, client.id, options.countries ?? ['BR']);
  await db
    .updateTable('login_settings')
    .set({
      password_strength_level: options.strength ?? 'medium',
      register_fields: JSON.stringify(
        (options.registerFields ?? []).map((f) => ({ type: 'text', label: f.name, ...f })),
      ),
    })
    .where('client_id', '=', client.id)
    .execute();
  return { ...client, countryIds, countryId: countryIds[0] as number };
}

export interface RegistrationBody {
  client?: string;
  variant: 'default' | 'seven_trade' | 'pop_trade' | 'intel';
  fields: Record<string, string | number | boolean | null>;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  accepted_terms: boolean;
  confirmed_adult: boolean;
  dynamic?: Record<string, string | boolean>;
}

/** A registration every rule accepts, in the given client and country; `fields` override the defaults. */
export function validRegistration(
  site: { slug: string; countryId: number },
  overrides: Partial<Omit<RegistrationBody, 'fields'>> & { fields?: RegistrationBody['fields'] } = {},
): RegistrationBody {
  const email = typeof overrides.fields?.email === 'string' ? overrides.fields.email : uniqueEmail();
  const { fields, ...rest } = overrides;
  return {
    client: site.slug,
    variant: 'default',
    email_confirmation: email,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    accepted_terms: true,
    confirmed_adult: true,
    ...rest,
    fields: {
      name: 'Ana',
      last_name: 'Souza',
      document: uniqueCpf(),
      email,
      phone_mobile: '+55 (11) 91234-5678',
      country_id: site.countryId,
      ...fields,
    },
  };
}

export function postRegister(
  app: FastifyInstance,
  body: unknown,
  options: { ip?: string; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
    payload: body as Record<string, unknown>,
  });
}

/** Registers through the API and returns the new account's id. */
export async function registerAccount(
  app: FastifyInstance,
  db: Db,
  body: RegistrationBody,
  language?: string,
): Promise<number> {
  const response = await postRegister(app, body, language ? { language } : {});
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', response.json().username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in user (staff, learner or superuser) with the bearer headers of their session. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  options: { clients: { id: number; role: Role }[]; superuser?: boolean },
) {
  const user = await buildUser(db, { clients: options.clients, superuser: options.superuser ?? false });
  const tokens = await login(app, user.username, user.password);
  return { ...user, headers: bearer(tokens) };
}
