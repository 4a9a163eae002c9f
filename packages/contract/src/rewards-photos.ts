import { PHOTO_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf, queryId } from './common.ts';

/** Largest store photo accepted (phone cameras included). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** A photo type of a campaign (SPEC §3 Photo upload), priced by its points-table rule (fixed during the campaign). */
export const PhotoType = Named.extend({
  base_points: z.number().int().describe('the photo type’s fixed value (its points-table rule)'),
  points: z
    .number()
    .int()
    .describe('the points one photo earns this user: base points × their level multiplier, rounded up'),
});
export type PhotoType = z.infer<typeof PhotoType>;

/** A registered store of the user and its photo week (SPEC §5 Photos: one per type per store per week). */
export const PhotoStore = Named.extend({
  chain: Named,
  time_zone: z.string().describe('IANA zone of the store: the week resets at midnight there'),
  week_start: z.string().describe('first day (yyyy-mm-dd) of the current photo week in the store zone'),
  resets_at: z.string().describe('the instant (ISO 8601) the next week begins: the allowance resets'),
  sent_type_ids: z
    .array(z.number().int())
    .describe('the photo types already sent for this store this week (no more until the reset)'),
});
export type PhotoStore = z.infer<typeof PhotoStore>;

/** GET /api/v1/rewards/campaigns/:id/photo-form: what the photo form of a campaign needs. */
export const PhotoForm = z.object({
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    begin_date: z.string().describe('first day, yyyy-mm-dd, in the store zone'),
    end_date: z.string().describe('last day, yyyy-mm-dd, in the store zone'),
  }),
  reset_day: z
    .number()
    .int()
    .min(0)
    .max(6)
    .describe('the weekday the allowance resets on: 0 Sunday … 6 Saturday'),
  level: z.string().describe('the user’s programme level in the campaign'),
  multiplier: z.number().describe('the level multiplier applied to each photo type’s fixed value'),
  photo_types: z.array(PhotoType).describe('the campaign’s photo types with their points'),
  stores: z.array(PhotoStore).describe('the stores the user registered with, each with its week'),
});
export type PhotoForm = z.infer<typeof PhotoForm>;

/**
 * POST /api/v1/rewards/campaigns/:id/photos, multipart: the fields `store_id` and `photo_type_id` then one `file`
 * part (an image by its content), with an `Idempotency-Key` header (a retry answers the first photo).
 */
export const PhotoUploadFields = z.object({
  store_id: queryId().describe('a store the user registered with for the campaign'),
  photo_type_id: queryId().describe('a photo type of the campaign'),
});
export type PhotoUploadFields = z.infer<typeof PhotoUploadFields>;

/** A store photo as its owner sees it. */
export const Photo = z.object({
  id: z.number().int(),
  campaign: Named,
  store: Named,
  photo_type: Named,
  week_start: z
    .string()
    .describe('first day (yyyy-mm-dd) of the photo week it counts for, in the store zone'),
  status: z.enum(PHOTO_STATUSES).describe('SPEC §4: credited at once under audit, then approved or reproved'),
  reason: z.string().nullable().describe('why it was reproved'),
  points: z.number().int().describe('points credited for the photo (reversed when reproved)'),
  image_url: z.string().describe('signed URL of the display image (re-encoded, without metadata)'),
  created_at: z.string(),
});
export type Photo = z.infer<typeof Photo>;

export const PhotosQuery = PageQuery.extend({
  campaign_id: queryId().optional().describe('only the photos of this campaign'),
});
export type PhotosQuery = z.infer<typeof PhotosQuery>;

/** GET /api/v1/rewards/photos: the user's photos in the selected client, newest first. */
export const PhotoPage = pageOf(Photo);
export type PhotoPage = z.infer<typeof PhotoPage>;
