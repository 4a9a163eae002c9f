import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { signJwt } from '../../../platform/crypto.ts';
import { linkTarget } from './webservice.ts';

let t: TestContext;
const SECRET = 'partner-secret-of-the-academy-0123456789';

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let jtiSequence = 0;
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** A partner token as the partner system would sign it. */
function partnerToken(claims: Record<string, unknown>, secret = SECRET) {
  return signJwt({ exp: nowSeconds() + 300, jti: `jti-${++jtiSequence}`, ...claims }, secret);
}

async function partnerClient(
  options: { modules?: string[]; homeRoute?: string | null; secret?: string } = {},
) {
  const client = await buildClient(t.db, {
    modules: options.modules ?? ['online_courses', 'news', 'profile'],
    homeRoute: options.homeRoute === undefined ? '/trails' : options.homeRoute,
  });
  await t.db
    .updateTable('login_settings')
    .set({ webservice_secret: options.secret ?? SECRET })
    .where('client_id', '=', client.id)
    .execute();
  return client;
}

function linkLogin(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/webservice-login', payload: body });
}

async function expectInvalid(body: Record<string, unknown>) {
  const response = await linkLogin(body);
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('auth.link_login_invalid');
}

describe('POST /api/v1/webservice-login', () => {
  it('opens a web-service session in the token client and the requested module item when it has the flag', async () => {
    const client = await partnerClient();
    const other = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: other.id }, { id: client.id }] });
    const token = partnerToken({ iss: client.slug, sub: user.username.toUpperCase() });

    const response = await linkLogin({ token, module: 'online_courses', id: '42' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, redirect_to: '/online-courses/42' });
    expect(body).not.toHaveProperty('refresh_token');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(body) });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      is_webservice: true,
      id_user_client_selected: client.id,
      user: { username: user.username },
    });
    const family = await t.db
      .selectFrom('token_families')
      .select(['kind'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(family.kind).toBe('webservice');
  });

  it("falls back to the client's home route when the client lacks the module, or the module is unknown", async () => {
    const client = await partnerClient({ modules: ['online_courses'] });
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    for (const module of ['reward_store', 'no_such_module']) {
      const response = await linkLogin({
        token: partnerToken({ iss: client.slug, sub: user.username }),
        module,
        id: '7',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().redirect_to).toBe('/trails');
    }
  });

  it("reads module and id from the token's claims; the body's values win", async () => {
    const client = await partnerClient({ homeRoute: null });
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const fromClaims = await linkLogin({
      token: partnerToken({ iss: client.slug, sub: user.username, module: 'news', id: 3 }),
    });
    expect(fromClaims.json().redirect_to).toBe('/news/3');
    const bodyWins = await linkLogin({
      token: partnerToken({ iss: client.slug, sub: user.username, module: 'news', id: 3 }),
      module: 'profile',
    });
    expect(bodyWins.json().redirect_to).toBe('/profile');
    const noModule = await linkLogin({ token: partnerToken({ iss: client.slug, sub: user.username }) });
    expect(noModule.json().redirect_to).toBe('/home');
  });

  it('lets each link log in once: a replayed token is refused', async () => {
    const client = await partnerClient();
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const token = partnerToken({ iss: client.slug, sub: user.username });
    expect((await linkLogin({ token })).statusCode).toBe(200);
    await expectInvalid({ token });
  });

  it('keeps token ids apart per partner: the same jti from two clients both log in', async () => {
    const first = await partnerClient();
    const second = await partnerClient();
    const user = await buildUser(t.db, { clients: [{ id: first.id }, { id: second.id }] });
    for (const client of [first, second]) {
      const response = await linkLogin({
        token: partnerToken({ iss: client.slug, sub: user.username, jti: 'shared-id' }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses expired tokens and tokens living longer than ten minutes', async () => {
    const client = await partnerClient();
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const base = { iss: client.slug, sub: user.username };
    await expectInvalid({ token: partnerToken({ ...base, exp: nowSeconds() - 1 }) });
    await expectInvalid({ token: partnerToken({ ...base, exp: nowSeconds() + 12 * 60 }) });
    await expectInvalid({
      token: partnerToken({ ...base, iat: nowSeconds() - 300, exp: nowSeconds() + 400 }),
    });
    await expectInvalid({
      token: partnerToken({ ...base, iat: nowSeconds() + 600, exp: nowSeconds() + 600 }),
    });
    const fine = await linkLogin({
      token: partnerToken({ ...base, iat: nowSeconds(), exp: nowSeconds() + 600 }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses bad signatures, other algorithms, missing claims and clients without a secret', async () => {
    const client = await partnerClient();
    const withoutSecret = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }, { id: withoutSecret.id }] });
    const base = { iss: client.slug, sub: user.username };
    await expectInvalid({ token: partnerToken(base, 'someone-elses-secret-0123456789abcdef') });
    const [, payload] = partnerToken(base).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectInvalid({ token: `${none}.${payload}.` });
    const [header, , signature] = partnerToken(base).split('.');
    const forged = Buffer.from(JSON.stringify({ ...base, exp: nowSeconds() + 300, jti: 'x' })).toString(
      'base64url',
    );
    await expectInvalid({ token: `${header}.${forged}.${signature}` });
    await expectInvalid({ token: partnerToken({ ...base, jti: undefined }) });
    await expectInvalid({ token: partnerToken({ iss: client.slug }) });
    await expectInvalid({ token: partnerToken({ ...base, iss: withoutSecret.slug }) });
    await expectInvalid({ token: 'not-a-jwt' });
  });

  it('refuses unknown users, users outside the client, and users who may not sign in', async () => {
    const client = await partnerClient();
    const elsewhere = await buildClient(t.db);
    const outsider = await buildUser(t.db, { clients: [{ id: elsewhere.id }] });
    const blocked = await buildUser(t.db, { clients: [{ id: client.id }], status: 'blocked' });
    const pending = await buildUser(t.db, { clients: [{ id: client.id }], status: 'awaiting_approval' });
    for (const sub of ['nobody.here', outsider.username, blocked.username, pending.username]) {
      await expectInvalid({ token: partnerToken({ iss: client.slug, sub }) });
    }
  });

  it("binds the session to the token's client: it can never select another, whatever the user picks elsewhere", async () => {
    const client = await partnerClient();
    const other = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }, { id: other.id }] });
    const link = (await linkLogin({ token: partnerToken({ iss: client.slug, sub: user.username }) })).json();

    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(link) });
    expect(session.json().clients.map((c: { id: number }) => c.id)).toEqual([client.id]);
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: bearer(link),
      payload: { client_id: other.id },
    });
    expect(otherClient.statusCode).toBe(403);
    expect(otherClient.json().error.code).toBe('tenancy.client_not_allowed');

    // the same user picks the other client in a session of their own: the link session stays where it was bound
    const own = await login(t.app, user.username, user.password);
    const picked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: bearer(own),
      payload: { client_id: other.id },
    });
    expect(picked.json().id_user_client_selected).toBe(other.id);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(link) });
    expect(after.json().id_user_client_selected).toBe(client.id);
    const family = await t.db
      .selectFrom('token_families')
      .select('client_id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'webservice')
      .executeTakeFirstOrThrow();
    expect(family.client_id).toBe(client.id);
  });

  it('refuses superusers and staff roles, unless the client names the role, and then only in that client', async () => {
    const client = await partnerClient();
    const other = await buildClient(t.db);
    const superuser = await buildUser(t.db, {
      superuser: true,
      clients: [
        { id: client.id, role: 'program_admin' },
        { id: other.id, role: 'program_admin' },
      ],
    });
    const superLearner = await buildUser(t.db, { superuser: true, clients: [{ id: client.id }] });
    const support = await buildUser(t.db, {
      clients: [
        { id: client.id, role: 'support' },
        { id: other.id, role: 'support' },
      ],
    });
    const moderator = await buildUser(t.db, { clients: [{ id: client.id, role: 'moderator' }] });
    for (const sub of [superuser.username, superLearner.username, support.username, moderator.username]) {
      await expectInvalid({ token: partnerToken({ iss: client.slug, sub }) });
    }

    await t.db
      .updateTable('login_settings')
      .set({ link_login_roles: ['support'] })
      .where('client_id', '=', client.id)
      .execute();
    await expectInvalid({ token: partnerToken({ iss: client.slug, sub: superuser.username }) });
    await expectInvalid({ token: partnerToken({ iss: client.slug, sub: moderator.username }) });
    const allowed = await linkLogin({ token: partnerToken({ iss: client.slug, sub: support.username }) });
    expect(allowed.statusCode).toBe(200);
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: bearer(allowed.json()),
      payload: { client_id: other.id },
    });
    expect(otherClient.statusCode).toBe(403);
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/accounts',
      headers: bearer(allowed.json()),
    });
    expect(accounts.statusCode).toBe(200);
  });

  it('gives no refresh token, and its access token is no refresh token either', async () => {
    const client = await partnerClient();
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const body = (await linkLogin({ token: partnerToken({ iss: client.slug, sub: user.username }) })).json();
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ grant_type: 'refresh_token', refresh_token: body.access_token }),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.invalid_grant' });
  });

  it('forgets used token ids once their tokens have expired', async () => {
    const client = await partnerClient();
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    await t.db
      .insertInto('used_login_tokens')
      .values({ jti: `${client.slug}:old`, expires_at: new Date(t.clock.now().getTime() - 1000) })
      .execute();
    expect(
      (await linkLogin({ token: partnerToken({ iss: client.slug, sub: user.username }) })).statusCode,
    ).toBe(200);
    const left = await t.db
      .selectFrom('used_login_tokens')
      .select('jti')
      .where('jti', 'like', `${client.slug}:%`)
      .execute();
    expect(left.map((row) => row.jti)).toEqual([`${client.slug}:jti-${jtiSequence}`]);
  });
});

describe('linkTarget (SPEC §6)', () => {
  const client = { home_route: '/campaigns', enabled_modules: ['library', 'reward_store', 'surveys', 'faq'] };

  it('opens the item screen of modules that have one, and the module screen otherwise', () => {
    expect(linkTarget(client, 'library', '9')).toBe('/libraries/9');
    expect(linkTarget(client, 'reward_store', '12')).toBe('/reward-store/details/12');
    expect(linkTarget(client, 'surveys', '5')).toBe('/home/surveys/5');
    expect(linkTarget(client, 'faq', '5')).toBe('/faq');
    expect(linkTarget(client, 'library', undefined)).toBe('/library');
  });

  it('ignores ids that are not plain identifiers', () => {
    expect(linkTarget(client, 'library', '../admin')).toBe('/library');
    expect(linkTarget(client, 'library', 'a/b')).toBe('/library');
  });

  it('goes home without the flag', () => {
    expect(linkTarget(client, 'news', '1')).toBe('/campaigns');
    expect(linkTarget({ ...client, home_route: null }, 'news', '1')).toBe('/home');
  });
});
