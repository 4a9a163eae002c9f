import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBranch, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  type RegistrationBody,
  registerAccount,
  registrationSite,
  signedIn,
  uniqueEmail,
  validRegistration,
} from '../../../../test/registration.ts';

let t: TestContext;
let siteA: Awaited<ReturnType<typeof registrationSite>>;
let siteB: Awaited<ReturnType<typeof registrationSite>>;
let adminA: Awaited<ReturnType<typeof signedIn>>;
let supportA: Awaited<ReturnType<typeof signedIn>>;
let adminB: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://elevar.example/' });
  siteA = await registrationSite(t.db, { name: 'Programa A' });
  siteB = await registrationSite(t.db, { name: 'Programa B' });
  adminA = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role: 'program_admin' }] });
  supportA = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role: 'support' }] });
  adminB = await signedIn(t.app, t.db, { clients: [{ id: siteB.id, role: 'program_admin' }] });
});
afterAll(() => t.close());

function list(headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts${query}`, headers });
}

/** A bare POST (no body, as the web app sends it) unless a body is given. */
function decide(headers: Record<string, string>, id: number, action: 'approve' | 'reject', body?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/accounts/${id}/${action}`,
    headers: { ...headers, 'accept-language': 'en-US' },
    ...(body ? { payload: body } : {}),
  });
}

async function registerIn(
  site: { slug: string; countryId: number },
  overrides: Parameters<typeof validRegistration>[1] = {},
  language?: string,
) {
  const body: RegistrationBody = validRegistration(site, overrides);
  const id = await registerAccount(t.app, t.db, body, language);
  return { id, body, email: String(body.fields.email).toLowerCase() };
}

async function mailsTo(email: string, template: string) {
  return t.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'client_id'])
    .where('recipient', '=', email)
    .where('template', '=', template)
    .execute();
}

