import * as contract from '@elevar/contract';
import {
  DATE_MAX,
  DATE_MIN,
  INT4_MAX,
  id,
  isoDate,
  isoDateTime,
  PageQuery,
  positiveInt,
  queryId,
  querySmallId,
  smallId,
} from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The contract's shared builders every request number and date goes through: a value its column cannot hold is
 * refused by the schema, so it is a 400 before any query runs. Pure schema checks, no server.
 */

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('ids and counts', () => {
  it('bounds a bigint row id at the safe integers', () => {
    for (const value of [1, 42, Number.MAX_SAFE_INTEGER])
      expect(accepts(id(), value), String(value)).toBe(true);
    for (const value of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, '1'])
      expect(accepts(id(), value), String(value)).toBe(false);
  });

  it('bounds ids and whole numbers of integer columns at 2^31 - 1', () => {
    for (const schema of [smallId(), positiveInt()]) {
      expect(accepts(schema, INT4_MAX)).toBe(true);
      expect(accepts(schema, INT4_MAX + 1)).toBe(false);
      expect(accepts(schema, 0)).toBe(false);
    }
    expect(INT4_MAX).toBe(2 ** 31 - 1);
  });

  it('reads the same bounds from a query string or a path', () => {
    expect(queryId().parse('42')).toBe(42);
    expect(queryId().parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const value of ['9007199254740993', '99999999999999999999', '1e300', 'abc', '', '0', '-1', '1.5'])
      expect(accepts(queryId(), value), value).toBe(false);
    expect(querySmallId().parse('2147483647')).toBe(INT4_MAX);
    for (const value of ['2147483648', '1e10']) expect(accepts(querySmallId(), value), value).toBe(false);
  });

  it('pages within an integer and at most 100 per page', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(accepts(PageQuery, { page: String(INT4_MAX) })).toBe(true);
    expect(accepts(PageQuery, { page: '2147483648' })).toBe(false);
    expect(accepts(PageQuery, { page_size: '101' })).toBe(false);
  });
});

describe('dates', () => {
  it(`takes calendar days from ${DATE_MIN} to ${DATE_MAX}, and says so in the API document`, () => {
    for (const value of [DATE_MIN, '2026-11-21', DATE_MAX])
      expect(accepts(isoDate(), value), value).toBe(true);
    for (const value of ['1899-12-31', '3000-01-01', '0000-01-01', '99999-12-31', '2026-02-30', '2026-1-1'])
      expect(accepts(isoDate(), value), value).toBe(false);
    expect(isoDate().description).toContain(`${DATE_MIN} and ${DATE_MAX}`);
  });

  it('takes instants on those days in UTC, whatever their offset', () => {
    for (const value of ['2026-11-21T12:00:00Z', '1900-01-01T00:00:00Z', '2999-12-31T20:00:00-03:00'])
      expect(accepts(isoDateTime(), value), value).toBe(true);
    for (const value of [
      '0001-01-01T00:00:00Z',
      '2999-12-31T23:00:00-03:00',
      '1900-01-01T00:30:00+01:00',
      '2026-11-21T12:00:00',
      'not a date',
    ])
      expect(accepts(isoDateTime(), value), value).toBe(false);
    expect(isoDateTime().description).toContain(`${DATE_MIN} and ${DATE_MAX}`);
  });
});

/** Fields named after a row of an `integer` column (countries, languages): bounded at INT4_MAX wherever sent. */
const INTEGER_COLUMN_IDS = new Set(['country_id', 'language_id']);

/**
 * Numbers a request may send without a bound in its schema, because a domain rule reads them and never passes them
 * to a query as they are: registration field values (text, or an id bounded by the registration service) and a
 * birthday's parts (`validateBirthday`).
 */
const FREE_NUMBERS = new Set([
  'RegisterRequest /fields/*',
  'UpdateProfileRequest /birthday/year',
  'UpdateProfileRequest /birthday/month',
  'UpdateProfileRequest /birthday/day',
]);

type JsonSchema = Record<string, unknown>;

/** Every number a request schema takes, by its property path, with the largest value it accepts. */
function numbersOf(node: unknown, path: string, found: { path: string; maximum: number | undefined }[]) {
  if (node === null || typeof node !== 'object') return found;
  const schema = node as JsonSchema;
  const types = [schema.type].flat();
  if (types.includes('number') || types.includes('integer')) {
    const integer = types.includes('integer') && !types.includes('number');
    const maximum = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
    found.push({ path, maximum: integer ? (maximum ?? Number.POSITIVE_INFINITY) : maximum });
  }
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'properties') {
      for (const [name, property] of Object.entries(child as JsonSchema))
        numbersOf(property, `${path}/${name}`, found);
    } else if (key === 'additionalProperties') numbersOf(child, `${path}/*`, found);
    else if (key !== 'type') numbersOf(child, path, found);
  }
  return found;
}

/** Schemas named like a request that describe a response. */
const RESPONSES = new Set(['LoginParams']);

describe('every request schema of the contract', () => {
  const requests = Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] =>
      /(Request|Query|Params|Filter)$/.test(entry[0]) &&
      !RESPONSES.has(entry[0]) &&
      entry[1] instanceof z.ZodType,
  );

  it('bounds every number it takes: by its column for ids of integer columns, else by the safe integers', () => {
    expect(requests.length).toBeGreaterThan(30);
    const unbounded: string[] = [];
    for (const [name, schema] of requests) {
      for (const { path, maximum } of numbersOf(z.toJSONSchema(schema, { io: 'input' }), '', [])) {
        if (FREE_NUMBERS.has(`${name} ${path}`)) continue;
        const field = path.split('/').at(-1) ?? '';
        const limit = INTEGER_COLUMN_IDS.has(field) ? INT4_MAX : Number.MAX_SAFE_INTEGER;
        if (maximum === undefined || maximum > limit) unbounded.push(`${name} ${path} (max ${maximum})`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
