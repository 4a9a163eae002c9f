import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBranch, buildInstitutionalPage, buildUser, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  freshIp,
  postRegister,
  registrationSite,
  uniqueCpf,
  uniqueEmail,
  validRegistration,
} from '../../../../test/registration.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof registrationSite>>;
let defaultSite: Awaited<ReturnType<typeof registrationSite>>;

beforeAll(async () => {
  t = await createTestContext();
  // registering accepts the published terms page, in its current version
  await buildInstitutionalPage(t.db, { slug: 'terms-and-conditions', language: 'pt-BR', version: 3 });
  defaultSite = await registrationSite(t.db, { isDefaultSite: true, name: 'Portal Padrão' });
  site = await registrationSite(t.db, {
    countries: ['BR', 'AR', 'CL'],
    name: 'Programa Acme',
    registerFields: [
      { name: 'store_code', required: true },
      { name: 'newsletter', required: false, type: 'checkbox' },
    ],
  });
});
afterAll(() => t.close());

const withDynamic = { dynamic: { store_code: 'LJ-42' } };

async function userByUsername(username: string) {
  return t.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'status',
      'name',
      'last_name',
      'full_name',
      'document',
      'phone_mobile',
      'country_id',
      'language_id',
      'registration_variant',
      'registration_client_id',
      'accepted_terms_version',
      'accepted_terms_at',
      'extra_fields',
      'company_agency',
      'brand',
      'retailer',
      'store_nickname',
      'gmin_number',
    ])
    .where('username', '=', username)
    .executeTakeFirst();
}

async function membership(userId: number) {
  return t.db
    .selectFrom('user_clients')
    .select(['client_id', 'role', 'branch_id'])
    .where('user_id', '=', userId)
    .execute();
}

describe('POST /api/v1/accounts/register', () => {
  it('creates an account awaiting approval in the site client, with the learner role and a receipt e-mail', async () => {
    const body = validRegistration(site, {
      fields: {
        document: '529.982.247-25',
        email: 'Ana.Souza@Example.TEST',
        name: ' Ana ',
        last_name: 'Souza',
      },
      email_confirmation: 'ana.souza@example.test',
      dynamic: { store_code: ' LJ-42 ', newsletter: true, not_a_field: 'dropped' },
    });
    const response = await postRegister(t.app, body, { language: 'en-US' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'awaiting_approval', username: 'ana.souza@example.test' });

    const user = await userByUsername('ana.souza@example.test');
    expect(user).toMatchObject({
      email: 'ana.souza@example.test',
      status: 'awaiting_approval',
      name: 'Ana',
      last_name: 'Souza',
      full_name: 'Ana Souza',
      document: '52998224725',
      phone_mobile: '+5511912345678',
      country_id: site.countryIds[0],
      language_id: 2,
      registration_variant: 'default',
      registration_client_id: site.id,
      accepted_terms_version: 3,
      accepted_terms_at: t.clock.now(),
      extra_fields: { store_code: 'LJ-42', newsletter: true },
    });
    expect(await membership(user?.id ?? 0)).toEqual([
      { client_id: site.id, role: 'learner', branch_id: null },
    ]);

    const mails = await t.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'subject', 'body', 'template', 'client_id', 'status'])
      .where('user_id', '=', user?.id ?? 0)
      .execute();
    expect(mails).toEqual([
      {
        channel: 'email',
        recipient: 'ana.souza@example.test',
        subject: 'We received your registration at Programa Acme',
        body: expect.stringContaining('Hello, Ana!'),
        template: 'registration_received',
        client_id: site.id,
        status: 'stored',
      },
    ]);
  });

  it('refuses to sign the new account in until it is approved', async () => {
    const body = validRegistration(site, withDynamic);
    expect((await postRegister(t.app, body)).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({
        grant_type: 'password',
        username: String(body.fields.email),
        password: 'Secret123',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.user_pending_approval' });
  });

  it('uses the default site when no client is given, and its own register config', async () => {
    const body = validRegistration(defaultSite);
    delete body.client;
    const response = await postRegister(t.app, body);
    expect(response.statusCode).toBe(201);
    const user = await userByUsername(response.json().username);
    expect(user?.registration_client_id).toBe(defaultSite.id);
    expect(user?.extra_fields).toEqual({});
  });

  it('gives each variant its role and keeps its own fields, ignoring fields of other variants', async () => {
    const branch = await buildBranch(t.db, site.id);
    const cases: {
      variant: 'seven_trade' | 'pop_trade' | 'intel';
      fields: Record<string, string>;
      role: string;
      stored: Record<string, string | null>;
      branchId: number | null;
    }[] = [
      {
        variant: 'seven_trade',
        fields: { company_agency: 'Agência Sete', brand: 'Marca X', retailer: 'not asked here' },
        role: 'promoter',
        stored: { company_agency: 'Agência Sete', brand: 'Marca X', retailer: null },
        branchId: null,
      },
      {
        variant: 'pop_trade',
        fields: { retailer: 'Rede Y', store_nickname: 'Loja Centro', branch_id: String(branch.id) },
        role: 'salesperson',
        stored: { retailer: 'Rede Y', store_nickname: 'Loja Centro', company_agency: null },
        branchId: branch.id,
      },
      {
        variant: 'intel',
        fields: { gmin_number: 'GM-778', retailer: 'Rede Z' },
        role: 'sales_agent',
        stored: { gmin_number: 'GM-778', retailer: 'Rede Z', brand: null },
        branchId: null,
      },
    ];
    for (const c of cases) {
      const response = await postRegister(
        t.app,
        validRegistration(site, { variant: c.variant, fields: c.fields, ...withDynamic }),
      );
      expect(response.statusCode, c.variant).toBe(201);
      const user = await userByUsername(response.json().username);
      expect(user, c.variant).toMatchObject({ registration_variant: c.variant, ...c.stored });
      expect(await membership(user?.id ?? 0)).toEqual([
        { client_id: site.id, role: c.role, branch_id: c.branchId },
      ]);
    }
  });

  it('refuses a pop_trade branch of another client as a field error', async () => {
    const other = await registrationSite(t.db);
    const foreignBranch = await buildBranch(t.db, other.id);
    const response = await postRegister(
      t.app,
      validRegistration(site, {
        variant: 'pop_trade',
        fields: { retailer: 'Rede Y', store_nickname: 'Loja', branch_id: foreignBranch.id },
        ...withDynamic,
      }),
      { language: 'en-US' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'branch_id', message: 'Required field' }]);
  });
});

