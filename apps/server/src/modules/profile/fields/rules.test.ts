import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addClientCountries, buildClient, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { call, signedInMember, waitForLockWaiters } from '../../../../test/profile-fixtures.ts';

let t: TestContext;
let clientId: number;
let brazil: number;
let argentina: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
  [brazil = 0, argentina = 0] = await addClientCountries(t.db, clientId, ['BR', 'AR']);
});
afterAll(() => t.close());

const member = () => signedInMember(t, clientId);
const patch = (tokens: { access_token: string }, body: unknown, language?: string) =>
  call(t, 'PATCH', '/api/v1/profile', tokens, body, language);
const details = (response: { json(): { error: { details: unknown } } }) => response.json().error.details;

describe('free text', () => {
  it('accepts 256 characters and rejects 257 with SPEC §5 text in the request language', async () => {
    const { tokens } = await member();
    const ok = await patch(tokens, { city: 'é'.repeat(256), nickname: '  Trimmed  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ city: 'é'.repeat(256), nickname: 'Trimmed' });

    const pt = await patch(tokens, { address: 'x'.repeat(257) });
    expect(pt.statusCode).toBe(400);
    expect(pt.json().error).toMatchObject({ code: 'common.validation' });
    expect(details(pt)).toEqual([{ field: 'address', message: 'Seu texto tem mais que 256 caracteres' }]);
    const es = await patch(tokens, { brand: 'x'.repeat(257) }, 'es-ES');
    expect(details(es)).toEqual([{ field: 'brand', message: 'Tu texto tiene más de 256 caracteres' }]);
  });

  it('reports every failing field at once and writes nothing', async () => {
    const { user, tokens } = await member();
    const response = await patch(
      tokens,
      { city: 'x'.repeat(300), email: 'not-an-email', birthday: { year: 1990, month: 2, day: null } },
      'fr-FR',
    );
    expect(response.statusCode).toBe(400);
    expect(details(response)).toEqual([
      { field: 'city', message: 'Votre texte dépasse 256 caractères' },
      { field: 'email', message: 'Adresse e-mail invalide' },
      { field: 'birthday', message: "Indiquez l'année, le mois et le jour de naissance" },
    ]);
    const row = await t.db.selectFrom('users').select(['city']).where('id', '=', user.id).executeTakeFirst();
    expect(row?.city).toBeNull();
  });
});

describe('name', () => {
  it('keeps full_name as name + last name, also in the session', async () => {
    const { tokens } = await member();
    const response = await patch(tokens, { name: 'Maria', last_name: 'da Silva' });
    expect(response.json().full_name).toBe('Maria da Silva');
    expect((await patch(tokens, { last_name: 'Costa' })).json().full_name).toBe('Maria Costa');
    const session = await call(t, 'GET', '/api/v1/session', tokens);
    expect(session.json().user.full_name).toBe('Maria Costa');
  });
});

describe('e-mail', () => {
  it('needs a valid address and a matching confirmation', async () => {
    const { tokens } = await member();
    expect(details(await patch(tokens, { email: 'a@b', email_confirmation: 'a@b' }, 'en-US'))).toEqual([
      { field: 'email', message: 'Invalid e-mail address' },
    ]);
    expect(details(await patch(tokens, { email: 'new@example.test' }, 'en-US'))).toEqual([
      { field: 'email_confirmation', message: 'The e-mails do not match' },
    ]);
    const ok = await patch(tokens, { email: ' New@Example.TEST ', email_confirmation: 'new@example.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('new@example.test');
    // sent back unchanged, it needs no confirmation
    expect((await patch(tokens, { email: 'NEW@example.test', city: 'Natal' })).statusCode).toBe(200);
  });

  it('is unique without case: 409 account.email_in_use', async () => {
    const a = await member();
    const b = await member();
    const taken = `${a.user.username}@EXAMPLE.test`;
    const response = await patch(b.tokens, { email: taken, email_confirmation: taken }, 'en-US');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'account.email_in_use',
      message: 'This e-mail is already in use.',
    });
  });

  // needs a second connection, so PostgreSQL only (ARCHITECTURE §7)
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'lets only one of two overlapping claims of the same address through',
    async () => {
      const a = await member();
      const b = await member();
      const email = `race-${a.user.id}@example.test`;
      const body = { email, email_confirmation: email };
      let claimA: Promise<{ statusCode: number }> | undefined;
      let claimB: Promise<{ statusCode: number }> | undefined;
      // B is held just before its write (its row is locked here) while A claims the same address and wins;
      // B's write then meets the unique index
      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', b.user.id).forUpdate().execute();
        claimB = patch(b.tokens, body);
        await waitForLockWaiters(t.db, 1);
        let settledA = false;
        claimA = patch(a.tokens, body).finally(() => {
          settledA = true;
        });
        await waitForLockWaiters(t.db, 2, () => settledA);
      });
      const results = await Promise.all([claimA, claimB]);
      expect(results.map((r) => r?.statusCode)).toEqual([200, 409]);
      const owners = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(owners).toEqual([{ id: a.user.id }]);
    },
  );
});

