import type { ServiceContext } from '../../context.ts';
import { fileStoreFor, removeFiles } from '../storage.ts';
import { abandonObject, chunkFiles } from './complete.ts';

/** An upload not completed this long after it began is abandoned: its chunks go (an uploader resumes within a day). */
export const ABANDONED_UPLOAD_HOURS = 24;
/** Uploads dropped per housekeeping round, so one round stays short. */
const BATCH = 200;

/**
 * Hourly housekeeping (app.ts): uploads of any purpose never completed, with their chunk files (on object storage
 * their multipart uploads), a day after they began. Rows go first (in one statement each), then the files; a file
 * that cannot be removed is reported through the housekeeping's log.
 */
export async function purgeAbandonedUploads(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_HOURS * 3_600_000);
  const stale = await ctx.db
    .selectFrom('learning_uploads')
    .select(['id', 'object_key', 'storage_upload_id'])
    .where('file_key', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (stale.length === 0) return 0;
  const ids = stale.map((row) => row.id);
  const chunks = await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('learning_upload_chunks')
      .where('upload_id', 'in', ids)
      .returning('file_key')
      .execute();
    await trx.deleteFrom('learning_uploads').where('id', 'in', ids).where('file_key', 'is', null).execute();
    return removed;
  });
  const failed: string[] = [];
  const store = fileStoreFor(ctx);
  const log = { warn: (detail: object) => failed.push(String((detail as { key?: unknown }).key)) };
  await removeFiles(store, chunkFiles(chunks), log);
  // on object storage: each upload's multipart upload (its parts) dropped in the store
  for (const upload of stale) await abandonObject(store, upload, log);
  if (failed.length > 0) throw new Error(`abandoned upload chunks not removed: ${failed.join(', ')}`);
  return ids.length;
}
