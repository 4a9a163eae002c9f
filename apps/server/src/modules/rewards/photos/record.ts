import type { Trx } from '../../../db/transaction.ts';
import { recordStoredFile } from '../../../platform/storage.ts';
import { postEntry } from '../../points/index.ts';
import { recordPhotoSignals } from '../audit/signals.ts';
import { PHOTO_DISPLAY_CONTENT_TYPE, type ProcessedPhoto } from './image.ts';
import * as q from './queries.ts';

export interface PhotoToRecord {
  clientId: number;
  campaignId: number;
  userId: number;
  storeId: number;
  photoTypeId: number;
  /** The photo type's points-table rule: the photo is posted by it. */
  ruleCode: string;
  weekStart: string;
  /** The stored original (auditors only) and its size; the stored display image. */
  originalKey: string;
  originalSize: number;
  displayKey: string;
  image: ProcessedPhoto;
  idempotencyKey: string;
  now: Date;
}

/**
 * Records a store photo in the caller's transaction: its two files (`stored_files`, the user's), the photo, and its
 * points posted at once under audit through the ledger by the type's rule (SPEC §4), the entry kept on the photo.
 * Its fraud signals are computed and stored with it (`recordSaleSignals`' sibling for photos).
 * Undefined when the week's slot (or the Idempotency-Key) is taken: nothing is posted, and the caller rolls back.
 */
export async function recordPhoto(
  trx: Trx,
  photo: PhotoToRecord,
): Promise<{ id: number; entryId: number } | undefined> {
  await recordStoredFile(trx, {
    key: photo.originalKey,
    ownerUserId: photo.userId,
    purpose: q.PHOTO_ORIGINAL_PURPOSE,
    contentType: photo.image.originalType,
    size: photo.originalSize,
  });
  await recordStoredFile(trx, {
    key: photo.displayKey,
    ownerUserId: photo.userId,
    purpose: q.PHOTO_DISPLAY_PURPOSE,
    contentType: PHOTO_DISPLAY_CONTENT_TYPE,
    size: photo.image.display.length,
  });
  const id = await q.insertPhoto(trx, {
    clientId: photo.clientId,
    campaignId: photo.campaignId,
    userId: photo.userId,
    storeId: photo.storeId,
    photoTypeId: photo.photoTypeId,
    weekStart: photo.weekStart,
    originalKey: photo.originalKey,
    displayKey: photo.displayKey,
    dhash: photo.image.dhash,
    sha256: photo.image.sha256,
    idempotencyKey: photo.idempotencyKey,
    now: photo.now,
  });
  if (id === undefined) return undefined;
  const posting = await postEntry(
    trx,
    {
      clientId: photo.clientId,
      userId: photo.userId,
      programme: 'rewards',
      campaignId: photo.campaignId,
      kind: 'photo',
      rule: { code: photo.ruleCode, quantity: 1 },
      status: 'under_audit',
      sourceType: 'photo',
      sourceId: String(id),
      idempotencyKey: `photo:${id}`,
    },
    photo.now,
  );
  await q.creditPhoto(trx, id, posting.entry.amount, posting.entry.id);
  await recordPhotoSignals(trx, {
    id,
    clientId: photo.clientId,
    userId: photo.userId,
    sha256: photo.image.sha256,
    dhash: photo.image.dhash,
    now: photo.now,
  });
  return { id, entryId: posting.entry.id };
}
