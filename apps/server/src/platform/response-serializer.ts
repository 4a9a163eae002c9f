import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, encode } from 'zod/v4/core';

/** Turns a handler's answer into what the contract's schema would encode, without checking it. */
type Projection = (value: unknown) => unknown;

const IDENTITY: Projection = (value) => value;

/** The parts of zod's definitions a projection reads (zod 4's `_zod.def`). */
interface Def {
  type: string;
  innerType?: $ZodType;
  element?: $ZodType;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: readonly $ZodType[];
  /** A discriminated union's key. */
  discriminator?: string;
  /** A literal's values. */
  values?: readonly unknown[];
}

/** Types whose valid values zod encodes unchanged. */
const UNCHANGED = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null', 'unknown', 'any']);

const projections = new WeakMap<$ZodType, Projection>();
/** Projections that hand the value to zod: they also decide what a missing value becomes (a default). */
const byZod = new WeakSet<Projection>();

/**
 * What zod's encode makes of a valid value of `schema`, as plain copies: objects keep the keys of their shape, in
 * the shape's order (zod strips the others), arrays, nullables, optionals and string-keyed records follow their
 * parts, and the scalars are unchanged. Anything else (unions of objects, intersections, defaults, pipes,
 * transforms) is encoded by zod itself.
 */
export function projection(schema: $ZodType): Projection {
  const known = projections.get(schema);
  if (known) return known;
  const built = build(schema);
  projections.set(schema, built);
  return built;
}

function build(schema: $ZodType): Projection {
  const def = schema._zod.def as unknown as Def;
  if (UNCHANGED.has(def.type)) return IDENTITY;
  switch (def.type) {
    case 'nullable': {
      const inner = projection(def.innerType as $ZodType);
      return inner === IDENTITY ? IDENTITY : (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = projection(def.innerType as $ZodType);
      return inner === IDENTITY ? IDENTITY : (value) => (value === undefined ? undefined : inner(value));
    }
    case 'readonly':
      return projection(def.innerType as $ZodType);
    case 'array': {
      const element = projection(def.element as $ZodType);
      return (value) => (value as unknown[]).map(element);
    }
    case 'union': {
      if ((def.options ?? []).every((option) => projection(option) === IDENTITY)) return IDENTITY;
      // a discriminated union of objects: the option its key names projects the value
      const byKey = discriminated(def);
      if (!byKey || def.discriminator === undefined) break;
      const key = def.discriminator;
      const viaZod: Projection = (value) => encode(schema, value);
      return (value) => (byKey.get((value as Record<string, unknown>)[key]) ?? viaZod)(value);
    }
    case 'record': {
      if ((def.keyType?._zod.def as Def | undefined)?.type !== 'string') break;
      const item = projection(def.valueType as $ZodType);
      if (item === IDENTITY) return IDENTITY;
      return (value) => {
        const out: Record<string, unknown> = {};
        for (const [key, entry] of Object.entries(value as Record<string, unknown>)) out[key] = item(entry);
        return out;
      };
    }
    case 'object': {
      // a catch-all keeps unknown keys (a loose object) or refuses them (a strict one, so valid values have none)
      if (def.catchall && (def.catchall._zod.def as Def).type !== 'never') break;
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, field]) => [key, projection(field), byZod.has(projection(field))] as const,
      );
      return (value) => {
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, field, always] of fields) {
          const entry = source[key];
          if (entry !== undefined || always) out[key] = field(entry);
        }
        return out;
      };
    }
  }
  const viaZod: Projection = (value) => encode(schema, value);
  byZod.add(viaZod);
  return viaZod;
}

/**
 * A discriminated union's projections by the value of its key, when every option is an object whose key is a
 * literal (the contract's answers and answer keys); undefined otherwise (zod encodes it).
 */
function discriminated(def: Def): Map<unknown, Projection> | undefined {
  const key = def.discriminator;
  if (key === undefined) return undefined;
  const byKey = new Map<unknown, Projection>();
  for (const option of def.options ?? []) {
    const optionDef = option._zod.def as unknown as Def;
    const literal = optionDef.type === 'object' ? optionDef.shape?.[key] : undefined;
    const literalDef = literal?._zod.def as unknown as Def | undefined;
    if (literalDef?.type !== 'literal' || !literalDef.values) return undefined;
    for (const value of literalDef.values) {
      if (byKey.has(value)) return undefined;
      byKey.set(value, projection(option));
    }
  }
  return byKey;
}

/** What a Fastify response schema may be: a zod schema, or one under `properties`. */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * How an answer of `schema` is written. Checking every answer against the schema with zod costs a walk of the
 * whole answer with every check on every request, and a handler's answer only changes shape when its code changes:
 * so in production an answer is projected onto the schema (copies of the declared keys only, so nothing a handler
 * read but the contract does not name ever leaves) and written with JSON.stringify, while in development and tests
 * (`verify`) zod still encodes and checks every answer, and the projection's text must equal zod's, so the whole
 * server suite proves, answer by answer, that production writes exactly what the contract's schemas do.
 */
export function answerWriter(
  schema: $ZodType,
  options: { verify: boolean; method?: string; url?: string; name?: string },
): (data: unknown) => string {
  const project = projection(schema);
  if (!options.verify) return (data) => JSON.stringify(project(data));
  const checked = zodSerializerCompiler({
    schema,
    method: options.method ?? 'GET',
    url: options.url ?? '',
  } as Parameters<typeof zodSerializerCompiler>[0]);
  return (data) => {
    const text = checked(data);
    const projected = JSON.stringify(project(data));
    if (projected !== text) {
      throw new Error(
        `${options.name ?? 'an answer'}: the production serializer wrote ${projected}, zod ${text}`,
      );
    }
    return text;
  };
}

/** Fastify's response serializer: each route's answer is written from its contract schema (route.ts, answerWriter). */
export function responseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) =>
    answerWriter(zodSchemaOf(route.schema), {
      verify: options.verify,
      method: route.method,
      url: route.url,
      name: `${route.method} ${route.url} ${route.httpStatus}`,
    });
}

declare const writtenOf: unique symbol;

/**
 * An answer already written as the JSON its route's schema makes of it (`answerWriter`), kept so by a per-instance
 * cache: the route sends the text as it is (route.ts `sendWritten`) instead of projecting and writing it again.
 */
export interface WrittenAnswer<T> {
  readonly json: string;
  /** Types only: the answer the text was written from. */
  readonly [writtenOf]?: T;
}
