import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { levelsSite } from './level-fixtures.ts';
import { postRegister, registrationSite, validRegistration } from './registration.ts';

/**
 * The hostile probe's findings on numbers, dates and bodies, each reproduced as it was observed: numbers and dates
 * out of their column's range, ids no column holds, malformed multipart, paths that do not decode, and the
 * framework's own 413/414/415 refusals. Each must be a clear 4xx in the caller's language, never a 500.
 */

let t: TestContext;
let learner: { access_token: string };
let site: Awaited<ReturnType<typeof levelsSite>>;

beforeAll(async () => {
  t = await createTestContext();
  const client = await buildClient(t.db, { slug: 'academy' });
  const user = await buildUser(t.db, { clients: [{ id: client.id }] });
  learner = await login(t.app, user.username, user.password);
  site = await levelsSite(t.app, t.db, 'Rewards');
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('values out of range', () => {
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(learner), 'accept-language': 'en-US' } });

  it.each([
    ['/api/v1/points/statement?to=0000-01-01', 'to'],
    ['/api/v1/points/statement?from=3000-01-01', 'from'],
    ['/api/v1/points/statement?to=0001-01-01T00:00:00Z', 'to'],
    ['/api/v1/points/statement.csv?to=0000-01-01', 'to'],
    ['/api/v1/rankings?country_id=1e10', 'country_id'],
    ['/api/v1/rankings?campaign_id=1e300', 'campaign_id'],
    ['/api/v1/notifications?page=1e10', 'page'],
  ])('%s is a 400 with the field, before any query or stream starts', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error).toMatchObject({
      code: 'common.validation',
      details: [{ field, message: 'Invalid value' }],
    });
  });

  it('bounds ids of integer columns in bodies too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/country',
      headers: bearer(learner),
      payload: { country_id: 2 ** 31 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'country_id', message: 'Valor inválido' }]);
  });
});

describe('ids out of their column', () => {
  it.each([
    '/api/v1/admin/level-changes/99999999999999999999',
    '/api/v1/admin/level-changes/9007199254740993',
    '/api/v1/admin/level-changes/1e300',
  ])('a huge id in the path (%s) is a 400 naming it, not a 500', async (url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...site.admin.headers, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'id', message: 'Invalid value' }]);
  });

  it('bounds the country of a profile edit by its integer column', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { ...bearer(learner), 'accept-language': 'en-US' },
      payload: { country_id: 2 ** 31 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'country_id', message: 'Invalid value' }]);
  });

  it.each([2 ** 31, '2147483648'])(
    'takes a registration country past the integer column (%s) as no choice made, storing nothing',
    async (country) => {
      const registration = await registrationSite(t.db, { name: `Signup ${country}` });
      // the sign-up limit counts the attempt (a rate event): no account, profile or message is stored
      const accounts = await databaseFingerprint(t.db, new Set(['rate_events']));
      const before = await accounts();
      const response = await postRegister(
        t.app,
        validRegistration(registration, { fields: { country_id: country } }),
        { language: 'en-US' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toContainEqual({
        field: 'country_id',
        message: 'Required field',
      });
      expect(await accounts()).toBe(before);
    },
  );
});

describe('bodies the server cannot read', () => {
  const avatar = (headers: Record<string, string>, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: { ...bearer(learner), 'accept-language': 'en-US', ...headers },
      payload,
    });

  it('answers malformed multipart with 400: no boundary, or a part cut short', async () => {
    const noBoundary = await avatar({ 'content-type': 'multipart/form-data' }, '--x\r\n');
    const truncated = await avatar(
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    );
    for (const response of [noBoundary, truncated]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'common.malformed_request',
        message: 'What was sent arrived incomplete or malformed. Please try again.',
      });
    }
  });

  it('answers a body over the limit with 413 and its own text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'common.payload_too_large',
      message: 'What was sent is larger than allowed.',
    });
  });

  it('answers a content type the route does not take with 415 and its own text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { 'accept-language': 'fr-FR', 'content-type': 'text/xml' },
      payload: '<register/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'common.unsupported_media_type',
      message: "Ce format n'est pas accepté ici.",
    });
  });

  it('answers JSON that does not parse with 400 saying so, not "fill in the required fields"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: '{"variant":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common.malformed_request');
  });

  it('treats malformed HTTP Basic app credentials as no credentials (401), not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { ...form, authorization: `Basic ${Buffer.from('%E0%A4%A:secret').toString('base64')}` },
      payload: new URLSearchParams({ grant_type: 'password', username: 'a', password: 'x' }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client', code: 'auth.invalid_app' });
  });

  it('refuses a NUL in a multipart field or file name, naming it, before anything is stored', async () => {
    const part = (name: string, filename?: string) =>
      `--x\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n`;
    const note = await avatar(
      { 'content-type': 'multipart/form-data; boundary=x' },
      `${part('note')}\r\na\u0000b\r\n${part('file', 'a.png')}Content-Type: image/png\r\n\r\nxx\r\n--x--\r\n`,
    );
    const filename = await avatar(
      { 'content-type': 'multipart/form-data; boundary=x' },
      `${part('file', 'a\u0000.png')}Content-Type: image/png\r\n\r\nxx\r\n--x--\r\n`,
    );
    const message = 'This field contains characters that are not allowed';
    expect([note.statusCode, filename.statusCode]).toEqual([400, 400]);
    expect(note.json().error.details).toEqual([{ field: 'note', message }]);
    expect(filename.json().error.details).toEqual([{ field: 'file', message }]);
  });

  it('answers a path that does not decode, or a path parameter over its limit, in the envelope', async () => {
    const badEscape = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/level-changes/%E0%A4%A',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json().error).toEqual({
      code: 'common.malformed_request',
      message: "L'envoi est arrivé incomplet ou mal formé. Veuillez réessayer.",
    });
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/level-changes/${'1'.repeat(200)}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error).toEqual({
      code: 'common.payload_too_large',
      message: 'What was sent is larger than allowed.',
    });
  });

  it('answers an empty JSON body with its own text, not "fill in the required fields"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'common.malformed_request',
      message: 'What was sent arrived incomplete or malformed. Please try again.',
    });
  });
});
