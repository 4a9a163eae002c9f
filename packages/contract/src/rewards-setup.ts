import { z } from 'zod';
import { id, isoDate, PageQuery, pageOf, smallId, TranslatedText } from './common.ts';

/*
 * The programme administrator's campaign set-up (issue 13, operator screens; docs/rewards.md "Operator screens"):
 * campaigns with their countries, eligible stores and agencies, product catalogue and photo types with their points,
 * photo reset day; stores imported from CSV with a preview.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
/** A fixed point value per unit (a points-table rule's `base_points`). */
const points = () => z.number().int().min(1).max(1_000_000);

export const SetupProduct = z.object({
  id: id().nullable().describe('The product, or null for a new one'),
  product_type: text(80),
  brand: text(80),
  processor: text(80),
  generation: text(80),
  form_factor: text(80),
  sku: text(64),
  base_points: points().describe('Points per unit before the level multiplier'),
});
export type SetupProduct = z.infer<typeof SetupProduct>;

export const SetupPhotoType = z.object({
  id: id().nullable().describe('The photo type, or null for a new one'),
  names: TranslatedText.describe('Its name in all four languages (the seller’s photo form shows theirs)'),
  base_points: points(),
});
export type SetupPhotoType = z.infer<typeof SetupPhotoType>;

export const SetupCampaignInput = z.object({
  name: text(120),
  begin_date: isoDate().describe('First day, read in each store’s zone'),
  end_date: isoDate().describe('Last day, read in each store’s zone'),
  photo_reset_day: z.number().int().min(0).max(6).describe('0 Sunday … 6 Saturday'),
  country_ids: z.array(smallId()).max(50),
  area_ids: z
    .array(id())
    .max(200)
    .default([])
    .describe(
      'SPEC §9: the group 1 areas of its group 1 countries that alone report sales there (the part of Canada it ' +
        'names); a country none of whose areas is named is group 1 whole',
    ),
  store_ids: z.array(id()).max(5000),
  agency_ids: z.array(id()).max(500),
  products: z
    .array(SetupProduct)
    .max(500)
    .describe('Frozen once the campaign begins (409 rewards.catalogue_frozen)'),
  photo_types: z.array(SetupPhotoType).max(50).describe('Frozen once the campaign begins'),
});
export type SetupCampaignInput = z.input<typeof SetupCampaignInput>;

const SetupPhase = z.enum(['upcoming', 'active', 'previous']);

export const SetupCampaign = SetupCampaignInput.extend({
  id: z.number().int(),
  phase: SetupPhase.describe('By the UTC day, as the ledger’s freeze'),
  has_begun: z.boolean().describe('The catalogue, photo types and begin date are frozen'),
});
export type SetupCampaign = z.infer<typeof SetupCampaign>;

export const SetupCampaignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  begin_date: z.string(),
  end_date: z.string(),
  phase: SetupPhase,
  has_begun: z.boolean(),
  countries: z.array(z.string()).describe('Country codes'),
  stores: z.number().int(),
  products: z.number().int(),
  photo_types: z.number().int(),
});
export type SetupCampaignSummary = z.infer<typeof SetupCampaignSummary>;
export const SetupCampaignPage = pageOf(SetupCampaignSummary);
export type SetupCampaignPage = z.infer<typeof SetupCampaignPage>;
export const SetupCampaignQuery = PageQuery;

const active = () => z.boolean().describe('false: deactivated, not offered for new choices');

/**
 * What a campaign may choose from: the client's countries, the group 1 areas of its group 1 countries, stores (with
 * chain, country, zone) and agencies with their brands; names in the request's language.
 */
export const SetupOptions = z.object({
  countries: z.array(z.object({ id: z.number().int(), code: z.string() })),
  areas: z.array(z.object({ id: z.number().int(), country_id: z.number().int(), name: z.string() })),
  chains: z.array(z.object({ id: z.number().int(), name: z.string(), active: active() })),
  stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      chain_id: z.number().int().nullable(),
      country_id: z.number().int().nullable(),
      time_zone: z.string().nullable(),
    }),
  ),
  agencies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      active: active(),
      brands: z.array(z.object({ id: z.number().int(), name: z.string(), active: active() })),
    }),
  ),
});
export type SetupOptions = z.infer<typeof SetupOptions>;

/**
 * Stores from CSV: a header row naming `name`, `registration_number`, `chain`, `country` (ISO code of one of the
 * client's countries) and `time_zone` (IANA); comma or semicolon separated, quotes as RFC 4180. A store is found by
 * its registration number's digits: a known one is updated, else created; an unknown chain is created. Nothing is
 * written until `confirm` is true and every row is valid.
 */
export const STORE_CSV_MAX_LENGTH = 1_000_000;
export const STORE_CSV_MAX_ROWS = 2000;
export const StoreImportRequest = z.object({
  csv: z.string().min(1).max(STORE_CSV_MAX_LENGTH).describe('The CSV text, header row first'),
  confirm: z
    .boolean()
    .default(false)
    .describe('false: only the preview; true: write the rows when all are valid'),
});
export type StoreImportRequest = z.input<typeof StoreImportRequest>;

export const StoreImportRow = z.object({
  line: z.number().int().describe('The line in the file, the header being 1'),
  name: z.string(),
  registration_number: z.string(),
  action: z.enum(['create', 'update']).nullable().describe('What confirming does with a valid row'),
  errors: z.array(
    z.object({
      column: z.string(),
      code: z.enum([
        'required',
        'too_long',
        'bad_registration',
        'unknown_country',
        'bad_time_zone',
        'duplicate',
      ]),
    }),
  ),
});
export type StoreImportRow = z.infer<typeof StoreImportRow>;
export const StoreImportPreview = z.object({
  rows: z.array(StoreImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  header_error: z.enum(['missing_columns', 'empty', 'too_many_rows']).nullable(),
  imported: z.number().int().describe('Stores written: 0 unless confirmed with every row valid'),
});
export type StoreImportPreview = z.infer<typeof StoreImportPreview>;

/**
 * The programme's participants (users of the client with a partner account), for blocking a user from the programme
 * for activity against the rules (SPEC §8 Campaign access).
 */
export const ParticipantQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional().describe('Part of the name or username'),
  blocked: z.enum(['true', 'false']).optional().describe('Only the blocked, or only the others'),
});
export type ParticipantQuery = z.input<typeof ParticipantQuery>;
export const Participant = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  country_code: z.string().nullable(),
  blocked_at: z.string().nullable().describe('When the user was blocked from the programme, or null'),
});
export type Participant = z.infer<typeof Participant>;
export const ParticipantPage = pageOf(Participant);
export type ParticipantPage = z.infer<typeof ParticipantPage>;
