import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { createTestContext, TEST_APP, type TestContext } from './harness.ts';

/**
 * Every route the server registers (heard through its onRoute hook, so a new module is covered without editing this
 * file) is driven with generated hostile input, anonymous and signed in: control characters, lone surrogates, huge
 * and negative numbers, impossible dates, very long strings, wrong types, deep nesting and malformed bodies.
 * Nothing may answer 5xx, and a refused request (4xx) may not have stored anything.
 */

const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 12);

/**
 * Routes that may end the session or the account they are called with (a valid-looking current password does
 * change it, and that ends the user's other sessions): each run gets a fresh user of its own.
 */
const SESSION_ENDING = new Set([
  'POST /api/v1/session/logout',
  'POST /api/v1/profile/close',
  'POST /api/v1/profile/password',
]);

/** Bookkeeping a refused request may legitimately write: failure counters, rate events, purges of expired rows. */
const BOOKKEEPING = new Set([
  'login_failures',
  'rate_events',
  'used_login_tokens',
  'sso_login_attempts',
  'access_tokens',
  'refresh_tokens',
  'token_families',
  'kysely_migration',
  'kysely_migration_lock',
]);

interface Route {
  method: string;
  url: string;
  schema: {
    body?: z.ZodType;
    querystring?: z.ZodType;
    consumes?: string[];
  };
}

let t: TestContext;
const routes: Route[] = [];
let fingerprint: () => Promise<string>;
let clientId: number;
let learnerName = 'learner';

beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
          routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
        }
      },
    },
  );
  const client = await buildClient(t.db);
  clientId = client.id;
  learnerName = (await buildUser(t.db, { clients: [{ id: clientId }] })).username;
  fingerprint = await databaseFingerprint(t.db, BOOKKEEPING);
});
afterAll(() => t?.close());

// ---- generated values -------------------------------------------------------------------------------------

/** Characters a database or a parser may choke on: NUL above all, other controls, lone surrogates. */
const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u0008\u001b\u007f',
  '\uD800',
  'x\uDFFFy',
  '\uFFFF\uFFFE',
];

const NASTY_STRINGS = [
  '0000-01-01',
  '99999-12-31',
  '2026-02-30',
  '1e10',
  '-1',
  '0',
  '9223372036854775808',
  '-9223372036854775809',
  '1.5',
  'NaN',
  'Infinity',
  '',
  ' ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'true',
  'null',
  '[]',
  '{}',
  'x'.repeat(70_000),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e10,
    1e308,
    -1e308,
    0.5,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deeplyNested = (() => {
  let value: unknown = 'bottom';
  for (let i = 0; i < 200; i++) value = { a: value };
  return value;
})();

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant(deeplyNested),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
}));

type ZodDef = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Values a field of this name gets when it is not the one made hostile, so requests pass the other checks. */
const KNOWN_TEXT: Record<string, string> = {
  client_id: TEST_APP.clientId,
  client_secret: TEST_APP.clientSecret,
  grant_type: 'password',
};

/**
 * A value the schema accepts (enum members, literals, a date for a date format, an e-mail for an e-mail…), so a
 * request reaches past validation into the service and its queries; unions pick any of their options.
 */
function plausible(schema: unknown, name = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def) return fc.constant('abc');
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, plausible(field, key)])),
        { requiredKeys: Object.keys(shape).filter((key) => !isOptional(shape[key])) },
      );
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => plausible(option, name)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType, name);
    case 'pipe':
      return plausible(def.in, name);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array':
      return fc.array(plausible(def.element, name), { minLength: 1, maxLength: 2 });
    case 'record':
      return fc.constant({});
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
    case 'bigint':
      return fc.constantFrom(1, clientId);
    case 'string': {
      if (KNOWN_TEXT[name]) return fc.constant(KNOWN_TEXT[name]);
      if (def.format === 'date') return fc.constant('2026-11-21');
      if (def.format === 'datetime') return fc.constant('2026-11-21T12:00:00Z');
      if (def.format === 'email') return fc.constant('someone@example.test');
      if (def.format === 'url') return fc.constant('https://example.test/a');
      if (def.format === 'uuid') return fc.uuid();
      return fc.constantFrom('abc', 'Secret@123', learnerName);
    }
    default:
      return fc.constant('abc');
  }
}

const isOptional = (schema: unknown) => ['optional', 'default'].includes(defOf(schema)?.type ?? '');

