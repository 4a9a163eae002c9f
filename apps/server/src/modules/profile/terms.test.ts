import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitutionalPage } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { call, signedInMember } from '../../../test/profile-fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await buildInstitutionalPage(t.db, { slug: 'terms-and-conditions', language: 'pt-BR', version: 1 });
});
afterAll(() => t.close());

/** Publishes a new version of the terms page (every language row moves together). */
async function publishTerms(version: number) {
  await t.db
    .updateTable('institutional_pages')
    .set({ version })
    .where('slug', '=', 'terms-and-conditions')
    .execute();
}

const session = (tokens: { access_token: string }) => call(t, 'GET', '/api/v1/session', tokens);
const accept = (tokens: { access_token: string }, version: number, language?: string) =>
  call(t, 'POST', '/api/v1/session/terms', tokens, { version }, language);

describe('POST /api/v1/session/terms', () => {
  it('records the version of the published terms page; the session then reports the terms accepted', async () => {
    const { user, tokens } = await signedInMember(t);
    await publishTerms(2);
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

    // a new version of the page asks again, whichever client is selected
    await publishTerms(3);
    expect((await session(tokens)).json().accepted_terms).toBe(false);
    expect((await accept(tokens, 3)).json().accepted_terms).toBe(true);
  });

  it('is open to a user who must change their password, and needs a session', async () => {
    const { user, tokens } = await signedInMember(t);
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    expect((await accept(tokens, 3)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/terms',
      payload: { version: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
