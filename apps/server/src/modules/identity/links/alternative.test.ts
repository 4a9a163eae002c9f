import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, tokenForm } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' });
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

let documentSequence = 0;

async function userWithDocument(options: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, { clients: [{ id: clientId }], ...options });
  const document = `5290${String(++documentSequence).padStart(7, '0')}`;
  await t.db.updateTable('users').set({ document }).where('id', '=', user.id).execute();
  return { ...user, document };
}

/** The document as people type it: ###.###.###-## */
const typed = (document: string) =>
  `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`;

function alternativeLogin(fields: Record<string, string>, credentials = true) {
  return t.app.inject({
    method: 'POST',
    url: '/etraining_login/alternative_login/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: credentials ? tokenForm(fields) : new URLSearchParams(fields).toString(),
  });
}

describe('POST /etraining_login/alternative_login/', () => {
  it('signs in with the document as typed (separators stripped) and answers a normal token response', async () => {
    const user = await userWithDocument();
    const response = await alternativeLogin({
      document: ` ${typed(user.document)} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    expect(body.refresh_token).toEqual(expect.any(String));
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(body) });
    expect(session.json()).toMatchObject({ user: { username: user.username }, is_webservice: false });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ grant_type: 'refresh_token', refresh_token: body.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('needs the app credentials', async () => {
    const user = await userWithDocument();
    const response = await alternativeLogin({ document: user.document, password: user.password }, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.invalid_app');
  });

  it('answers the same for an unknown document and a wrong password', async () => {
    const user = await userWithDocument();
    const unknown = await alternativeLogin({ document: '000.000.000-00', password: user.password });
    const wrong = await alternativeLogin({ document: user.document, password: 'Wrong@123' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('auth.invalid_credentials');
    }
  });

  it('applies the failed-login limit of the password grant', async () => {
    const user = await userWithDocument();
    for (let i = 0; i < 3; i++) {
      const response = await alternativeLogin({ document: user.document, password: `Wrong@${i}` });
      expect(response.statusCode).toBe(400);
    }
    const limited = await alternativeLogin({ document: typed(user.document), password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('common.rate_limited');
    t.clock.advance(t.config.LOGIN_FAILURE_WINDOW_SECONDS * 1000 + 1000);
    expect((await alternativeLogin({ document: user.document, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses blocked and unapproved users with the sign-in policy', async () => {
    const blocked = await userWithDocument({ status: 'blocked' });
    const pending = await userWithDocument({ status: 'awaiting_approval' });
    const b = await alternativeLogin({ document: blocked.document, password: blocked.password });
    expect([b.statusCode, b.json().error.code]).toEqual([403, 'auth.user_blocked']);
    const p = await alternativeLogin({ document: pending.document, password: pending.password });
    expect([p.statusCode, p.json().error.code]).toEqual([403, 'auth.user_pending_approval']);
  });
});
