import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  postRegister,
  registrationSite,
  uniqueCpf,
  validRegistration,
} from '../../../../test/registration.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof registrationSite>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await registrationSite(t.db, {
    countries: ['BR', 'AR', 'CL'],
    registerFields: [{ name: 'store_code', required: true }],
  });
});
afterAll(() => t.close());

const withDynamic = { dynamic: { store_code: 'LJ-42' } };

async function userByUsername(username: string) {
  return t.db
    .selectFrom('users')
    .select(['id', 'document'])
    .where('username', '=', username)
    .executeTakeFirst();
}

describe('registration validation', () => {
  it('reports every broken rule as a field error in the request language', async () => {
    const body = validRegistration(site, {
      fields: {
        name: '',
        last_name: 'x'.repeat(257),
        document: '123.456.789-00',
        email: 'not-an-email',
        phone_mobile: '12',
      },
      email_confirmation: 'other@example.test',
      password: 'abc',
      password_confirmation: 'abd',
      accepted_terms: false,
      confirmed_adult: false,
    });
    const response = await postRegister(t.app, body, { language: 'en-US' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'common.validation',
        message: 'Make sure all required fields are filled in',
        details: [
          { field: 'name', message: 'Required field' },
          { field: 'last_name', message: 'Your text has more than 256 characters' },
          { field: 'document', message: 'Invalid document' },
          { field: 'email', message: 'Invalid e-mail address' },
          { field: 'phone_mobile', message: 'Invalid phone number' },
          { field: 'password', message: 'The password must have at least 6 characters' },
          { field: 'password_confirmation', message: 'The passwords do not match' },
          { field: 'password', message: 'The password is too weak for this site' },
          { field: 'dynamic.store_code', message: 'Required field' },
          { field: 'accepted_terms', message: 'You must accept the terms and conditions' },
          { field: 'confirmed_adult', message: 'You must confirm that you are 18 or older' },
        ],
      },
    });
    expect(await userByUsername('not-an-email')).toBeUndefined();
  });

  it("speaks SPEC's pt-BR by default and Spanish when asked", async () => {
    const body = validRegistration(site, { fields: { document: '111.111.111-11' }, ...withDynamic });
    const pt = await postRegister(t.app, body);
    expect(pt.json().error.details).toEqual([{ field: 'document', message: 'Documento inválido' }]);
    const es = await postRegister(
      t.app,
      { ...body, email_confirmation: 'x@example.test' },
      { language: 'es' },
    );
    expect(es.json().error.details).toEqual([
      { field: 'document', message: 'Documento inválido' },
      { field: 'email_confirmation', message: 'Los correos electrónicos no coinciden' },
    ]);
  });

  it('accepts a CPF masked, bare or with stray spaces, and stores it bare', async () => {
    for (const typed of [
      uniqueCpf(),
      uniqueCpf().replace(/\D/g, ''),
      ` ${uniqueCpf().replace('-', ' - ')} `,
    ]) {
      const response = await postRegister(
        t.app,
        validRegistration(site, { fields: { document: typed }, ...withDynamic }),
      );
      expect(response.statusCode, typed).toBe(201);
      const user = await userByUsername(response.json().username);
      expect(user?.document).toBe(typed.replace(/\D/g, ''));
    }
  });

  it('picks the document rule from the chosen country: 8 digits in Argentina, generic in Chile', async () => {
    const [, argentina, chile] = site.countryIds;
    const ar = (document: string) =>
      postRegister(
        t.app,
        validRegistration(site, { fields: { country_id: argentina ?? 0, document }, ...withDynamic }),
        {
          language: 'en-US',
        },
      );
    expect((await ar('1234567')).json().error.details).toEqual([
      { field: 'document', message: 'Invalid document' },
    ]);
    expect((await ar('12.345.678')).statusCode).toBe(201);
    const cl = await postRegister(
      t.app,
      validRegistration(site, { fields: { country_id: chile ?? 0, document: 'cl-98765k' }, ...withDynamic }),
    );
    expect(cl.statusCode).toBe(201);
    expect((await userByUsername(cl.json().username))?.document).toBe('CL98765K');
  });

  it('refuses a country the client does not run in, and a missing one', async () => {
    const peru = await t.db
      .selectFrom('countries')
      .select('id')
      .where('code', '=', 'PE')
      .executeTakeFirstOrThrow();
    for (const countryId of [peru.id, null, 'abc']) {
      const response = await postRegister(
        t.app,
        validRegistration(site, { fields: { country_id: countryId }, ...withDynamic }),
        { language: 'en-US' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toContainEqual({
        field: 'country_id',
        message: 'Required field',
      });
    }
  });

  it("applies the client's password strength level", async () => {
    const strict = await registrationSite(t.db, { strength: 'strong' });
    const weak = await registrationSite(t.db, { strength: 'weak' });
    const medium = { password: 'Secret123', password_confirmation: 'Secret123' };
    const strictResponse = await postRegister(t.app, validRegistration(strict, medium), {
      language: 'en-US',
    });
    expect(strictResponse.json().error.details).toEqual([
      { field: 'password', message: 'The password is too weak for this site' },
    ]);
    const strong = { password: 'Secret@123', password_confirmation: 'Secret@123' };
    expect((await postRegister(t.app, validRegistration(strict, strong))).statusCode).toBe(201);
    const letters = { password: 'abcdef', password_confirmation: 'abcdef' };
    expect((await postRegister(t.app, validRegistration(weak, letters))).statusCode).toBe(201);
  });

  it('counts a non-text value in a text field as missing', async () => {
    const response = await postRegister(
      t.app,
      validRegistration(site, { fields: { name: true, last_name: null }, ...withDynamic }),
      { language: 'en-US' },
    );
    expect(response.json().error.details).toEqual([
      { field: 'name', message: 'Required field' },
      { field: 'last_name', message: 'Required field' },
    ]);
  });
});
