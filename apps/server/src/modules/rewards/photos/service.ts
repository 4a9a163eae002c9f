import type { Photo, PhotoForm, PhotoPage, PhotosQuery, PhotoUploadFields } from '@elevar/contract';
import {
  campaignPhase,
  errorMessage,
  type LanguageCode,
  levelMultiplier,
  localized,
  photoSenderProblem,
  photoWeek,
  saleLinePoints,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { fileStoreFor, removeFiles, signedFileUrl } from '../../../platform/storage.ts';
import { currentLevel } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer } from '../access.ts';
import { queueChanged } from '../audit/queue-counts.ts';
import { campaignsOf } from '../campaigns/queries.ts';
import { idByIdempotencyKey } from '../queries.ts';
import { registeredStores, type StoreRow } from '../sales/queries.ts';
import { processPhoto } from './image.ts';
import * as q from './queries.ts';
import { recordPhoto } from './record.ts';

/**
 * Store photos of the rewards programme (SPEC §2 upload-photos, §3 Photo upload, §4 photo points, §5 Photos, §8).
 * Who sends: the `upload_photos` module's predicate (retail roles, both country groups) and a partner account
 * (rewards access), registered for the campaign and not blocked from the programme (`photoSenderProblem`).
 */
function photosViewer(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<RewardsViewer> {
  return rewardsViewer(ctx, auth, language, 'upload_photos');
}

const fieldError = (
  code: Parameters<typeof errorMessage>[0],
  status: number,
  field: string,
  language: LanguageCode,
) => new AppError(code, status, [{ field, message: errorMessage(code, language) }]);

/** The campaign (of the user's client, running in their country) the user registered for; else 404 / 403. */
async function photoCampaign(ctx: ServiceContext, viewer: RewardsViewer, campaignId: number) {
  const [campaign] = await campaignsOf(ctx.db, viewer, campaignId);
  if (!campaign) throw notFound();
  const problem = photoSenderProblem({ registered: campaign.registered, blocked: viewer.blocked });
  if (problem) throw new AppError(problem, 403);
  return campaign;
}

const zoneOf = (store: StoreRow, fallback: string) => store.time_zone ?? fallback;

/** GET /api/v1/rewards/campaigns/:id/photo-form: photo types with points, the user's stores and their week. */
export async function photoForm(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  language: LanguageCode,
): Promise<PhotoForm> {
  const viewer = await photosViewer(ctx, auth, language);
  const campaign = await photoCampaign(ctx, viewer, campaignId);
  const [types, stores, day, level] = await Promise.all([
    q.photoTypes(ctx.db, viewer.clientId, campaignId),
    registeredStores(ctx.db, viewer.clientId, campaignId, viewer.userId),
    q.resetDay(ctx.db, campaignId),
    currentLevel(ctx.db, { clientId: viewer.clientId, userId: viewer.userId, campaignId }),
  ]);
  const now = ctx.clock.now();
  const weeks = stores.map((s) => photoWeek(now, zoneOf(s, campaign.time_zone), day));
  const since = weeks.map((w) => w.start).sort()[0] ?? '';
  const sent = await q.sentSince(
    ctx.db,
    campaignId,
    stores.map((s) => s.id),
    since,
  );
  const multiplier = levelMultiplier(level);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      begin_date: campaign.begin_date,
      end_date: campaign.end_date,
    },
    reset_day: day,
    level,
    multiplier,
    photo_types: types.map((t) => ({
      id: t.id,
      name: localized(t.names, language, t.name),
      base_points: t.base_points,
      points: saleLinePoints(t.base_points, 1, multiplier),
    })),
    stores: stores.map((s, i) => {
      const week = weeks[i] ?? photoWeek(now, zoneOf(s, campaign.time_zone), day);
      return {
        id: s.id,
        name: localized(s.names, language, s.name),
        chain: { id: s.chain_id, name: s.chain_name },
        time_zone: zoneOf(s, campaign.time_zone),
        week_start: week.start,
        resets_at: week.resetsAt.toISOString(),
        sent_type_ids: sent
          .filter((row) => row.branch_id === s.id && row.week_start === week.start)
          .map((row) => row.photo_type_id),
      };
    }),
  };
}

/** A photo as its owner sees it (the audit queue adds to it). */
export function toPhoto(row: q.PhotoRow, language: LanguageCode, secret: string): Photo {
  return {
    id: row.id,
    campaign: { id: row.campaign_id, name: row.campaign_name },
    store: { id: row.store_id, name: localized(row.store_names, language, row.store_name) },
    photo_type: { id: row.type_id, name: localized(row.type_names, language, row.type_name) },
    week_start: row.week_start,
    status: row.status,
    reason: row.reason,
    points: row.points,
    image_url: signedFileUrl(row.display_key, secret),
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function photoOf(ctx: ServiceContext, viewer: RewardsViewer, photoId: number): Promise<Photo> {
  const { rows } = await q.photoPage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId },
    { page: 1, pageSize: 1, photoId },
  );
  const [row] = rows;
  if (!row) throw notFound();
  return toPhoto(row, viewer.language, ctx.secret);
}