describe('registration conflicts', () => {
  it('refuses a document already used, however it is typed', async () => {
    const document = uniqueCpf();
    expect(
      (await postRegister(t.app, validRegistration(site, { fields: { document }, ...withDynamic })))
        .statusCode,
    ).toBe(201);
    const again = await postRegister(
      t.app,
      validRegistration(site, { fields: { document: document.replace(/\D/g, '') }, ...withDynamic }),
      { language: 'en-US' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'account.document_in_use', message: 'Document already used' },
    });
  });

  it('refuses an e-mail already in use, whatever its case, as an e-mail or as a username', async () => {
    const email = uniqueEmail();
    expect(
      (await postRegister(t.app, validRegistration(site, { fields: { email }, ...withDynamic }))).statusCode,
    ).toBe(201);
    const upper = email.toUpperCase();
    const again = await postRegister(
      t.app,
      validRegistration(site, { fields: { email: upper }, email_confirmation: upper, ...withDynamic }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'account.email_in_use',
      message: 'Este e-mail já está em uso.',
    });

    // an older account whose e-mail is the address, and one whose username is
    await buildUser(t.db, { username: 'legacy.login' });
    await buildUser(t.db, { username: 'Old.Login@Example.test' });
    for (const taken of ['legacy.login@example.test', 'old.login@example.test']) {
      const response = await postRegister(
        t.app,
        validRegistration(site, { fields: { email: taken }, email_confirmation: taken, ...withDynamic }),
      );
      expect(response.statusCode, taken).toBe(409);
      expect(response.json().error.code).toBe('account.email_in_use');
    }
  });

  it('lets exactly one of two simultaneous sign-ups with one document through', async () => {
    const document = uniqueCpf();
    const responses = await Promise.all(
      [0, 1].map(() =>
        postRegister(t.app, validRegistration(site, { fields: { document }, ...withDynamic })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('account.document_in_use');
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('document', '=', document.replace(/\D/g, ''))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(
      [0, 1].map(() => postRegister(t.app, validRegistration(site, { fields: { email }, ...withDynamic }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('account.email_in_use');
  });
});

describe('registration rate limit', () => {
  it('allows 10 sign-up attempts per address and hour, then answers 429 until the hour has passed', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await postRegister(t.app, validRegistration(site, { accepted_terms: false }), { ip });
      expect(response.json().error.code).toBe('common.validation');
    }
    const body = validRegistration(site, withDynamic);
    const limited = await postRegister(t.app, body, { ip, language: 'en-US' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('common.rate_limited');
    expect(await userByUsername(String(body.fields.email).toLowerCase())).toBeUndefined();

    expect(
      (await postRegister(t.app, validRegistration(site, withDynamic), { ip: freshIp() })).statusCode,
    ).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await postRegister(t.app, body, { ip })).statusCode).toBe(201);
  });
});
