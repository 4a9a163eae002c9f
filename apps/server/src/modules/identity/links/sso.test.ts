import type { Role } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidc-provider.ts';

// The browser is played by the test: the provider's redirects are followed by hand and the app's callback is
// injected, so the app needs no listening port; the provider is real and listens on 127.0.0.1.
const PUBLIC_URL = 'http://127.0.0.1:4173';
const CALLBACK = `${PUBLIC_URL}/api/v1/sso/callback`;
const FAILED = `${PUBLIC_URL}/?sso_error=auth.sso_failed`;

let t: TestContext;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: CALLBACK,
    accounts: [
      { sub: 'ana-sub', email: 'Ana.Souza@Academy.test', email_verified: true },
      { sub: 'bruno-sub', email: 'bruno@academy.test', email_verified: false },
      { sub: 'stranger-sub', email: 'stranger@elsewhere.test', email_verified: true },
      { sub: 'outsider-sub', email: 'outsider@academy.test', email_verified: true },
      { sub: 'carla-sub', email: 'carla@academy.test', email_verified: true },
      { sub: 'dora-sub', email: 'dora@academy.test', email_verified: true },
      { sub: 'eva-sub', email: 'eva@academy.test', email_verified: true },
      { sub: 'fabio-sub', email: 'fabio@academy.test', email_verified: true },
      { sub: 'gil-sub', email: 'gil@academy.test', email_verified: true },
    ],
  });
  t = await createTestContext({ PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function ssoClient(settings: { enabled?: boolean; issuer?: string | null } = {}) {
  const client = await buildClient(t.db);
  await t.db
    .updateTable('login_settings')
    .set({
      oauth2_enabled: settings.enabled ?? true,
      sso_issuer: settings.issuer === undefined ? provider.issuer : settings.issuer,
      sso_client_id: provider.clientId,
      sso_client_secret: provider.clientSecret,
    })
    .where('client_id', '=', client.id)
    .execute();
  return client;
}

async function userWithEmail(
  email: string,
  clientIds: number[],
  options: { role?: Role; superuser?: boolean } = {},
) {
  const user = await buildUser(t.db, {
    clients: clientIds.map((id) => ({ id, role: options.role ?? 'learner' })),
    superuser: options.superuser ?? false,
  });
  await t.db.updateTable('users').set({ email }).where('id', '=', user.id).execute();
  return user;
}

async function start(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/sso/start?${query}` });
}

/** The whole browser round trip: start, sign in at the provider as `sub`, back to the app's callback. */
async function providerCallback(slug: string, sub: string, next?: string) {
  const started = await start(new URLSearchParams({ client: slug, ...(next ? { next } : {}) }).toString());
  expect(started.statusCode).toBe(302);
  return provider.signIn(String(started.headers.location), sub);
}

async function callback(url: URL) {
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

function exchange(code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sso/exchange',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm({ code }),
  });
}

const loginCode = (location: string) => {
  expect(location.startsWith(`${PUBLIC_URL}/sso-complete?code=`)).toBe(true);
  return new URL(location).searchParams.get('code') ?? '';
};

describe('OpenID Connect single sign-on', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the callback as redirect URI', async () => {
    const client = await ssoClient();
    const response = await start(`client=${client.slug}`);
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    const attempt = await t.db
      .selectFrom('sso_login_attempts')
      .select(['client_id', 'nonce', 'code_verifier'])
      .where('state', '=', params.state ?? '')
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ client_id: client.id, nonce: params.nonce });
    expect(attempt.code_verifier).not.toBe(params.code_challenge);
  });

  it('signs in a member by verified e-mail, links the identity, and exchanges the code once for tokens', async () => {
    const client = await ssoClient();
    const other = await buildClient(t.db);
    const user = await userWithEmail('ana.souza@academy.test', [other.id, client.id]);

    const location = await callback(await providerCallback(client.slug, 'ana-sub', '/news/3?tab=1'));
    const code = loginCode(location);

    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', next_path: '/news/3?tab=1' });
    expect(body.refresh_token).toEqual(expect.any(String));
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(body) });
    expect(session.json()).toMatchObject({
      user: { id: user.id },
      id_user_client_selected: client.id,
      is_webservice: false,
    });

    const reused = await exchange(code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('auth.sso_failed');

    const linked = await t.db
      .selectFrom('sso_identities')
      .select(['user_id', 'client_id'])
      .where('issuer', '=', provider.issuer)
      .where('subject', '=', 'ana-sub')
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ user_id: user.id, client_id: client.id });

    // Once linked, the identity finds the account even after its e-mail changed.
    await t.db.updateTable('users').set({ email: 'ana@new.test' }).where('id', '=', user.id).execute();
    const again = await exchange(loginCode(await callback(await providerCallback(client.slug, 'ana-sub'))));
    expect(again.statusCode).toBe(200);
    expect(again.json().next_path).toBeNull();
  });

  it('fails without an account: unknown e-mail, unverified e-mail, or a member of another client only', async () => {
    const client = await ssoClient();
    const elsewhere = await buildClient(t.db);
    await userWithEmail('bruno@academy.test', [client.id]);
    await userWithEmail('outsider@academy.test', [elsewhere.id]);
    for (const sub of ['stranger-sub', 'bruno-sub', 'outsider-sub']) {
      expect(await callback(await providerCallback(client.slug, sub)), sub).toBe(FAILED);
    }
  });

  it("binds the session to the provider's client: it refreshes, but never selects another client", async () => {
    const client = await ssoClient();
    const other = await buildClient(t.db);
    await userWithEmail('gil@academy.test', [client.id, other.id]);
    const tokens = (
      await exchange(loginCode(await callback(await providerCallback(client.slug, 'gil-sub'))))
    ).json();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(200);
    for (const body of [tokens, refreshed.json()]) {
      const otherClient = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/client',
        headers: bearer(body),
        payload: { client_id: other.id },
      });
      expect(otherClient.statusCode).toBe(403);
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: bearer(refreshed.json()),
    });
    expect(session.json()).toMatchObject({
      id_user_client_selected: client.id,
      clients: [{ id: client.id }],
    });
  });

  it('refuses superusers, even through a linked identity, and staff roles the client does not name', async () => {
    const client = await ssoClient();
    const superuser = await userWithEmail('eva@academy.test', [client.id], {
      role: 'program_admin',
      superuser: true,
    });
    await userWithEmail('fabio@academy.test', [client.id], { role: 'support' });
    expect(await callback(await providerCallback(client.slug, 'eva-sub'))).toBe(FAILED);
    expect(await callback(await providerCallback(client.slug, 'fabio-sub'))).toBe(FAILED);
    await t.db
      .insertInto('sso_identities')
      .values({ issuer: provider.issuer, subject: 'eva-sub', user_id: superuser.id, client_id: client.id })
      .execute();
    expect(await callback(await providerCallback(client.slug, 'eva-sub'))).toBe(FAILED);

    await t.db
      .updateTable('login_settings')
      .set({ link_login_roles: ['support', 'program_admin'] })
      .where('client_id', '=', client.id)
      .execute();
    expect(await callback(await providerCallback(client.slug, 'eva-sub'))).toBe(FAILED);
    const support = await exchange(
      loginCode(await callback(await providerCallback(client.slug, 'fabio-sub'))),
    );
    expect(support.statusCode).toBe(200);
  });

  it('fails on a tampered state, and the untouched answer still completes once', async () => {
    const client = await ssoClient();
    await userWithEmail('carla@academy.test', [client.id]);
    const answer = await providerCallback(client.slug, 'carla-sub');
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    expect(await callback(tampered)).toBe(FAILED);

    expect(await callback(answer)).toMatch(/\/sso-complete\?code=/);
    expect(await callback(answer)).toBe(FAILED);
  });

  it('fails when the attempt expired before the provider answered', async () => {
    const client = await ssoClient();
    await userWithEmail('dora@academy.test', [client.id]);
    const answer = await providerCallback(client.slug, 'dora-sub');
    t.clock.advance(11 * 60 * 1000);
    expect(await callback(answer)).toBe(FAILED);
  });

  it('fails when the provider reports an error, without leaking it', async () => {
    const client = await ssoClient();
    const started = await start(`client=${client.slug}`);
    const state = new URL(String(started.headers.location)).searchParams.get('state') ?? '';
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: 'secret detail',
      state,
      iss: provider.issuer,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/sso/callback?${query}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
    expect(response.body).toBe('');
  });

  it('redirects whatever the query holds (repeated or oversized parameters)', async () => {
    const url = `/api/v1/sso/callback?state=a&state=b&code=${'x'.repeat(5000)}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });

  it('answers 404 auth.sso_unavailable for clients without single sign-on', async () => {
    const disabled = await ssoClient({ enabled: false });
    const unconfigured = await ssoClient({ issuer: null });
    for (const client of [disabled, unconfigured]) {
      const response = await start(`client=${client.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('auth.sso_unavailable');
    }
  });

  it('goes back to the login when the provider cannot be reached', async () => {
    const client = await ssoClient({ issuer: 'http://127.0.0.1:9/unreachable' });
    const response = await start(`client=${client.slug}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });

  it('only remembers same-site paths to continue to', async () => {
    const client = await ssoClient();
    for (const next of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'news']) {
      const response = await start(new URLSearchParams({ client: client.slug, next }).toString());
      const state = new URL(String(response.headers.location)).searchParams.get('state') ?? '';
      const attempt = await t.db
        .selectFrom('sso_login_attempts')
        .select('next_path')
        .where('state', '=', state)
        .executeTakeFirstOrThrow();
      expect(attempt.next_path, next).toBeNull();
    }
  });

  it('needs the app credentials to exchange a code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sso/exchange',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: 'whatever' }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.invalid_app');
  });
});