export interface SentPhoto {
  photo: Photo;
  /** Whether this call stored it (201), or the Idempotency-Key answered the first (200). */
  created: boolean;
}

/** The photo slot is taken this week: no row was inserted, and the transaction's file rows roll back. */
class SlotTaken extends Error {}

/**
 * POST /api/v1/rewards/campaigns/:id/photos (multipart) with `Idempotency-Key`: a retry answers the first photo.
 * Refused to a user blocked for activity against the rules or not registered (403); outside the campaign in the
 * store's zone (409 `rewards.photo_campaign_closed`); a store not among the user's registered ones (422
 * `rewards.store_not_participating`), a type not of the campaign (422), a file that is not an image by its content
 * (422 `rewards.photo_invalid`); a store that already has a photo of the type this week: 409
 * `rewards.photo_already_sent` ("already sent this week"), whatever the concurrency (the unique key keeps the
 * first). The original is kept for auditors; the display image is re-encoded without metadata; the photo's points
 * go through the ledger by the type's rule, under audit (SPEC §4), in the photo's transaction.
 */
export async function sendPhoto(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  fields: PhotoUploadFields,
  bytes: Buffer,
  idempotencyKey: string,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<SentPhoto> {
  const viewer = await photosViewer(ctx, auth, language);
  const earlier = await idByIdempotencyKey(ctx.db, 'photo_uploads', viewer, idempotencyKey);
  if (earlier !== undefined) return { photo: await photoOf(ctx, viewer, earlier), created: false };
  const campaign = await photoCampaign(ctx, viewer, campaignId);
  const [stores, types, day] = await Promise.all([
    registeredStores(ctx.db, viewer.clientId, campaignId, viewer.userId),
    q.photoTypes(ctx.db, viewer.clientId, campaignId),
    q.resetDay(ctx.db, campaignId),
  ]);
  const store = stores.find((s) => s.id === fields.store_id);
  if (!store) throw fieldError('rewards.store_not_participating', 422, 'store_id', language);
  const type = types.find((t) => t.id === fields.photo_type_id);
  if (!type) throw fieldError('rewards.photo_type_not_in_campaign', 422, 'photo_type_id', language);
  const now = ctx.clock.now();
  const zone = zoneOf(store, campaign.time_zone);
  if (campaignPhase(campaign, now, zone) !== 'active')
    throw new AppError('rewards.photo_campaign_closed', 409);
  const week = photoWeek(now, zone, day);
  const alreadySent = () => fieldError('rewards.photo_already_sent', 409, 'photo_type_id', language);
  if (
    (await q.sentSince(ctx.db, campaignId, [store.id], week.start)).some((r) => r.photo_type_id === type.id)
  )
    throw alreadySent();

  const image = await processPhoto(bytes, () => fieldError('rewards.photo_invalid', 422, 'file', language));
  const files = fileStoreFor(ctx);
  const originalKey = await files.write(bytes);
  const displayKey = await files.write(image.display);
  let photoId: number;
  try {
    photoId = await inTransaction(ctx.db, async (trx) => {
      const recorded = await recordPhoto(trx, {
        clientId: viewer.clientId,
        campaignId,
        userId: viewer.userId,
        storeId: store.id,
        photoTypeId: type.id,
        ruleCode: type.rule_code,
        weekStart: week.start,
        originalKey,
        originalSize: bytes.length,
        displayKey,
        image,
        idempotencyKey,
        now,
      });
      if (recorded === undefined) throw new SlotTaken();
      return recorded.id;
    });
  } catch (error) {
    await removeFiles(files, [originalKey, displayKey], log);
    if (!(error instanceof SlotTaken)) throw error;
    // a racing upload with the same key won: answer its photo; otherwise the week's slot was taken
    const winner = await idByIdempotencyKey(ctx.db, 'photo_uploads', viewer, idempotencyKey);
    if (winner !== undefined) return { photo: await photoOf(ctx, viewer, winner), created: false };
    throw alreadySent();
  }
  queueChanged(ctx, viewer.clientId);
  return { photo: await photoOf(ctx, viewer, photoId), created: true };
}

/** GET /api/v1/rewards/photos: the user's photos in the selected client, newest first, with status and points. */
export async function listPhotos(
  ctx: ServiceContext,
  auth: AuthContext,
  query: PhotosQuery,
  language: LanguageCode,
): Promise<PhotoPage> {
  const viewer = await photosViewer(ctx, auth, language);
  const { rows, count } = await q.photoPage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId },
    { campaignId: query.campaign_id, page: query.page, pageSize: query.page_size },
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toPhoto(row, language, ctx.secret)),
  };
}
