import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/platform/crypto.ts';
import { bearer, buildClient, buildUser, login, tokenForm } from './factories.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { earn, levelChangesOf, levelsSite, seller } from './level-fixtures.ts';
import { pointsAdminSite } from './points-admin-fixtures.ts';

/**
 * The hostile probe's findings on strings, each reproduced as it was observed: a NUL character anywhere a string
 * reaches the database, lone surrogates, and the other strings the input guard reads (headers, nesting). Each
 * must be a clear 400 naming the field in the caller's language, never a 500, and store nothing.
 */

let t: TestContext;
let learner: { access_token: string };
let site: Awaited<ReturnType<typeof levelsSite>>;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestContext();
  const client = await buildClient(t.db, { slug: 'academy' });
  const user = await buildUser(t.db, { clients: [{ id: client.id }] });
  learner = await login(t.app, user.username, user.password);
  site = await levelsSite(t.app, t.db, 'Rewards');
  fingerprint = await databaseFingerprint(t.db);
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string | (() => Promise<string>);
  field: string;
  headers?: () => Record<string, string>;
  payload?: string | Record<string, unknown>;
}

/** A pending level change of the rewards site, for the approve and reject notes. */
async function pendingChangeUrl(action: 'approve' | 'reject') {
  const user = await seller(t.app, t.db, site.id);
  await earn(t.db, t.clock.now(), { clientId: site.id, userId: user.id, campaignId: site.current.id }, 150);
  const [change] = await levelChangesOf(t.db, user.id, site.current.id);
  return `/api/v1/admin/level-changes/${change?.id}/${action}`;
}

const PROBES: Probe[] = [
  {
    name: 'token: username',
    method: 'POST',
    url: '/o/token/',
    field: 'username',
    headers: () => form,
    payload: tokenForm({ grant_type: 'password', username: NUL, password: 'x' }),
  },
  {
    name: 'token: client_id',
    method: 'POST',
    url: '/o/token/',
    field: 'client_id',
    headers: () => form,
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'a',
      password: 'x',
      client_id: NUL,
    }).toString(),
  },
  {
    name: 'token: HTTP Basic app credentials',
    method: 'POST',
    url: '/o/token/',
    field: 'authorization',
    headers: () => ({ ...form, authorization: `Basic ${Buffer.from(`${NUL}:secret`).toString('base64')}` }),
    payload: new URLSearchParams({ grant_type: 'password', username: 'a', password: 'x' }).toString(),
  },
  { name: 'login params', method: 'GET', url: '/api/v1/login-params?client=%00', field: 'client' },
  { name: 'single sign-on start', method: 'GET', url: '/api/v1/sso/start?client=%00', field: 'client' },
  {
    name: 'first access',
    method: 'POST',
    url: '/api/v1/accounts/first-access',
    field: 'document',
    payload: { client: 'academy', document: NUL, email: 'a@b.co' },
  },
  {
    name: 'recovery by e-mail',
    method: 'POST',
    url: '/etraining_login/api_recover_password/',
    field: 'email',
    payload: { email: NUL },
  },
  {
    name: 'phone by document',
    method: 'POST',
    url: '/get_phone_number_with_document/',
    field: 'document',
    payload: { document: NUL },
  },
  {
    name: 'recovery code check',
    method: 'POST',
    url: '/validate_recover_password_code/',
    field: 'request_id',
    payload: { request_id: NUL, code: '123456' },
  },
  {
    name: 'revoke token',
    method: 'POST',
    url: '/o/revoke_token/',
    field: 'token',
    headers: () => form,
    payload: tokenForm({ token: NUL }),
  },
  {
    name: 'single sign-on exchange',
    method: 'POST',
    url: '/api/v1/sso/exchange',
    field: 'code',
    headers: () => form,
    payload: tokenForm({ code: NUL }),
  },
  {
    name: 'alternative login',
    method: 'POST',
    url: '/etraining_login/alternative_login/',
    field: 'document',
    headers: () => form,
    payload: tokenForm({ document: NUL, password: 'x' }),
  },
  {
    name: 'profile nickname',
    method: 'PATCH',
    url: '/api/v1/profile',
    field: 'nickname',
    headers: () => bearer(learner),
    payload: { nickname: NUL },
  },
  {
    name: 'phone confirm',
    method: 'POST',
    url: '/api/v1/profile/phone-verification/confirm',
    field: 'request_id',
    headers: () => bearer(learner),
    payload: { request_id: NUL, code: '123456' },
  },
  {
    name: 'level change approval note',
    method: 'POST',
    url: () => pendingChangeUrl('approve'),
    field: 'note',
    headers: () => site.admin.headers,
    payload: { note: NUL },
  },
  {
    name: 'level change rejection note',
    method: 'POST',
    url: () => pendingChangeUrl('reject'),
    field: 'note',
    headers: () => site.admin.headers,
    payload: { note: NUL },
  },
  {
    name: 'account review search',
    method: 'GET',
    url: '/api/v1/admin/accounts?search=%00',
    field: 'search',
    headers: () => site.admin.headers,
  },
  {
    name: 'outbox recipient',
    method: 'GET',
    url: '/api/v1/admin/outbox?recipient=%00',
    field: 'recipient',
    headers: () => site.admin.headers,
  },
  {
    name: 'a key of a JSON body',
    method: 'PATCH',
    url: '/api/v1/profile',
    field: 'fields.x',
    headers: () => bearer(learner),
    payload: { fields: { 'x\u0000': 'value' } },
  },
];