describe('GET /api/v1/admin/accounts', () => {
  it("lists the selected client's accounts awaiting approval, newest first, with what the variant asked", async () => {
    const branch = await buildBranch(t.db, siteA.id, { name: 'Filial Norte' });
    const first = await registerIn(siteA, { fields: { name: 'Primeira', last_name: 'Conta' } });
    t.clock.advance(1000);
    const second = await registerIn(siteA, {
      variant: 'pop_trade',
      fields: {
        name: 'Segunda',
        last_name: 'Conta',
        retailer: 'Rede',
        store_nickname: 'Loja 1',
        branch_id: branch.id,
      },
    });
    t.clock.advance(1000);
    await registerIn(siteB, { fields: { name: 'De', last_name: 'Outro' } });

    const response = await list(adminA.headers, '?search=conta');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(page.results.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(page.results[0]).toEqual({
      id: second.id,
      username: second.email,
      full_name: 'Segunda Conta',
      email: second.email,
      document: String(second.body.fields.document).replace(/\D/g, ''),
      phone_mobile: '+5511912345678',
      country: 'BR',
      variant: 'pop_trade',
      role: 'salesperson',
      status: 'awaiting_approval',
      fields: [
        { name: 'retailer', label: null, type: null, value: 'Rede' },
        { name: 'store_nickname', label: null, type: null, value: 'Loja 1' },
        { name: 'branch', label: null, type: null, value: 'Filial Norte' },
      ],
      created_at: expect.any(String),
    });
    expect(new Date(page.results[0].created_at).getTime()).toBe(t.clock.now().getTime() - 1000);
  });

  it("names the client's own fields and the chosen options, and the branch, in the reviewer's language", async () => {
    const site = await registrationSite(t.db, { name: 'Programa C' });
    const text = (ptBR: string, enUS: string, esES: string, frFR: string) => ({
      'pt-BR': ptBR,
      'en-US': enUS,
      'es-ES': esES,
      'fr-FR': frFR,
    });
    await t.db
      .updateTable('login_settings')
      .set({
        register_fields: JSON.stringify([
          {
            name: 'how_did_you_hear',
            type: 'select',
            required: false,
            label: text(
              'Como conheceu o programa?',
              'How did you hear about us?',
              '¿Cómo nos conoció?',
              'Comment ?',
            ),
            options: [{ value: 'store', label: text('Na loja', 'In a store', 'En la tienda', 'En magasin') }],
          },
          { name: 'since', type: 'date', required: false, label: text('Desde', 'Since', 'Desde', 'Depuis') },
        ]),
      })
      .where('client_id', '=', site.id)
      .execute();
    const branch = await buildBranch(t.db, site.id, { name: 'Filial Sul' });
    await t.db
      .updateTable('branches')
      .set({ names: JSON.stringify(text('Filial Sul', 'South branch', 'Sucursal Sur', 'Agence Sud')) })
      .where('id', '=', branch.id)
      .execute();
    const account = await registerIn(site, {
      variant: 'pop_trade',
      fields: { name: 'Clara', retailer: 'Rede', store_nickname: 'Loja 2', branch_id: branch.id },
      dynamic: { how_did_you_hear: 'store', since: '2024-03-09' },
    });
    const admin = await signedIn(t.app, t.db, { clients: [{ id: site.id, role: 'program_admin' }] });
    const fieldsIn = async (language: string) => {
      const page = (await list({ ...admin.headers, 'accept-language': language })).json();
      return page.results.find((a: { id: number }) => a.id === account.id).fields;
    };
    expect(await fieldsIn('en-US')).toEqual([
      { name: 'retailer', label: null, type: null, value: 'Rede' },
      { name: 'store_nickname', label: null, type: null, value: 'Loja 2' },
      { name: 'branch', label: null, type: null, value: 'South branch' },
      {
        name: 'dynamic.how_did_you_hear',
        label: 'How did you hear about us?',
        type: 'select',
        value: 'In a store',
      },
      { name: 'dynamic.since', label: 'Since', type: 'date', value: '2024-03-09' },
    ]);
    const portuguese = await fieldsIn('pt-BR');
    expect(portuguese.slice(2, 4)).toEqual([
      { name: 'branch', label: null, type: null, value: 'Filial Sul' },
      {
        name: 'dynamic.how_did_you_hear',
        label: 'Como conheceu o programa?',
        type: 'select',
        value: 'Na loja',
      },
    ]);
  });

  it('never shows another client: a reviewer of B sees only B, a reviewer of A nothing of B', async () => {
    const inB = await registerIn(siteB, { fields: { name: 'Somente', last_name: 'Bê' } });
    const a = (await list(adminA.headers, '?page_size=100')).json();
    expect(a.results.map((r: { id: number }) => r.id)).not.toContain(inB.id);
    expect(a.results.every((r: { username: string }) => r.username !== inB.email)).toBe(true);
    const b = (await list(adminB.headers, '?page_size=100')).json();
    expect(b.results.map((r: { id: number }) => r.id)).toContain(inB.id);
    expect((await list(adminA.headers, `?search=${encodeURIComponent(inB.email)}`)).json().count).toBe(0);
  });

  it('finds accounts by name, e-mail or document (typed with or without the mask)', async () => {
    const target = await registerIn(siteA, { fields: { name: 'Zuleica', last_name: 'Prado' } });
    const document = String(target.body.fields.document);
    for (const search of [
      'zuleica',
      'PRADO',
      target.email.toUpperCase(),
      document,
      document.replace(/\D/g, ''),
    ]) {
      const page = (await list(supportA.headers, `?search=${encodeURIComponent(search)}`)).json();
      expect(
        page.results.map((r: { id: number }) => r.id),
        search,
      ).toEqual([target.id]);
    }
    expect((await list(supportA.headers, '?search=%25')).json().count).toBe(0);
  });

  it('paginates and filters by status', async () => {
    const site = await registrationSite(t.db);
    const admin = await signedIn(t.app, t.db, { clients: [{ id: site.id, role: 'program_admin' }] });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await registerIn(site)).id);
      t.clock.advance(1000);
    }
    const page2 = (await list(admin.headers, '?page=2&page_size=2')).json();
    expect(page2).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page2.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    expect((await decide(admin.headers, ids[1] ?? 0, 'approve')).statusCode).toBe(200);
    const approved = (await list(admin.headers, '?status=approved')).json();
    // members of the client count as its accounts too: the approved reviewer is listed beside the new account
    expect(approved.results.map((r: { id: number }) => r.id).sort()).toEqual([ids[1], admin.id].sort());
    expect((await list(admin.headers)).json().count).toBe(2);
  });

  it('refuses learners, salespeople and signed-out callers', async () => {
    for (const role of ['learner', 'salesperson', 'instructor'] as const) {
      const user = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role }] });
      const response = await list(user.headers);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.code).toBe('common.forbidden');
    }
    expect((await list({})).statusCode).toBe(401);
  });

  it('lets a superuser review the selected client, and every client without one', async () => {
    const inA = await registerIn(siteA);
    const inB = await registerIn(siteB);
    const memberOfA = await signedIn(t.app, t.db, {
      clients: [{ id: siteA.id, role: 'learner' }],
      superuser: true,
    });
    const ofA = (await list(memberOfA.headers, '?page_size=100'))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(ofA).toContain(inA.id);
    expect(ofA).not.toContain(inB.id);

    const unselected = await signedIn(t.app, t.db, {
      clients: [
        { id: siteA.id, role: 'learner' },
        { id: siteB.id, role: 'learner' },
      ],
      superuser: true,
    });
    const all = (await list(unselected.headers, '?page_size=100'))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(all).toEqual(expect.arrayContaining([inA.id, inB.id]));
  });
});

