import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientCountries } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { call, signedInMember } from '../../../../test/profile-fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('PATCH /api/v1/profile under concurrent saves', () => {
  it('never stores a document that the country saved beside it refuses', async () => {
    const { clientId, user, tokens } = await signedInMember(t);
    const [brazil, argentina] = await addClientCountries(t.db, clientId, ['BR', 'AR']);
    for (let round = 0; round < 8; round++) {
      await t.db
        .updateTable('users')
        .set({ country_id: brazil ?? null, document: null })
        .where('id', '=', user.id)
        .execute();
      // one save moves the user to Argentina, the other gives a CPF (valid in Brazil only), at the same time
      const answers = await Promise.all([
        call(t, 'PATCH', '/api/v1/profile', tokens, { country_id: argentina }),
        call(t, 'PATCH', '/api/v1/profile', tokens, { document: '123.456.789-09' }),
      ]);
      for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
      const stored = await t.db
        .selectFrom('users')
        .select(['country_id', 'document'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      // either the CPF came first and moving to Argentina was refused, or the move came first and the CPF was
      if (stored.country_id === argentina) expect(stored.document).toBeNull();
      else expect(stored.document).toBe('12345678909');
    }
  });
});
