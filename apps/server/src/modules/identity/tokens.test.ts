import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login, tokenForm } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createMessenger } from '../../platform/messaging.ts';
import { accountDelaySeconds } from './tokens.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

function postToken(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/o/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: tokenForm(fields),
  });
}

function session(accessToken: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/session',
    headers: bearer({ access_token: accessToken }),
  });
}

describe('POST /o/token/ password grant', () => {
  it('returns access, refresh and realtime tokens that open the session', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const response = await postToken({
      grant_type: 'password',
      username: user.username,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    expect(body.user_firebase_token.split('.')).toHaveLength(3);
    const me = await session(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(user.username);
  });

  it('accepts the app credentials as HTTP Basic and matches usernames without case', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('elevar-web:elevar-web-demo').toString('base64')}`,
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.username.toUpperCase(),
        password: user.password,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a wrong password and an unknown user with the same localized message', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const wrong = await postToken({ grant_type: 'password', username: user.username, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Erro ao fazer login. Verifique o usuário e a senha informados.',
      code: 'auth.invalid_credentials',
    });
    const unknown = await postToken(
      { grant_type: 'password', username: 'nobody.here', password: 'x' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_description).toBe('Error logging in. Check the user and password entered.');
  });

  it('refuses wrong app credentials', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const response = await postToken({
      grant_type: 'password',
      username: user.username,
      password: user.password,
      client_secret: 'not-the-secret',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client', code: 'auth.invalid_app' });
    // the app authenticated in the body: no Basic challenge, which would make a browser ask for a password
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('refuses blocked and unapproved users with the SPEC messages', async () => {
    const blocked = await buildUser(t.db, { clients: [{ id: clientId }], status: 'blocked' });
    const rules = await buildUser(t.db, {
      clients: [{ id: clientId }],
      status: 'blocked',
      blockedReason: 'rules',
    });
    const pending = await buildUser(t.db, { clients: [{ id: clientId }], status: 'awaiting_approval' });

    const b = await postToken({
      grant_type: 'password',
      username: blocked.username,
      password: blocked.password,
    });
    expect(b.statusCode).toBe(400);
    expect(b.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Usuário bloqueado',
      code: 'auth.user_blocked',
    });

    const r = await postToken(
      { grant_type: 'password', username: rules.username, password: rules.password },
      { 'accept-language': 'es-ES' },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('auth.user_blocked_rules');
    expect(r.json().error_description).toContain('bloqueada');

    const p = await postToken({
      grant_type: 'password',
      username: pending.username,
      password: pending.password,
    });
    expect(p.statusCode).toBe(400);
    expect(p.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.user_pending_approval' });
  });

  it('does not tell a stranger that an account is blocked', async () => {
    const blocked = await buildUser(t.db, { clients: [{ id: clientId }], status: 'blocked' });
    const response = await postToken({
      grant_type: 'password',
      username: blocked.username,
      password: 'guess',
    });
    expect(response.json().code).toBe('auth.invalid_credentials');
  });

  it('refuses a user who belongs to no client', async () => {
    const orphan = await buildUser(t.db);
    const response = await postToken({
      grant_type: 'password',
      username: orphan.username,
      password: orphan.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.no_access' });
  });

  it('answers a missing parameter as invalid_request with field details', async () => {
    const response = await postToken({ grant_type: 'password', username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', code: 'common.validation' });
    expect(response.json().details).toEqual([{ field: 'password', message: expect.any(String) }]);
    const noGrant = await postToken({ username: 'someone', password: 'x' });
    expect(noGrant.json()).toMatchObject({ error: 'invalid_request', code: 'common.validation' });
  });

  it('answers a grant type it does not issue as unsupported_grant_type', async () => {
    const response = await postToken({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'unsupported_grant_type',
      code: 'auth.unsupported_grant',
    });
  });
});

describe('failed-login limits', () => {
  const windowMs = () => t.config.LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  const attempt = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/o/token/',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      payload: tokenForm({ grant_type: 'password', username, password }),
    });

  it('makes an account wait after too many failures, even for the right password, with Retry-After', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    for (let i = 0; i < 3; i++) expect((await attempt(user.username, `bad-${i}`)).statusCode).toBe(400);
    const locked = await attempt(user.username, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'slow_down', code: 'common.rate_limited' });
    expect(locked.headers['retry-after']).toBe(String(t.config.LOGIN_ACCOUNT_DELAY_SECONDS));

    t.clock.advance(windowMs() + 1000);
    expect((await attempt(user.username, user.password)).statusCode).toBe(200);
  });

  it('counts failures per account however it is named: user name and e-mail share one counter', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    await attempt(user.username, 'bad');
    await attempt(`${user.username}@example.test`, 'bad');
    await attempt(user.username.toUpperCase(), 'bad');
    expect((await attempt(`${user.username}@example.test`, user.password)).statusCode).toBe(429);
    t.clock.advance(windowMs() + 1000);
  });

  it('grows the wait with each further failure, up to the cap, and the right password works once it passed', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const base = t.config.LOGIN_ACCOUNT_DELAY_SECONDS;
    for (let i = 0; i < 3; i++) await attempt(user.username, 'bad');
    t.clock.advance(base * 1000);
    expect((await attempt(user.username, 'bad')).statusCode).toBe(400);
    t.clock.advance(base * 1000);
    const waiting = await attempt(user.username, user.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(base));
    t.clock.advance(base * 1000);
    expect((await attempt(user.username, user.password)).statusCode).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    await attempt(user.username, 'bad');
    await attempt(user.username, 'bad');
    expect((await attempt(user.username, user.password)).statusCode).toBe(200);
    await attempt(user.username, 'bad');
    await attempt(user.username, 'bad');
    expect((await attempt(user.username, user.password)).statusCode).toBe(200);
  });

  it('only slows an address that failed on many names: a right password from it still signs in', async () => {
    t.clock.advance(windowMs() + 1000);
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const store = '203.0.113.7';
    for (let i = 0; i < 9; i++) {
      const miss = await attempt(`ghost.${i}`, 'bad', store);
      expect([miss.statusCode, miss.json().code]).toEqual([400, 'auth.invalid_credentials']);
    }
    expect((await attempt(user.username, user.password, store)).statusCode).toBe(200);
    t.clock.advance(windowMs() + 1000);
  });

  it("keeps one person's typos on their own account from touching others at the same address", async () => {
    const typist = await buildUser(t.db, { clients: [{ id: clientId }] });
    const colleague = await buildUser(t.db, { clients: [{ id: clientId }] });
    const store = '203.0.113.8';
    // eight misses inside the window, each after the wait the account is asked for: the address limit is 8
    for (let failures = 0; failures < 8; failures++) {
      t.clock.advance(accountDelaySeconds(failures, t.config) * 1000);
      expect((await attempt(typist.username, 'bad', store)).statusCode).toBe(400);
    }
    expect((await attempt(colleague.username, colleague.password, store)).statusCode).toBe(200);
    t.clock.advance(windowMs() + 1000);
  });
});

describe('POST /o/token/ refresh grant', () => {
  it('rotates: the new pair works, the old refresh token does not', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const first = await login(t.app, user.username, user.password);
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await session(second.access_token)).statusCode).toBe(200);

    const third = await postToken({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(third.statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const first = await login(t.app, user.username, user.password);
    const second = (
      await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    ).json();

    const replay = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant', code: 'auth.invalid_grant' });

    // the legitimate holder's newest tokens are dead too
    expect((await session(second.access_token)).statusCode).toBe(401);
    const next = await postToken({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(next.statusCode).toBe(400);

    // other sessions of the same user are untouched
    const other = await login(t.app, user.username, user.password);
    expect((await session(other.access_token)).statusCode).toBe(200);
  });

  it('two concurrent refreshes with one token: exactly one wins', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        postToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses an unknown or expired refresh token and one from another application', async () => {
    const unknown = await postToken({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);

    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    t.clock.advance(t.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000 + 1000);
    const expired = await postToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(expired.statusCode).toBe(400);
  });

  it('stops refreshing once the user is blocked', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    await t.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', user.id).execute();
    expect((await session(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(400);
  });
});

describe('access tokens, logout and revocation', () => {
  it('an access token stops working when it expires', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const response = await session(tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.unauthenticated');
  });

  it('logout revokes the session: access and refresh tokens both stop', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/logout',
      headers: bearer(tokens),
    });
    expect(out.statusCode).toBe(200);
    expect((await session(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(400);
  });

  it('RFC 7009 revocation ends the family of a refresh token', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/o/revoke_token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ token: tokens.refresh_token }),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await session(tokens.access_token)).statusCode).toBe(401);
  });

  it('reload_user_tokens gives a fresh realtime token for the bearer', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/reload_user_tokens/',
      headers: bearer(tokens),
    });
    expect(response.statusCode).toBe(200);
    const payload = JSON.parse(
      Buffer.from(response.json().user_firebase_token.split('.')[1], 'base64url').toString(),
    );
    expect(payload).toMatchObject({ sub: user.id, aud: 'realtime' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/accounts/reload_user_tokens/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('purging removes expired tokens but keeps live sessions working', async () => {
    const { purgeExpiredTokens } = await import('./tokens.ts');
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const old = await login(t.app, user.username, user.password);
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const fresh = await login(t.app, user.username, user.password);
    const messenger = createMessenger({ db: t.db, clock: t.clock });
    await purgeExpiredTokens({ db: t.db, clock: t.clock, config: t.config, secret: 'unused', messenger });
    const left = await t.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(1);
    expect((await session(fresh.access_token)).statusCode).toBe(200);
    expect((await session(old.access_token)).statusCode).toBe(401);
    // the old session can still refresh: its refresh token outlives the access token
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: old.refresh_token });
    expect(refreshed.statusCode).toBe(200);
  });
});