describe('approving and rejecting accounts', () => {
  it('approves once: the owner is told in their language with a sign-in link, and can sign in', async () => {
    const account = await registerIn(siteA, { fields: { name: 'Lucía' } }, 'es-ES');
    const response = await decide(adminA.headers, account.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.id, status: 'approved', role: 'learner' });

    const row = await t.db
      .selectFrom('users')
      .select(['status', 'reviewed_at', 'reviewed_by'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'approved', reviewed_at: t.clock.now(), reviewed_by: adminA.id });

    const [mail] = await mailsTo(account.email, 'account_approved');
    expect(mail?.subject).toBe('Tu registro en Programa A fue aprobado');
    expect(mail?.body).toContain('¡Hola, Lucía!');
    expect(mail?.body).toContain(`https://elevar.example/?client=${siteA.slug}`);
    expect(mail?.client_id).toBe(siteA.id);

    const tokens = await login(t.app, account.email, String(account.body.password));
    expect(tokens.access_token).toBeTruthy();

    const again = await decide(adminA.headers, account.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'account.not_awaiting_approval',
      message: 'This registration has already been reviewed.',
    });
    expect((await decide(adminA.headers, account.id, 'reject')).statusCode).toBe(409);
    expect(await mailsTo(account.email, 'account_approved')).toHaveLength(1);
  });

  it('rejects with a reason that reaches the owner, who then cannot sign in', async () => {
    const account = await registerIn(siteA, { fields: { name: 'Bruno' } });
    const response = await decide(supportA.headers, account.id, 'reject', {
      reason: '  Documento ilegível  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');

    const [mail] = await mailsTo(account.email, 'account_rejected');
    expect(mail?.subject).toBe('Seu cadastro em Programa A não foi aprovado');
    expect(mail?.body).toContain('Olá, Bruno!');
    expect(mail?.body).toContain('Motivo: Documento ilegível');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: account.email,
        password: String(account.body.password),
        client_id: 'elevar-web',
        client_secret: 'elevar-web-demo',
      }).toString(),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.user_rejected' });
  });

  it('rejects without a reason, with an empty body or none', async () => {
    const account = await registerIn(siteA, {}, 'fr-FR');
    expect((await decide(adminA.headers, account.id, 'reject', {})).statusCode).toBe(200);
    const other = await registerIn(siteA);
    expect((await decide(adminA.headers, other.id, 'reject')).statusCode).toBe(200);
    const [mail] = await mailsTo(account.email, 'account_rejected');
    expect(mail?.subject).toBe("Votre inscription à Programa A n'a pas été approuvée");
    expect(mail?.body).not.toContain('Motif');
  });

  it("cannot touch another client's account: 404, and the account keeps waiting", async () => {
    const inB = await registerIn(siteB);
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(adminA.headers, inB.id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('common.not_found');
    }
    expect((await decide(adminA.headers, 999_999, 'approve')).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', inB.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('awaiting_approval');
    expect(await mailsTo(inB.email, 'account_approved')).toHaveLength(0);
  });

  it('refuses a learner', async () => {
    const account = await registerIn(siteA);
    const learner = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role: 'learner' }] });
    const response = await decide(learner.headers, account.id, 'approve');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('common.forbidden');
  });

  it('reviews once when two reviewers decide at the same time', async () => {
    const account = await registerIn(siteA, { fields: { email: uniqueEmail('race') } });
    const responses = await Promise.all([
      decide(adminA.headers, account.id, 'approve'),
      decide(supportA.headers, account.id, 'reject'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select('template')
      .where('recipient', '=', account.email)
      .where('template', 'in', ['account_approved', 'account_rejected'])
      .execute();
    expect(mails).toHaveLength(1);
  });
});
