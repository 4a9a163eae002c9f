import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  buildBranch,
  buildClient,
  buildUser,
  login,
  tokenForm,
} from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { call, signedInMember, uploadAvatar } from '../../../../test/profile-fixtures.ts';
import { diskFileStore } from '../../../platform/storage.ts';

const { t, dataDir } = withDataDir();
let clientId: number;
let brazil: number;
let southeast: number;

beforeAll(async () => {
  clientId = (await buildClient(t.db)).id;
  [brazil = 0] = await addClientCountries(t.db, clientId, ['BR']);
  ({ id: southeast } = await t.db
    .insertInto('country_areas')
    .values({ country_id: brazil, name: 'Sudeste', group: 1 })
    .returning('id')
    .executeTakeFirstOrThrow());
});

/** Every users column that holds personal data: all must be empty after closure. */
const PERSONAL_COLUMNS = [
  'email',
  'image_url',
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'birthday',
  'age_range',
  'gender',
  'marital_status',
  'children_count',
  'profession',
  'is_painter',
  'has_disability',
  'disability_description',
  'document',
  'phone_mobile',
  'phone_commercial',
  'phone_residential',
  'country_id',
  'country_area_id',
  'state',
  'city',
  'neighborhood',
  'address',
  'number',
  'complement',
  'zip',
  'gmin_number',
  'cadv_code',
  'retailer',
  'brand',
  'company_agency',
] as const;

const CPF = '52998224725';
const close = (tokens: { access_token: string }, typedName: string, language?: string) =>
  call(t, 'POST', '/api/v1/profile/close', tokens, { typed_name: typedName, confirm: true }, language);

/** A member with every profile field filled, an avatar and records in every table closure touches. */
async function fullyUsedAccount() {
  const { user, tokens } = await signedInMember(t, clientId);
  const branch = await buildBranch(t.db, clientId);
  const email = `${user.username}@example.test`;
  const filled = await call(t, 'PATCH', '/api/v1/profile', tokens, {
    name: 'José',
    last_name: 'da Silva',
    nickname: 'Zé',
    store_nickname: 'Loja 1',
    birthday: { year: 1985, month: 3, day: 14 },
    gender: 'male',
    marital_status: 'married',
    children_count: 2,
    profession: 'Vendedor',
    is_painter: true,
    has_disability: true,
    disability_description: 'Baixa visão',
    country_id: brazil,
    country_area_id: southeast,
    document: CPF,
    phone_commercial: '1133334444',
    phone_residential: '1144445555',
    communication_consent: true,
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Centro',
    address: 'Rua A',
    number: '10',
    complement: 'Apto 1',
    zip: '01000-000',
    gmin_number: 'G123',
    cadv_code: 'C456',
    branch_id: branch.id,
    retailer: 'Rede X',
    brand: 'Marca Y',
    company_agency: 'Agência Z',
  });
  expect(filled.statusCode).toBe(200);
  await t.db
    .updateTable('users')
    .set({
      phone_mobile: '+5511912345678',
      phone_verified: true,
      extra_fields: JSON.stringify({ cnpj: '1' }),
    })
    .where('id', '=', user.id)
    .execute();
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const avatar = await uploadAvatar(t, tokens, { data: png, filename: 'a.png', contentType: 'image/png' });
  expect(avatar.statusCode).toBe(200);
  const other = await login(t.app, user.username, user.password);

  await t.db
    .insertInto('sso_identities')
    .values({
      issuer: 'https://idp.example',
      subject: `sub-${user.id}`,
      user_id: user.id,
      client_id: clientId,
    })
    .execute();
  await t.db
    .insertInto('verification_codes')
    .values({
      request_id: `req-${user.id}`,
      user_id: user.id,
      purpose: 'phone_verification',
      channel: 'sms',
      phone: '+5511912345678',
      code_hash: 'x',
      expires_at: new Date(t.clock.now().getTime() + 600_000),
    })
    .execute();
  await t.db
    .insertInto('outbox_messages')
    .values([
      { channel: 'email', recipient: email, body: 'Olá José', template: 'welcome', user_id: user.id },
      { channel: 'email', recipient: email.toUpperCase(), body: 'Link', template: 'recovery', user_id: null },
    ])
    .execute();
  await t.db
    .insertInto('login_failures')
    .values({ key: `user:${user.id}`, address: '127.0.0.1' })
    .execute();
  return { user, tokens, other, email, image: avatar.json().image as string, branchId: branch.id };
}

