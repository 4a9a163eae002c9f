import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, login, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  buildAccount,
  countMessages,
  lastMessage,
  linkIn,
  nextAddress,
  postJson,
} from '../../../../test/recovery-helpers.ts';

let t: TestContext;
let client: { id: number; slug: string };
let other: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://learn.example.test' });
  client = await buildClient(t.db, { isDefaultSite: true });
  other = await buildClient(t.db);
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;

/** A CPF-shaped rendering of a bare 11-digit document, the way people type it. */
function formatted(document: string) {
  return `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`;
}

function checkLink(params: { username: string; uidb64: string; token: string }, language = 'pt-BR') {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/accounts/password-link',
    query: params,
    headers: { 'accept-language': language },
  });
}

function setPassword(
  params: { username: string; uidb64: string; token: string },
  password: string,
  confirmation = password,
) {
  return postJson(t.app, '/api/v1/accounts/set-password', {
    ...params,
    password,
    password_confirmation: confirmation,
  });
}

async function recoveryLink(email: string) {
  const response = await postJson(
    t.app,
    '/etraining_login/api_recover_password/',
    { email },
    { address: nextAddress() },
  );
  expect(response.statusCode).toBe(200);
  const message = await lastMessage(t.db, email);
  return linkIn(message?.body ?? '');
}

describe('first access', () => {
  it('e-mails a set-password link that sets the password once; the new password signs in', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    // accounts a client loads carry a temporary password the user must replace
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    const response = await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { client: client.slug, document: formatted(user.document), email: ` ${user.email.toUpperCase()} ` },
      { address: nextAddress() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const message = await lastMessage(t.db, user.email);
    expect(message).toMatchObject({ channel: 'email', template: 'set_password_link', client_id: client.id });
    expect(message?.subject).toBe('Crie sua senha de acesso');
    expect(message?.body).toContain('72 horas');
    const link = linkIn(message?.body ?? '');
    expect(link).toMatchObject({
      base: 'https://learn.example.test',
      screen: 'set-password',
      username: user.username,
    });

    const status = await checkLink(link);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      username: user.username,
      purpose: 'set',
      password_strength_level: 'medium',
    });

    const weak = await setPassword(link, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({
      code: 'common.validation',
      details: [{ field: 'password', message: 'A senha é fraca demais para este site' }],
    });
    const mismatch = await setPassword(link, 'Abcdef123', 'Abcdef124');
    expect(mismatch.json().error.details).toEqual([
      { field: 'password_confirmation', message: 'As senhas não coincidem' },
    ]);

    expect((await setPassword(link, 'Abcdef123')).statusCode).toBe(200);
    await expect(login(t.app, user.username, user.password)).rejects.toThrow(/400/);
    const tokens = await login(t.app, user.username, 'Abcdef123');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
    expect(session.json().must_change_password).toBe(false);

    const again = await setPassword(link, 'Other9876x');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('account.link_invalid');
    expect((await checkLink(link)).json().error.code).toBe('account.link_invalid');
  });

  it('serves the default site without a slug and accounts still awaiting approval', async () => {
    const user = await buildAccount(t.db, { clients: [client], status: 'awaiting_approval' });
    const response = await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { document: user.document, email: user.email },
      { address: nextAddress() },
    );
    expect(response.statusCode).toBe(200);
    expect(linkIn((await lastMessage(t.db, user.email))?.body ?? '').screen).toBe('set-password');
  });

  it("answers no_access for another client's slug, a wrong e-mail and closed, rejected or blocked accounts", async () => {
    const member = await buildAccount(t.db, { clients: [client] });
    const attempts = [
      { client: other.slug, document: member.document, email: member.email },
      { client: 'no-such-client', document: member.document, email: member.email },
      { client: client.slug, document: member.document, email: 'someone.else@example.test' },
    ];
    for (const status of ['closed', 'rejected', 'blocked'] as const) {
      const user = await buildAccount(t.db, { clients: [client], status });
      attempts.push({ client: client.slug, document: user.document, email: user.email });
    }
    for (const payload of attempts) {
      const response = await postJson(t.app, '/api/v1/accounts/first-access', payload, {
        address: nextAddress(),
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().error.code).toBe('auth.no_access');
      expect(await countMessages(t.db, payload.email)).toBe(0);
    }
  });

  it('limits requests per document and per address', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const payload = { client: client.slug, document: user.document, email: user.email };
    for (let i = 0; i < 5; i++) {
      const ok = await postJson(t.app, '/api/v1/accounts/first-access', payload, { address: nextAddress() });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await postJson(t.app, '/api/v1/accounts/first-access', payload, {
      address: nextAddress(),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('common.rate_limited');
    expect(await countMessages(t.db, user.email)).toBe(5);

    const address = nextAddress();
    for (let i = 0; i < 20; i++) {
      const unknown = { client: client.slug, document: `9${i}000000`, email: 'nobody@example.test' };
      const response = await postJson(t.app, '/api/v1/accounts/first-access', unknown, { address });
      expect(response.statusCode).toBe(404);
    }
    const fresh = await buildAccount(t.db, { clients: [client] });
    const blocked = await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { client: client.slug, document: fresh.document, email: fresh.email },
      { address },
    );
    expect(blocked.statusCode).toBe(429);

    t.clock.advance(HOUR);
    const later = await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { client: client.slug, document: fresh.document, email: fresh.email },
      { address },
    );
    expect(later.statusCode).toBe(200);
  });
});