/** The object shapes a request schema accepts: itself, each option of a union, the input of a pipe. */
function shapesOf(schema: unknown): Record<string, unknown>[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return [def.shape as Record<string, unknown>];
  if (def.type === 'union') return (def.options as unknown[]).flatMap(shapesOf);
  if (def.type === 'pipe') return shapesOf(def.in);
  if (['optional', 'nullable', 'default'].includes(def.type)) return shapesOf(def.innerType);
  return [];
}

/** Only the required fields of a shape, each with a value it accepts: every other field is left out. */
function minimalValid(shape: Record<string, unknown>): Record<string, unknown> {
  const required = Object.entries(shape).filter(([, field]) => !isOptional(field));
  return Object.fromEntries(
    required.map(([key, field]) => [key, fc.sample(plausible(field, key), { numRuns: 1, seed: 42 })[0]]),
  );
}

/**
 * Fields as the schema wants them, except one or more chosen to be hostile (plus, now and then, a field the
 * schema does not know): each hostile value then meets the code behind the validation.
 */
function mutated(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  return plausible(schema).chain((valid) => {
    const base = valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
    const keys = [...Object.keys(base), 'extra_field'];
    return fc
      .tuple(
        fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }),
        fc.array(hostileValue, { minLength: 2, maxLength: 2 }),
      )
      .map(([chosen, values]) => {
        const result: Record<string, unknown> = { ...base };
        chosen.forEach((key, index) => {
          result[key] = values[index];
        });
        return result;
      });
  });
}

/** Percent-encodes a string's UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const formOf = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([key, value]) => `${encode(key)}=${encode(asText(value))}`)
    .join('&');

interface HostileRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request in parts: path parameter values, query fields, a body (fields, or raw bytes) and a language. */
interface Parts {
  path: string[];
  query: Record<string, unknown>;
  body: { fields: Record<string, unknown> } | { raw: string; contentType: string } | null;
  language: string;
}

const paramCount = (route: Route) => (route.url.match(/:[A-Za-z_]+|\*/g) ?? []).length;
const consumesOf = (route: Route) => route.schema.consumes?.[0] ?? 'application/json';
const hasBody = (route: Route) => !['GET', 'DELETE'].includes(route.method);

const MULTIPART_BODIES = [
  { contentType: 'multipart/form-data', raw: '--x\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data; boundary=x', raw: '' },
];

const BROKEN_JSON_BODIES = [
  { contentType: 'application/json', raw: '{"a":' },
  { contentType: 'text/plain', raw: 'hello' },
  { contentType: 'application/json', raw: '' },
];

function toRequest(route: Route, parts: Parts): HostileRequest {
  let index = 0;
  const path = route.url.replace(/:[A-Za-z_]+|\*/g, () => encode(parts.path[index++] ?? '1'));
  const query = formOf(parts.query);
  const headers: Record<string, string> = { 'accept-language': parts.language };
  let payload: string | undefined;
  if (parts.body && 'raw' in parts.body) {
    headers['content-type'] = parts.body.contentType;
    payload = parts.body.raw;
  } else if (parts.body) {
    const form = consumesOf(route) === 'application/x-www-form-urlencoded';
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    payload = form ? formOf(parts.body.fields) : JSON.stringify(parts.body.fields);
  }
  return { url: query ? `${path}?${query}` : path, headers, ...(payload === undefined ? {} : { payload }) };
}

/** Random parts: valid-looking fields with one or two made hostile, hostile or plain path values, odd bodies. */
function partsFor(route: Route): fc.Arbitrary<Parts> {
  const path = fc.array(fc.oneof(fc.constant('1'), hostileString, hostileNumber.map(String)), {
    minLength: paramCount(route),
    maxLength: paramCount(route),
  });
  const consumes = consumesOf(route);
  const body: fc.Arbitrary<Parts['body']> = !hasBody(route)
    ? fc.constant(null)
    : consumes === 'multipart/form-data'
      ? fc.constantFrom(...MULTIPART_BODIES)
      : consumes === 'application/x-www-form-urlencoded'
        ? mutated(route.schema.body).map((fields) => ({ fields }))
        : fc.oneof(
            { weight: 4, arbitrary: mutated(route.schema.body).map((fields) => ({ fields })) },
            hostileValue.map((value) => ({
              contentType: 'application/json',
              raw: JSON.stringify(value) ?? 'null',
            })),
            fc.constantFrom(...BROKEN_JSON_BODIES),
          );
  const language = fc.constantFrom('pt-BR', 'en-US', 'xx', '\u0001', 'es-ES;q=abc');
  return fc.record({ path, query: mutated(route.schema.querystring), body, language });
}

