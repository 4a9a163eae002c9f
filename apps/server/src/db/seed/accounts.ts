import { ageBandForAge, ageInYears, cpfCheckDigits, type Role } from '@elevar/domain';
import { hashPassword } from '../../platform/crypto.ts';
import type { Db } from '../connection.ts';
import { clientIds, countryIds, DEMO_PASSWORD } from './lookups.ts';

/** Shared secret partner systems of the demo academy sign web-service login tokens with (README). */
export const DEMO_WEBSERVICE_SECRET = 'demo-webservice-secret-not-for-production';

export const DEMO_ACCOUNTS: {
  username: string;
  fullName: string;
  memberships: { client: 'academy' | 'rewards'; role: Role }[];
  country: string;
  language: number;
  status?: 'awaiting_approval' | 'blocked';
  superuser?: boolean;
}[] = [
  {
    username: 'learner',
    fullName: 'Ana Aprendiz',
    memberships: [{ client: 'academy', role: 'learner' }],
    country: 'BR',
    language: 1,
  },
  {
    username: 'seller.br',
    fullName: 'Bruno Vendas',
    memberships: [{ client: 'rewards', role: 'salesperson' }],
    country: 'BR',
    language: 1,
  },
  {
    username: 'promoter.mx',
    fullName: 'María Promotora',
    memberships: [{ client: 'rewards', role: 'promoter' }],
    country: 'MX',
    language: 3,
  },
  {
    username: 'instructor',
    fullName: 'Igor Instrutor',
    memberships: [{ client: 'academy', role: 'instructor' }],
    country: 'BR',
    language: 1,
  },
  {
    username: 'moderator',
    fullName: 'Marta Moderadora',
    memberships: [{ client: 'academy', role: 'moderator' }],
    country: 'BR',
    language: 1,
  },
  {
    username: 'admin',
    fullName: 'Alice Admin',
    memberships: [
      { client: 'academy', role: 'program_admin' },
      { client: 'rewards', role: 'program_admin' },
    ],
    country: 'BR',
    language: 2,
    superuser: true,
  },
  {
    username: 'auditor',
    fullName: 'Otto Auditor',
    memberships: [{ client: 'rewards', role: 'auditor' }],
    country: 'AR',
    language: 3,
  },
  {
    username: 'support',
    fullName: 'Sofia Suporte',
    memberships: [
      { client: 'academy', role: 'support' },
      { client: 'rewards', role: 'support' },
    ],
    country: 'BR',
    language: 1,
  },
  {
    username: 'pending',
    fullName: 'Paulo Pendente',
    memberships: [{ client: 'academy', role: 'learner' }],
    country: 'BR',
    language: 1,
    status: 'awaiting_approval',
  },
  {
    username: 'blocked',
    fullName: 'Beatriz Bloqueada',
    memberships: [{ client: 'rewards', role: 'salesperson' }],
    country: 'BR',
    language: 1,
    status: 'blocked',
  },
];