describe('recovery by e-mail', () => {
  it("sends a recovery link held to the strength level of the user's registration client", async () => {
    const strict = await buildClient(t.db);
    await t.db
      .updateTable('login_settings')
      .set({ password_strength_level: 'strong' })
      .where('client_id', '=', strict.id)
      .execute();
    const user = await buildAccount(t.db, {
      clients: [client, strict],
      registrationClientId: strict.id,
      languageId: 2,
    });
    const link = await recoveryLink(user.email);
    const message = await lastMessage(t.db, user.email);
    expect(message).toMatchObject({ template: 'recover_password_link', subject: 'Password reset' });
    expect(message?.body).toContain('24 hours');
    expect(link.screen).toBe('recover-password');

    expect((await checkLink(link)).json()).toEqual({
      username: user.username,
      purpose: 'recover',
      password_strength_level: 'strong',
    });
    const medium = await setPassword(link, 'Abcdef123');
    expect(medium.json().error.details).toEqual([
      { field: 'password', message: 'A senha é fraca demais para este site' },
    ]);
    expect((await setPassword(link, 'Abcdef123!')).statusCode).toBe(200);
    await expect(login(t.app, user.username, 'Abcdef123!')).resolves.toHaveProperty('access_token');
  });

  it('takes the first membership when the account did not register through a client', async () => {
    const weak = await buildClient(t.db);
    await t.db
      .updateTable('login_settings')
      .set({ password_strength_level: 'weak' })
      .where('client_id', '=', weak.id)
      .execute();
    const user = await buildAccount(t.db, { clients: [weak, client] });
    const link = await recoveryLink(user.email);
    expect((await checkLink(link)).json().password_strength_level).toBe('weak');
    expect((await setPassword(link, 'simple')).statusCode).toBe(200);
  });

  it('signs the account out everywhere once the password is set', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const tokens = await login(t.app, user.username, user.password);
    const session = () => t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
    expect((await session()).statusCode).toBe(200);

    const link = await recoveryLink(user.email);
    expect((await setPassword(link, 'Abcdef123')).statusCode).toBe(200);

    expect((await session()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('lifts the lock-out of an account whose password was guessed wrong too often', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/o/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: tokenForm({
          grant_type: 'password',
          username: user.username,
          password,
          client_id: t.config.WEB_APP_CLIENT_ID,
          client_secret: t.config.WEB_APP_CLIENT_SECRET,
        }),
      });
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await attempt('wrong-password');
    expect((await attempt('Abcdef123')).statusCode).toBe(429);

    const link = await recoveryLink(user.email);
    expect((await setPassword(link, 'Abcdef123')).statusCode).toBe(200);
    expect((await attempt('Abcdef123')).statusCode).toBe(200);
  });

  it('answers no_access for an unknown e-mail, in the request language', async () => {
    const response = await postJson(
      t.app,
      '/etraining_login/api_recover_password/',
      { email: 'nobody.at.all@example.test' },
      { address: nextAddress(), headers: { 'accept-language': 'en-US' } },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('auth.no_access');
    expect(response.json().error.message).toMatch(/support/i);
  });

  it('limits requests per e-mail', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    for (let i = 0; i < 5; i++) await recoveryLink(user.email);
    const limited = await postJson(
      t.app,
      '/etraining_login/api_recover_password/',
      { email: user.email },
      { address: nextAddress() },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('common.rate_limited');
  });
});

describe('password links', () => {
  it('expire after their purpose lifetime: 24 h to recover, 72 h to set', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const recover = await recoveryLink(user.email);
    await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { client: client.slug, document: user.document, email: user.email },
      { address: nextAddress() },
    );
    const set = linkIn((await lastMessage(t.db, user.email))?.body ?? '');
    expect(set.screen).toBe('set-password');

    t.clock.advance(24 * HOUR - 1000);
    expect((await checkLink(recover)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await checkLink(recover, 'en-US');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: 'account.link_expired',
      message: 'The link to set your password has expired. Use "Forgot my password" to get a new one.',
    });
    expect((await setPassword(recover, 'Abcdef123')).json().error.code).toBe('account.link_expired');

    expect((await checkLink(set)).json().purpose).toBe('set');
    t.clock.advance(48 * HOUR);
    expect((await checkLink(set)).json().error.code).toBe('account.link_expired');
  });

  it('are invalid when any part is tampered with', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const someone = await buildAccount(t.db, { clients: [client] });
    const link = await recoveryLink(user.email);
    const [issued = '', purpose = ''] = link.token.split('-');
    const signature = link.token.slice(issued.length + purpose.length + 2);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const newer = (Number.parseInt(issued, 36) + 3600).toString(36);
    const tampered = [
      { ...link, token: `${issued}-${purpose}-${flipped}` },
      { ...link, token: `${newer}-${purpose}-${signature}` },
      { ...link, token: `${issued}-s-${signature}` },
      { ...link, username: someone.username },
      { ...link, uidb64: Buffer.from(String(someone.id)).toString('base64url') },
      { ...link, uidb64: 'not-a-user' },
      { ...link, token: 'garbage' },
    ];
    for (const params of tampered) {
      const response = await checkLink(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error.code).toBe('account.link_invalid');
    }
    expect((await setPassword(tampered[0] ?? link, 'Abcdef123')).json().error.code).toBe(
      'account.link_invalid',
    );
    expect((await checkLink(link)).statusCode).toBe(200);
  });

  it('die when the password changes some other way, and for closed accounts', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const first = await recoveryLink(user.email);
    const second = await recoveryLink(user.email);
    expect((await setPassword(second, 'Abcdef123')).statusCode).toBe(200);
    expect((await checkLink(first)).json().error.code).toBe('account.link_invalid');

    const closing = await buildAccount(t.db, { clients: [client] });
    const link = await recoveryLink(closing.email);
    await t.db.updateTable('users').set({ status: 'closed' }).where('id', '=', closing.id).execute();
    expect((await checkLink(link)).json().error.code).toBe('account.link_invalid');
  });

  it('let exactly one of two concurrent uses of a link through', async () => {
    const user = await buildAccount(t.db, { clients: [client] });
    const link = await recoveryLink(user.email);
    const results = await Promise.all([setPassword(link, 'Abcdef123'), setPassword(link, 'Ghijkl456')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'Abcdef123' : 'Ghijkl456';
    await expect(login(t.app, user.username, winner)).resolves.toHaveProperty('access_token');
  });
});
