import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { call } from '../../../../test/profile-fixtures.ts';
import { PASSWORD_CHANGE_MAX_ATTEMPTS } from './service.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Novo@Senha9';

function change(
  tokens: { access_token: string },
  body: { current_password: string; new_password: string; new_password_confirmation: string },
  language?: string,
) {
  return call(t, 'POST', '/api/v1/profile/password', tokens, body, language);
}

function tokenCall(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/o/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm(fields),
  });
}

async function setStrength(level: 'weak' | 'medium' | 'strong') {
  await t.db
    .updateTable('login_settings')
    .set({ password_strength_level: level })
    .where('client_id', '=', clientId)
    .execute();
}

describe('POST /api/v1/profile/password', () => {
  it('refuses a wrong current password with the SPEC §8 profile error', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await change(tokens, {
      current_password: 'wrong',
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'profile.password_change_failed',
      message: 'Erro ao alterar a senha. Verifique a senha atual ou tente mais tarde.',
    });
    expect((await login(t.app, user.username, user.password)).access_token).toBeTruthy();
  });

  it("checks the new password against the client's strength level, with field details", async () => {
    await setStrength('strong');
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const short = await change(
      tokens,
      { current_password: user.password, new_password: 'abc', new_password_confirmation: 'abd' },
      'en-US',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('common.validation');
    expect(short.json().error.details).toEqual([
      { field: 'new_password', message: 'The password must have at least 6 characters' },
      { field: 'new_password_confirmation', message: 'The passwords do not match' },
      { field: 'new_password', message: 'The password is too weak for this site' },
    ]);
    // medium is not enough where the client asks strong
    const medium = await change(
      tokens,
      { current_password: user.password, new_password: 'Abcdef12', new_password_confirmation: 'Abcdef12' },
      'es-ES',
    );
    expect(medium.json().error.details).toEqual([
      { field: 'new_password', message: 'La contraseña es demasiado débil para este sitio' },
    ]);
    await setStrength('weak');
    const weak = await change(tokens, {
      current_password: user.password,
      new_password: 'abcdef',
      new_password_confirmation: 'abcdef',
    });
    expect(weak.statusCode).toBe(200);
    await setStrength('medium');
  });

  it('replaces the password, ends every other session and keeps the current one', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    const current = await login(t.app, user.username, user.password);
    const other = await login(t.app, user.username, user.password);

    const response = await change(current, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const session = await call(t, 'GET', '/api/v1/session', current);
    expect(session.statusCode).toBe(200);
    expect(session.json().must_change_password).toBe(false);
    expect((await call(t, 'GET', '/api/v1/profile', current)).statusCode).toBe(200);
    const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: current.refresh_token });
    expect(refreshed.statusCode).toBe(200);

    expect((await call(t, 'GET', '/api/v1/session', other)).statusCode).toBe(401);
    const otherRefresh = await tokenCall({ grant_type: 'refresh_token', refresh_token: other.refresh_token });
    expect(otherRefresh.statusCode).toBe(400);

    const old = await tokenCall({ grant_type: 'password', username: user.username, password: user.password });
    expect(old.statusCode).toBe(400);
    expect((await login(t.app, user.username, NEW_PASSWORD)).access_token).toBeTruthy();

    const row = await t.db
      .selectFrom('users')
      .select(['password_changed_at', 'must_change_password'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
    expect(row.password_changed_at?.toISOString()).toBe(t.clock.now().toISOString());
    const families = await t.db
      .selectFrom('token_families')
      .select(['revoked_reason'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(families.map((f) => f.revoked_reason)).toEqual([null, 'password_changed', null]);
  });

  it('lets only one of two concurrent changes with the same current password through', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const body = (password: string) => ({
      current_password: user.password,
      new_password: password,
      new_password_confirmation: password,
    });
    const results = await Promise.all([
      change(tokens, body('First@Pass1')),
      change(tokens, body('Second@Pass2')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('limits attempts per user, then refuses even the right password for a while', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    const guess = {
      current_password: 'guess',
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < PASSWORD_CHANGE_MAX_ATTEMPTS; i++)
      expect((await change(tokens, guess)).statusCode).toBe(400);
    const right = { ...guess, current_password: user.password };
    const limited = await change(tokens, right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('common.rate_limited');
    t.clock.advance(60 * 60 * 1000 + 1000);
    const later = await login(t.app, user.username, user.password);
    expect((await change(later, right)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer({ access_token: 'nope' }),
      payload: { current_password: 'a', new_password: 'b', new_password_confirmation: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});
