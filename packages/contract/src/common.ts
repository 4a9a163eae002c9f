import { FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { z } from 'zod';

/** The one error envelope every endpoint answers with (ARCHITECTURE §5), but the OAuth ones (`OAuthError`). */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const LanguageRef = z.object({ id: z.number().int(), code: z.string() });
export type LanguageRef = z.infer<typeof LanguageRef>;

/** The largest value a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/*
 * Numbers in requests are bounded by the column they reach, so a value out of range is a 400 before any query
 * runs. Ids of `bigint` columns stop at JavaScript's safe integers (inside `bigint`); ids of `integer` columns
 * (countries, languages) and every other integer that is stored (versions, counts, thresholds) stop at INT4_MAX.
 * The `query*` forms read the same from a query string or a path.
 */
/** A row id (a `bigint` column). */
export const id = () => z.number().int().min(1);
/** A row id of an `integer` column (countries, languages). */
export const smallId = () => z.number().int().min(1).max(INT4_MAX);
/** A positive whole number stored in an `integer` column (a version, a threshold). */
export const positiveInt = () => z.number().int().min(1).max(INT4_MAX);
export const queryId = () => z.coerce.number().int().min(1);
export const querySmallId = () => z.coerce.number().int().min(1).max(INT4_MAX);

/** The dates requests may name: wide enough for any real record, narrow enough for every database and clock. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';
const DATE_RANGE = `between ${DATE_MIN} and ${DATE_MAX}`;

/** A calendar day, yyyy-mm-dd, between DATE_MIN and DATE_MAX. */
export const isoDate = () =>
  z.iso
    .date()
    .refine((value) => value >= DATE_MIN && value <= DATE_MAX, { message: `a date ${DATE_RANGE}` })
    .describe(`yyyy-mm-dd, ${DATE_RANGE}`);

/** An instant with its offset (ISO 8601), on a day between DATE_MIN and DATE_MAX (UTC). */
export const isoDateTime = () =>
  z.iso
    .datetime({ offset: true })
    .refine(
      (value) => {
        // zod runs refinements on a value the format already refused: leave that one to the format's issue
        const time = Date.parse(value);
        if (Number.isNaN(time)) return true;
        const day = new Date(time).toISOString().slice(0, 10);
        return day >= DATE_MIN && day <= DATE_MAX;
      },
      { message: `an instant ${DATE_RANGE}` },
    )
    .describe(`ISO 8601 date-time with offset, ${DATE_RANGE}`);

/**
 * A text a client writes for its own lists (a branch's name, a register field's label, later a course's title), in
 * each of the four languages: every language is required, each a non-empty free text (SPEC §9: 256 characters), so
 * a screen never falls back to another language. Read in a language with the domain's `localized`.
 */
export const TranslatedText = z.strictObject(
  Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH)]),
  ) as Record<LanguageCode, z.ZodString>,
);
export type TranslatedText = z.infer<typeof TranslatedText>;

export const IdParam = z.object({ id: queryId() });

/** Pagination query shared by every list endpoint (max 100 per page). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

export const OkResponse = z.object({ ok: z.literal(true) });
