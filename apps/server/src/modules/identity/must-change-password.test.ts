import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

async function flaggedUser() {
  const user = await buildUser(t.db, { clients: [{ id: clientId }] });
  const tokens = await login(t.app, user.username, user.password);
  await setFlag(user.id, true);
  return { user, headers: bearer(tokens) };
}

async function setFlag(userId: number, value: boolean) {
  await t.db.updateTable('users').set({ must_change_password: value }).where('id', '=', userId).execute();
}

describe('must change password', () => {
  it('refuses every other authenticated endpoint with 403 auth.must_change_password', async () => {
    const { headers } = await flaggedUser();
    for (const [method, url, payload] of [
      ['GET', '/api/v1/site-lists', undefined],
      ['POST', '/api/v1/session/client', { client_id: clientId }],
      ['POST', '/api/v1/session/country', { country_id: 1 }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'auth.must_change_password',
        message: 'Você precisa alterar sua senha antes de continuar.',
      });
    }
  });

  it('still lets the user read the session, choose the language, reload tokens and sign out', async () => {
    const { headers } = await flaggedUser();
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().must_change_password).toBe(true);
    const language = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/language',
      headers,
      payload: { language_id: 2 },
    });
    expect(language.statusCode).toBe(200);
    const reload = await t.app.inject({ method: 'POST', url: '/accounts/reload_user_tokens/', headers });
    expect(reload.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/session/logout', headers });
    expect(logout.statusCode).toBe(200);
  });

  it('reaches the password change endpoint (a wrong current password is its own error, not the 403)', async () => {
    const { headers } = await flaggedUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers,
      payload: {
        current_password: 'Wrong@123',
        new_password: 'N3w@Passw0rd!',
        new_password_confirmation: 'N3w@Passw0rd!',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('profile.password_change_failed');
  });

  it('lets the user everywhere again once the flag is cleared', async () => {
    const { user, headers } = await flaggedUser();
    await setFlag(user.id, false);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/site-lists', headers });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401, not 403, without a valid token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/site-lists' });
    expect(response.statusCode).toBe(401);
  });
});
