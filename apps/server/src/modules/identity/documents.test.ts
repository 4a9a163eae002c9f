import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientCountries, buildClient, tokenForm } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildAccount, countMessages, nextAddress, postJson } from '../../../test/recovery-helpers.ts';
import { countryFromCookie } from './documents.ts';

/** Every public screen that takes a document refuses one that is not valid for the site (SPEC §5). */

let t: TestContext;
let latam: { id: number; slug: string };
let account: Awaited<ReturnType<typeof buildAccount>>;

const INVALID_CPF = '111.111.111-11';
const VALID_CPF = '529.982.247-25';

beforeAll(async () => {
  t = await createTestContext();
  // the default site runs in Brazil; another site in Argentina and Brazil
  const site = await buildClient(t.db, { isDefaultSite: true });
  await addClientCountries(t.db, site.id, ['BR']);
  latam = await buildClient(t.db);
  await addClientCountries(t.db, latam.id, ['AR', 'BR']);
  account = await buildAccount(t.db, { clients: [{ id: site.id }], document: '52998224725' });
});
afterAll(() => t.close());

function lookUp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postJson(t.app, '/get_phone_number_with_document/', body, { address: nextAddress(), headers });
}

function expectInvalid(response: Awaited<ReturnType<typeof lookUp>>, message = 'Documento inválido') {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'account.document_invalid', message, details: [{ field: 'document', message }] },
  });
}

describe('POST /get_phone_number_with_document/', () => {
  it('answers an invalid CPF "Documento inválido" before looking it up, in the language asked for', async () => {
    expectInvalid(await lookUp({ document: INVALID_CPF }));
    expectInvalid(
      await lookUp({ document: INVALID_CPF }, { 'accept-language': 'en-US' }),
      'Invalid document',
    );
    expectInvalid(
      await lookUp({ document: INVALID_CPF }, { 'accept-language': 'es-ES' }),
      'Documento inválido',
    );
    expectInvalid(
      await lookUp({ document: INVALID_CPF }, { 'accept-language': 'fr-FR' }),
      'Document invalide',
    );
    const found = await lookUp({ document: VALID_CPF });
    expect(found.statusCode).toBe(200);
  });

  it("follows the login screen's country cookie over the site's countries", async () => {
    const argentina = { cookie: 'theme=dark; country=AR' };
    expectInvalid(await lookUp({ document: INVALID_CPF }, argentina));
    const unknown = await lookUp({ document: '12.345.678' }, argentina);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'auth.no_access']);
    // in Mexico a document is 5 to 20 letters or digits, so these eleven ones are a document, of nobody
    const mexico = await lookUp({ document: INVALID_CPF }, { cookie: 'country=MX' });
    expect([mexico.statusCode, mexico.json().error.code]).toEqual([404, 'auth.no_access']);
  });

  it("without the cookie, accepts a document valid in any of the named site's countries", async () => {
    const argentine = await lookUp({ client: latam.slug, document: '12345678' });
    expect([argentine.statusCode, argentine.json().error.code]).toEqual([404, 'auth.no_access']);
    expectInvalid(await lookUp({ client: latam.slug, document: INVALID_CPF }));
    // the default site runs in Brazil only: eight digits are no CPF
    expectInvalid(await lookUp({ document: '12345678' }));
  });
});

describe('the other public screens that take a document', () => {
  it('send_recover_password_code refuses an invalid document and sends nothing', async () => {
    const response = await postJson(
      t.app,
      '/send_recover_password_code/',
      { document: INVALID_CPF, phone: account.phone, channel: 'sms' },
      { address: nextAddress() },
    );
    expectInvalid(response);
    expect(await countMessages(t.db, account.phone)).toBe(0);
  });

  it('first access refuses an invalid document', async () => {
    const response = await postJson(
      t.app,
      '/api/v1/accounts/first-access',
      { document: INVALID_CPF, email: account.email },
      { address: nextAddress() },
    );
    expectInvalid(response);
    expect(await countMessages(t.db, account.email)).toBe(0);
  });

  it('the alternative login refuses an invalid document once the app is known, and signs in a valid one', async () => {
    const login = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/etraining_login/alternative_login/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields.client_secret ? new URLSearchParams(fields).toString() : tokenForm(fields),
      });
    expectInvalid(await login({ document: INVALID_CPF, password: account.password }));
    const wrongApp = await login({
      document: INVALID_CPF,
      password: account.password,
      client_id: 'elevar-web',
      client_secret: 'not-the-secret',
    });
    expect([wrongApp.statusCode, wrongApp.json().error.code]).toEqual([401, 'auth.invalid_app']);
    expect((await login({ document: VALID_CPF, password: account.password })).statusCode).toBe(200);
  });
});

describe('countryFromCookie', () => {
  it('reads a two-letter country from the Cookie header and ignores anything else', () => {
    expect(countryFromCookie('a=1; country=br')).toBe('BR');
    expect(countryFromCookie('country=Brazil')).toBeUndefined();
    expect(countryFromCookie('mycountry=BR')).toBeUndefined();
    expect(countryFromCookie(undefined)).toBeUndefined();
  });
});
