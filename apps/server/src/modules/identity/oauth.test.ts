import { ClientCredentials, type ModuleOptions, ResourceOwnerPassword } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser } from '../../../test/factories.ts';
import { createTestContext, TEST_APP, type TestContext } from '../../../test/harness.ts';

/** A standard OAuth 2.0 client library (simple-oauth2) against the real HTTP server. */

let t: TestContext;
let clientId: number;
let tokenHost: string;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
  tokenHost = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

function options(authorizationMethod: 'header' | 'body', secret = TEST_APP.clientSecret): ModuleOptions {
  return {
    client: { id: TEST_APP.clientId, secret },
    auth: { tokenHost, tokenPath: '/o/token/', revokePath: '/o/revoke_token/' },
    options: { authorizationMethod },
  };
}

/** What the library saw of a refusal: the HTTP status, the parsed body and the headers. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(
    () => {
      throw new Error('the server accepted what it should have refused');
    },
    (caught: unknown) => caught,
  )) as { output: { statusCode: number }; data: { payload: unknown; headers: Record<string, string> } };
  return { status: error.output.statusCode, body: error.data.payload, headers: error.data.headers };
}

async function sessionStatus(accessToken: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/session',
    headers: bearer({ access_token: accessToken }),
  });
  return response.statusCode;
}

describe.each(['body', 'header'] as const)('simple-oauth2 with app credentials in the %s', (method) => {
  it('signs in with the password grant, refreshes, and sees a reused refresh token refused', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const client = new ResourceOwnerPassword(options(method));

    const first = await client.getToken({ username: user.username, password: user.password });
    expect(first.token).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    expect(await sessionStatus(String(first.token.access_token))).toBe(200);

    const second = await first.refresh();
    expect(second.token.refresh_token).not.toBe(first.token.refresh_token);
    expect(await sessionStatus(String(second.token.access_token))).toBe(200);

    const reused = await refusal(first.refresh());
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', code: 'auth.invalid_grant' });
    expect(reused.headers['cache-control']).toBe('no-store');
    expect(reused.headers.pragma).toBe('no-cache');
    // reuse ends the whole session, the newest tokens too
    expect(await sessionStatus(String(second.token.access_token))).toBe(401);
  });

  it('answers a wrong password invalid_grant, described in the language asked for', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const client = new ResourceOwnerPassword(options(method));
    const wrong = await refusal(
      client.getToken(
        { username: user.username, password: 'not-the-password' },
        { headers: { 'accept-language': 'fr-FR' } },
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      error_description: "Erreur de connexion. Vérifiez l'utilisateur et le mot de passe saisis.",
      code: 'auth.invalid_credentials',
    });
  });

  it('answers the client_credentials grant unsupported_grant_type', async () => {
    const wrong = await refusal(new ClientCredentials(options(method)).getToken({}));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'unsupported_grant_type', code: 'auth.unsupported_grant' });
  });

  it('revokes both tokens, and refuses a wrong app secret as invalid_client', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const token = await new ResourceOwnerPassword(options(method)).getToken({
      username: user.username,
      password: user.password,
    });
    const impostor = new ResourceOwnerPassword(options(method, 'not-the-secret')).createToken(token.token);
    const refused = await refusal(impostor.revoke('refresh_token'));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'invalid_client', code: 'auth.invalid_app' });
    expect(await sessionStatus(String(token.token.access_token))).toBe(200);

    await token.revokeAll();
    expect(await sessionStatus(String(token.token.access_token))).toBe(401);
    // an unknown (here: already revoked) token is fine (RFC 7009)
    await token.revoke('refresh_token');
  });
});

describe('invalid_client', () => {
  it('challenges a client that authenticated with HTTP Basic, and only that one', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const credentials = { username: user.username, password: user.password };

    const basic = await refusal(new ResourceOwnerPassword(options('header', 'wrong')).getToken(credentials));
    expect(basic.status).toBe(401);
    expect(basic.body).toMatchObject({ error: 'invalid_client', code: 'auth.invalid_app' });
    expect(basic.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);

    const body = await refusal(new ResourceOwnerPassword(options('body', 'wrong')).getToken(credentials));
    expect(body.status).toBe(401);
    expect(body.body).toMatchObject({ error: 'invalid_client' });
    expect(body.headers['www-authenticate']).toBeUndefined();
  });
});

describe('POST /o/revoke_token/', () => {
  function revoke(fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/o/revoke_token/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${TEST_APP.clientId}:${TEST_APP.clientSecret}`).toString('base64')}`,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('answers unsupported_token_type for the realtime token and for a type it does not issue', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const token = await new ResourceOwnerPassword(options('header')).getToken({
      username: user.username,
      password: user.password,
    });
    const realtime = await revoke({ token: String(token.token.user_firebase_token) });
    expect(realtime.statusCode).toBe(400);
    expect(realtime.json()).toMatchObject({
      error: 'unsupported_token_type',
      code: 'auth.unsupported_token_type',
    });
    const hinted = await revoke({ token: String(token.token.access_token), token_type_hint: 'id_token' });
    expect(hinted.json().error).toBe('unsupported_token_type');
    expect(await sessionStatus(String(token.token.access_token))).toBe(200);
  });

  it('answers a missing token invalid_request', async () => {
    const response = await revoke({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', code: 'common.validation' });
  });
});