describe('POST /api/v1/profile/close', () => {
  it('refuses a name that is not the user’s own with 422, changing nothing', async () => {
    const { user, tokens } = await signedInMember(t, clientId);
    const response = await close(tokens, 'Someone Else', 'en-US');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'profile.closure_name_mismatch',
      message: 'The name typed does not match your name.',
    });
    const row = await t.db
      .selectFrom('users')
      .select(['status'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.status).toBe('approved');
    expect((await call(t, 'GET', '/api/v1/session', tokens)).statusCode).toBe(200);
    const unconfirmed = await call(t, 'POST', '/api/v1/profile/close', tokens, {
      typed_name: `User ${user.username}`,
      confirm: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
  });

  it('erases the personal data, revokes every token and keeps what others rely on', async () => {
    const account = await fullyUsedAccount();
    const { user } = account;
    const reviewer = await buildUser(t.db, { clients: [{ id: clientId }] });
    const reviewed = await buildUser(t.db, { clients: [{ id: clientId }] });
    await t.db
      .updateTable('users')
      .set({ reviewed_by: user.id, reviewed_at: t.clock.now() })
      .where('id', '=', reviewed.id)
      .execute();
    await t.db.updateTable('users').set({ reviewed_by: reviewer.id }).where('id', '=', user.id).execute();
    await t.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: 'x@example.test',
        body: 'b',
        template: 't',
        user_id: reviewer.id,
      })
      .execute();

    // the name as typed: other case, extra spaces, decomposed accents (NFD)
    const response = await close(account.tokens, '  JOSE\u0301   DA silva ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await t.db
      .selectFrom('users')
      .select([
        ...PERSONAL_COLUMNS,
        'username',
        'full_name',
        'status',
        'closed_at',
        'extra_fields',
        'phone_verified',
        'communication_consent',
        'reviewed_by',
      ])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const column of PERSONAL_COLUMNS) expect(row[column], column).toBeNull();
    expect(row).toMatchObject({
      username: `closed-${user.id}`,
      full_name: 'Conta encerrada',
      status: 'closed',
      extra_fields: {},
      phone_verified: false,
      communication_consent: false,
      reviewed_by: reviewer.id,
    });
    expect(row.closed_at?.toISOString()).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(row)).not.toMatch(/José|Silva|52998224725|example\.test/);

    // tokens: every family revoked, no token left; both sessions end
    const families = await t.db
      .selectFrom('token_families')
      .select(['id', 'revoked_reason'])
      .where('user_id', '=', user.id)
      .execute();
    expect(families.length).toBe(2);
    expect(families.every((f) => f.revoked_reason === 'account_closed')).toBe(true);
    const familyIds = families.map((f) => f.id);
    expect(
      await t.db.selectFrom('refresh_tokens').select('id').where('family_id', 'in', familyIds).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('access_tokens').select('family_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    for (const tokens of [account.tokens, account.other]) {
      expect((await call(t, 'GET', '/api/v1/session', tokens)).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/o/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      });
      expect(refresh.statusCode).toBe(400);
    }

    // records that only served the user are gone, others' records are not
    const count = async (table: 'sso_identities' | 'verification_codes' | 'stored_files') =>
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(table === 'stored_files' ? 'owner_user_id' : 'user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count('sso_identities'))).toBe(0);
    expect(Number(await count('verification_codes'))).toBe(0);
    expect(Number(await count('stored_files'))).toBe(0);
    const outbox = await t.db.selectFrom('outbox_messages').select(['user_id', 'recipient']).execute();
    expect(
      outbox.filter((m) => m.user_id === user.id || m.recipient.toLowerCase() === account.email),
    ).toEqual([]);
    expect(outbox.some((m) => m.user_id === reviewer.id)).toBe(true);
    const failures = await t.db
      .selectFrom('login_failures')
      .select('key')
      .where('key', '=', `user:${user.id}`)
      .execute();
    expect(failures).toEqual([]);
    const key = new URL(account.image, 'http://x').pathname.split('/').pop() ?? '';
    expect(await diskFileStore(dataDir.dir).stat(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: account.image })).statusCode).toBe(404);

    const membership = await t.db
      .selectFrom('user_clients')
      .select(['client_id', 'role', 'branch_id'])
      .where('user_id', '=', user.id)
      .execute();
    expect(membership).toEqual([{ client_id: clientId, role: 'learner', branch_id: account.branchId }]);
    const reviewedRow = await t.db
      .selectFrom('users')
      .select(['reviewed_by', 'status'])
      .where('id', '=', reviewed.id)
      .executeTakeFirstOrThrow();
    expect(reviewedRow).toEqual({ reviewed_by: user.id, status: 'approved' });
  });

  it('leaves no way back in, and frees the document and e-mail for a new account', async () => {
    const account = await fullyUsedAccount();
    expect((await close(account.tokens, 'José da Silva')).statusCode).toBe(200);

    for (const username of [account.user.username, account.email, `closed-${account.user.id}`]) {
      const attempt = await t.app.inject({
        method: 'POST',
        url: '/o/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: tokenForm({ grant_type: 'password', username, password: account.user.password }),
      });
      expect(attempt.statusCode, username).toBe(400);
      expect(attempt.json().code).toBe('auth.invalid_credentials');
    }

    const newcomer = await signedInMember(t, clientId);
    const taken = await call(t, 'PATCH', '/api/v1/profile', newcomer.tokens, {
      country_id: brazil,
      document: CPF,
      email: account.email,
      email_confirmation: account.email,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ document: CPF, email: account.email });
  });
});
