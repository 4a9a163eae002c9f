import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildInstitutionalPage, buildUser, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { call, signedInMember } from '../../../test/profile-fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await buildInstitutionalPage(t.db, { slug: 'terms-and-conditions', language: 'pt-BR', version: 1 });
});
afterAll(() => t.close());

async function setTermsVersion(clientId: number, version: number) {
  await t.db
    .updateTable('login_settings')
    .set({ terms_version: version })
    .where('client_id', '=', clientId)
    .execute();
}

const session = (tokens: { access_token: string }) => call(t, 'GET', '/api/v1/session', tokens);
const accept = (tokens: { access_token: string }, version: number, language?: string) =>
  call(t, 'POST', '/api/v1/session/terms', tokens, { version }, language);

describe('POST /api/v1/session/terms', () => {
  it("records the selected client's current version; the session then reports the terms accepted", async () => {
    const { clientId, user, tokens } = await signedInMember(t);
    await setTermsVersion(clientId, 2);
    expect((await session(tokens)).json().accepted_terms).toBe(false);

    for (const wrong of [1, 3]) {
      const response = await accept(tokens, wrong, 'en-US');
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'common.validation',
        details: [{ field: 'version', message: 'You must accept the terms and conditions' }],
      });
    }
    expect((await session(tokens)).json().accepted_terms).toBe(false);

    const accepted = await accept(tokens, 2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().accepted_terms).toBe(true);
    expect((await session(tokens)).json().accepted_terms).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .select(['accepted_terms_version', 'accepted_terms_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_terms_version).toBe(2);
    expect(row.accepted_terms_at?.toISOString()).toBe(t.clock.now().toISOString());

    // a new version of the client's terms asks again
    await setTermsVersion(clientId, 3);
    expect((await session(tokens)).json().accepted_terms).toBe(false);
  });

  it('compares with the terms version of the client selected now', async () => {
    const strict = await buildClient(t.db);
    const relaxed = await buildClient(t.db);
    await setTermsVersion(strict.id, 5);
    const user = await buildUser(t.db, { clients: [{ id: strict.id }, { id: relaxed.id }] });
    const tokens = await login(t.app, user.username, user.password);
    await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: relaxed.id });
    expect((await accept(tokens, 1)).json().accepted_terms).toBe(true);
    const switched = await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: strict.id });
    expect(switched.json().accepted_terms).toBe(false);
    expect((await accept(tokens, 1)).statusCode).toBe(400);
    expect((await accept(tokens, 5)).json().accepted_terms).toBe(true);
  });

  it('is open to a user who must change their password, and needs a session', async () => {
    const { user, tokens } = await signedInMember(t);
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    expect((await accept(tokens, 1)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/terms',
      payload: { version: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
