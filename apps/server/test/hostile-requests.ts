import fc from 'fast-check';
import type { z } from 'zod';
import { TEST_APP } from './harness.ts';

/**
 * Hostile requests for any route, from its own schemas: a deterministic sweep that makes each field (and path
 * parameter) hostile in turn with the rest valid, and random requests with one or two fields made hostile, odd
 * path values and bodies that do not parse. Used by `hostile-input.test.ts`.
 */

export interface Route {
  method: string;
  url: string;
  schema: {
    body?: z.ZodType;
    querystring?: z.ZodType;
    consumes?: string[];
  };
}

/** Values the generated requests use where a real row helps them get further: set by the test from its data. */
export const known = { clientId: 1, learnerName: 'learner' };

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
export function plausible(schema: unknown, name = ''): fc.Arbitrary<unknown> {
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
      return fc.constantFrom(1, known.clientId);
    case 'string': {
      if (KNOWN_TEXT[name]) return fc.constant(KNOWN_TEXT[name]);
      if (def.format === 'date') return fc.constant('2026-11-21');
      if (def.format === 'datetime') return fc.constant('2026-11-21T12:00:00Z');
      if (def.format === 'email') return fc.constant('someone@example.test');
      if (def.format === 'url') return fc.constant('https://example.test/a');
      if (def.format === 'uuid') return fc.uuid();
      return fc.constantFrom('abc', 'Secret@123', known.learnerName);
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

export interface HostileRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request in parts: path parameter values, query fields, a body (fields, or raw bytes) and a language. */
export interface Parts {
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

export function toRequest(route: Route, parts: Parts): HostileRequest {
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
export function partsFor(route: Route): fc.Arbitrary<Parts> {
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
export function sweep(route: Route): Parts[] {
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