/** The demo accounts of README.md, with their memberships, all with the password `DEMO_PASSWORD`. */
export const demoAccountsStep = {
  name: '2026-11-21 demo accounts',
  async run(db: Db) {
    const clients = await clientIds(db);
    const countries = await countryIds(db);
    for (const account of DEMO_ACCOUNTS) {
      const user = await db
        .insertInto('users')
        .values({
          username: account.username,
          email: `${account.username}@demo.elevar.app`,
          full_name: account.fullName,
          password_hash: await hashPassword(DEMO_PASSWORD),
          status: account.status ?? 'approved',
          blocked_reason: account.status === 'blocked' ? 'rules' : null,
          is_superuser: account.superuser ?? false,
          language_id: account.language,
          country_id: countries.get(account.country) ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_clients')
        .values(
          account.memberships.map((m) => ({
            user_id: user.id,
            client_id: clients[m.client],
            role: m.role,
          })),
        )
        .execute();
    }
  },
};

const cpf = (firstNine: string) => `${firstNine}${cpfCheckDigits(firstNine)}`;

/** Documents and phones of the demo accounts, so recovery by document and phone verification can be tried. */
const PROFILES: Record<string, { document?: string; phone?: string; client?: 'academy' | 'rewards' }> = {
  learner: { document: cpf('123456789'), phone: '+5511912345678', client: 'academy' },
  'seller.br': { document: cpf('987654321'), phone: '+5511987654321', client: 'rewards' },
  'promoter.mx': { document: 'PEMA800101', phone: '+525512345678', client: 'rewards' },
  pending: { document: cpf('111444777'), phone: '+5521998765432', client: 'academy' },
  blocked: { document: cpf('222333444'), client: 'rewards' },
};

/**
 * Profile data for the demo accounts (name split, documents, phones, the client they registered with, so the
 * pending account shows in the academy's review list), a dynamic register field, the web-service secret and the
 * rewards programme's profile config.
 */
export const accountProfilesStep = {
  name: '2026-11-21 account profiles',
  async run(db: Db) {
    const clients = await clientIds(db);
    const users = await db.selectFrom('users').select(['id', 'username', 'full_name']).execute();
    for (const user of users) {
      const [name = user.full_name, ...rest] = user.full_name.split(' ');
      const profile = PROFILES[user.username] ?? {};
      await db
        .updateTable('users')
        .set({
          name,
          last_name: rest.join(' ') || null,
          document: profile.document ?? null,
          phone_mobile: profile.phone ?? null,
          phone_verified: profile.phone !== undefined && user.username !== 'pending',
          registration_client_id: profile.client ? clients[profile.client] : null,
          registration_variant: user.username === 'pending' ? 'default' : null,
        })
        .where('id', '=', user.id)
        .execute();
    }
    await db
      .updateTable('login_settings')
      .set({
        webservice_secret: DEMO_WEBSERVICE_SECRET,
        register_fields: JSON.stringify([
          {
            name: 'how_did_you_hear',
            type: 'select',
            required: false,
            label: 'Como conheceu o programa?',
            options: [
              { value: 'store', label: 'Na loja' },
              { value: 'colleague', label: 'Por um colega' },
              { value: 'social', label: 'Redes sociais' },
            ],
          },
        ]),
      })
      .where('client_id', '=', clients.academy)
      .execute();
    // The first step named the programme fields by their short names; the profile config uses field names.
    await db
      .updateTable('login_settings')
      .set({
        profile_fields: JSON.stringify([
          { name: 'gmin_number', visible: true, required: false },
          { name: 'cadv_code', visible: true, required: false },
        ]),
      })
      .where('client_id', '=', clients.rewards)
      .execute();
  },
};

/** Birthdays of the demo accounts: the academy's profile requires one (seed test: every required field is filled). */
const BIRTHDAYS: Record<string, string> = {
  learner: '1996-04-12',
  'seller.br': '1991-08-23',
  'promoter.mx': '1994-02-07',
  instructor: '1985-11-30',
  moderator: '1988-06-15',
  admin: '1982-03-09',
  auditor: '1979-10-02',
  support: '1990-01-25',
  pending: '1999-07-19',
  blocked: '1993-05-28',
};

/**
 * Fills what the demo clients' profile configs require and the earlier steps left empty, so a demo account can
 * open its profile and save any one field at once. Only empty fields are filled: nothing a user saved is changed.
 */
export const demoProfilesCompleteStep = {
  name: '2026-11-25 demo profiles complete',
  async run(db: Db) {
    const today = new Date().toISOString().slice(0, 10);
    for (const [username, birthday] of Object.entries(BIRTHDAYS)) {
      await db
        .updateTable('users')
        .set({ birthday, age_range: ageBandForAge(ageInYears(birthday, today)) })
        .where('username', '=', username)
        .where('birthday', 'is', null)
        .execute();
    }
  },
};

/** The version of the published terms page (0 when there is none). */
export async function publishedTermsVersion(db: Db): Promise<number> {
  const page = await db
    .selectFrom('institutional_pages')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('slug', '=', 'terms-and-conditions')
    .executeTakeFirst();
  return Number(page?.version ?? 0);
}

/**
 * The demo accounts have accepted the published terms, so trying the product starts at the home screen; a
 * newer terms page would ask them again.
 */
export function demoTermsStep(usernames: string[]) {
  return {
    name: '2026-11-21 demo terms accepted',
    async run(db: Db) {
      const version = await publishedTermsVersion(db);
      if (version === 0) return;
      await db
        .updateTable('users')
        .set({ accepted_terms_version: version, accepted_terms_at: new Date() })
        .where('username', 'in', usernames)
        .where('accepted_terms_version', 'is', null)
        .execute();
    },
  };
}