describe('a NUL character in any string that reaches the database', () => {
  it.each(PROBES)('is a 400 naming the field, in the request language: $name', async (probe) => {
    const url = typeof probe.url === 'string' ? probe.url : await probe.url();
    const before = await fingerprint();
    const response = await t.app.inject({
      method: probe.method,
      url,
      headers: { 'accept-language': 'es-ES', ...probe.headers?.() },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    // the OAuth endpoints answer as RFC 6749 says: invalid_request, with the code and details beside
    const oauth = url.startsWith('/o/');
    if (oauth) expect(body.error).toBe('invalid_request');
    expect(oauth ? body : body.error).toMatchObject({
      code: 'common.validation',
      details: [{ field: probe.field, message: 'Este campo contiene caracteres no permitidos' }],
    });
    expect(await fingerprint(), 'a refused request stored nothing').toBe(before);
  });

  it('leaves the profile as it was', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(learner) })
    ).json();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: bearer(learner),
      payload: { nickname: NUL },
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(learner) })
    ).json();
    expect(after).toEqual(before);
  });

  it("refuses a partner token whose issuer holds one like any other bad link (401), without a query's 500", async () => {
    const token = signJwt(
      { iss: NUL, sub: 'someone', jti: 'x', exp: Math.floor(t.clock.now().getTime() / 1000) + 300 },
      'whatever-secret-0123456789abcdef',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webservice-login',
      payload: { token },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.link_login_invalid');
  });

  it('lets other control characters through the guard (stored as they come)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/login-params?client=${encodeURIComponent('a\u0001b')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('lone surrogates, which UTF-8 cannot encode', () => {
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

  it('become U+FFFD in a text column, as the drivers and a browser would write them', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: json(bearer(learner)),
      payload: '{"nickname":"a\\ud800b"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().nickname).toBe('a\uFFFDb');
  });

  it('become U+FFFD in a jsonb column too, on either engine, instead of a 500', async () => {
    const points = await pointsAdminSite(t.app, t.db, 'Surrogates');
    const rule = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/points-table/campaigns/${points.upcoming.id}/rules`,
      headers: json(points.admin.headers),
      payload: '{"code":"sale.tv","kind":"sale","base_points":5,"descriptions":{"pt-BR":"TV \\udc00"}}',
    });
    expect(rule.statusCode).toBe(201);
    expect(rule.json().descriptions).toEqual({ 'pt-BR': 'TV \uFFFD' });
    const badge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/badges',
      headers: json(points.admin.headers),
      payload:
        '{"code":"surrogate","names":{"pt-BR":"a\\ud800b"},"icon":"star","rule":"first_entry","threshold":1,"point_kind":"sale"}',
    });
    expect(badge.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('badges')
      .select('names')
      .where('id', '=', badge.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.names).toEqual({ 'pt-BR': 'a\uFFFDb' });
  });
});

describe('other strings the guard reads', () => {
  it('refuses a NUL in a header that reaches a query (Idempotency-Key) and stores nothing', async () => {
    const points = await pointsAdminSite(t.app, t.db, 'Idempotent');
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/points/entries',
      headers: { ...points.admin.headers, 'accept-language': 'en-US', 'idempotency-key': NUL },
      payload: { user_id: points.admin.id, amount: 5, kind: 'bonus', reason: 'Bonus' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'idempotency-key', message: 'This field contains characters that are not allowed' },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses nesting deeper than any request as an invalid value, not as characters', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { ...bearer(learner), 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: Array(32).fill('a').join('.'), message: 'Invalid value' },
    ]);
  });
});