/** Values every single field and path parameter is tried with, the others left valid: NUL first of all. */
const SWEEP_VALUES: unknown[] = [
  'a\u0000b',
  '\uD800',
  '0000-01-01',
  '1e10',
  // one past an integer column's largest value, inside JavaScript's safe integers
  2 ** 31,
  2 ** 53 + 2,
  -1,
  'x'.repeat(70_000),
];

/**
 * One request per field (and path parameter) per sweep value, every other field valid and optional ones left out,
 * so the hostile value is the only odd thing about it: the property's first, deterministic examples. A body field
 * that is itself an object (texts per language, a birthday's parts) is swept one level down too.
 */
function sweep(route: Route): Parts[] {
  const path = Array.from({ length: paramCount(route) }, () => '1');
  const queries = shapesOf(route.schema.querystring);
  const bodies =
    hasBody(route) && consumesOf(route) !== 'multipart/form-data' ? shapesOf(route.schema.body) : [];
  const query = queries[0] ? minimalValid(queries[0]) : {};
  const base: Parts = {
    path,
    query,
    body: bodies[0] ? { fields: minimalValid(bodies[0]) } : null,
    language: 'en-US',
  };
  const examples: Parts[] = [];
  for (const value of SWEEP_VALUES) {
    for (let i = 0; i < path.length; i++) {
      examples.push({ ...base, path: path.map((p, j) => (i === j ? asText(value) : p)) });
    }
    for (const key of Object.keys(queries[0] ?? {}))
      examples.push({ ...base, query: { ...query, [key]: value } });
    for (const shape of bodies) {
      const fields = minimalValid(shape);
      for (const key of Object.keys(shape)) {
        examples.push({ ...base, body: { fields: { ...fields, [key]: value } } });
        for (const inner of shapesOf(shape[key]).slice(0, 1)) {
          for (const innerKey of Object.keys(inner)) {
            const nested = { ...minimalValid(inner), [innerKey]: value };
            examples.push({ ...base, body: { fields: { ...fields, [key]: nested } } });
          }
        }
      }
    }
  }
  return examples;
}

type Who = 'anonymous' | 'learner' | 'staff';

/** A new signed-in user: a learner, or a superuser running the programme (past most permission checks). */
async function freshSession(who: Exclude<Who, 'anonymous'>) {
  const user = await buildUser(t.db, {
    superuser: who === 'staff',
    clients: [{ id: clientId, role: who === 'staff' ? 'program_admin' : 'learner' }],
  });
  return login(t.app, user.username, user.password);
}

/** Limits counted in the database are reset between routes, so every route is reached, not just refused. */
async function resetLimits() {
  await t.db.deleteFrom('login_failures').execute();
  await t.db.deleteFrom('rate_events').execute();
}

describe('hostile input on every route', () => {
  it('found the API, and its fingerprint of the database notices a stored row', async () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /o/token/');
    const before = await fingerprint();
    await buildClient(t.db);
    expect(await fingerprint()).not.toBe(before);
  });

  for (const who of ['anonymous', 'learner', 'staff'] as const) {
    it(`never answers 5xx, and stores nothing when it refuses (${who})`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        await resetLimits();
        // a session of its own per route: whatever one route did to its user cannot hide the next route's code
        const session = who === 'anonymous' ? null : await freshSession(who);
        const endsSession = SESSION_ENDING.has(`${route.method} ${route.url}`);
        let baseline = await fingerprint();
        const examples = sweep(route).map((parts): [Parts] => [parts]);
        const result = await fc.check(
          fc.asyncProperty(partsFor(route), async (parts) => {
            const hostile = toRequest(route, parts);
            const token = who !== 'anonymous' && endsSession ? await freshSession(who) : session;
            if (token && endsSession) baseline = await fingerprint();
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: hostile.url,
              headers: { ...hostile.headers, ...(token ? bearer(token) : {}) },
              ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
            });
            const what = `${route.method} ${hostile.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, what).toBeLessThan(500);
            const after = await fingerprint();
            if (response.statusCode >= 400)
              expect(after, `a refused request stored something: ${what}`).toBe(baseline);
            baseline = after;
          }),
          // the sweep's examples run first and count in numRuns: the random runs come on top of them
          { numRuns: examples.length + RUNS_PER_ROUTE, examples },
        );
        // every route is tried; each failure is reported with its seed, so `fc.assert` with it replays it
        if (result.failed) {
          const cause = result.errorInstance instanceof Error ? result.errorInstance.message : '';
          failures.push(`${route.method} ${route.url}: ${fc.defaultReportMessage(result)}\n${cause}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
});