describe('document', () => {
  const cpf = '529.982.247-25';

  it("follows the user's country: a CPF in Brazil, 8 digits in Argentina", async () => {
    const { tokens } = await member();
    await patch(tokens, { country_id: brazil });
    expect(details(await patch(tokens, { document: '529.982.247-24' }))).toEqual([
      { field: 'document', message: 'Documento inválido' },
    ]);
    const ok = await patch(tokens, { document: cpf });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().document).toBe('52998224725');

    // moving to Argentina with the CPF kept is refused; with an Argentine document it is fine
    expect(details(await patch(tokens, { country_id: argentina }, 'en-US'))).toEqual([
      { field: 'document', message: 'Invalid document' },
    ]);
    const moved = await patch(tokens, { country_id: argentina, document: '12.345.678' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ country_id: argentina, document: '12345678' });
  });

  it('is unique: 409 account.document_in_use, also for two concurrent claims', async () => {
    const a = await member();
    const b = await member();
    await patch(a.tokens, { country_id: brazil, document: cpf });
    await patch(b.tokens, { country_id: brazil });
    const response = await patch(b.tokens, { document: '52998224725' }, 'en-US');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'account.document_in_use',
      message: 'Document already used',
    });

    const c = await member();
    const d = await member();
    await Promise.all([patch(c.tokens, { country_id: brazil }), patch(d.tokens, { country_id: brazil })]);
    const other = '111.444.777-35';
    const results = await Promise.all([
      patch(c.tokens, { document: other }),
      patch(d.tokens, { document: other }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('birthday and age range', () => {
  it('needs year, month and day together, a real past date, and sets the age range', async () => {
    const { tokens } = await member();
    expect(details(await patch(tokens, { birthday: { year: 1990, month: 5, day: '' } }))).toEqual([
      { field: 'birthday', message: 'Informe o ano, o mês e o dia do nascimento' },
    ]);
    for (const invalid of [
      { year: 2023, month: 2, day: 29 },
      { year: 2030, month: 1, day: 1 },
      { year: 'abc', month: 1, day: 1 },
    ]) {
      expect(details(await patch(tokens, { birthday: invalid }, 'en-US'))).toEqual([
        { field: 'birthday', message: 'Invalid date of birth' },
      ]);
    }
    // the test clock is 2026-11-21
    const ok = await patch(tokens, {
      birthday: { year: '1990', month: '05', day: '10' },
      age_range: '18-24',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ birthday: '1990-05-10', age_range: '31-40' });
    const cleared = await patch(tokens, { birthday: null, age_range: '25-30' });
    expect(cleared.json()).toMatchObject({ birthday: null, age_range: '25-30' });
  });
});

describe('enumerations, numbers, phones and references', () => {
  it('accepts the known values and refuses others', async () => {
    const { tokens } = await member();
    const ok = await patch(tokens, {
      gender: 'prefer_not_to_say',
      marital_status: 'stable_union',
      children_count: 2,
      is_painter: true,
      has_disability: false,
      communication_consent: true,
      phone_commercial: '(11) 3333-4444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      gender: 'prefer_not_to_say',
      marital_status: 'stable_union',
      children_count: 2,
      is_painter: true,
      has_disability: false,
      communication_consent: true,
      phone_commercial: '1133334444',
    });
    for (const bad of [{ gender: 'other' }, { marital_status: 'complicated' }, { children_count: 31 }]) {
      const response = await patch(tokens, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe('common.validation');
    }
    expect(details(await patch(tokens, { phone_residential: '123' }, 'en-US'))).toEqual([
      { field: 'phone_residential', message: 'Invalid phone number' },
    ]);
  });

  it('refuses a country that does not exist and leaves the mobile phone to verification', async () => {
    const { user, tokens } = await member();
    const response = await patch(tokens, { country_id: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(details(response)).toEqual([{ field: 'country_id', message: expect.any(String) }]);
    const mobile = await patch(tokens, { phone_mobile: '+5511912345678', city: 'Belém' });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.json()).toMatchObject({ phone_mobile: null, city: 'Belém' });
    const relogin = await login(t.app, user.username, user.password);
    expect((await call(t, 'GET', '/api/v1/profile', relogin)).json().phone_mobile).toBeNull();
  });
});
