import type { ErrorCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { fileStoreFor } from '../../../platform/storage.ts';
import type { AuthorScope } from './policy.ts';

/**
 * What importing a package (SCORM, html) into an activity shares: the author's own completed upload of kind
 * `package`, found in the file store, and, in the import's transaction, the course touched and the change audited.
 */

/**
 * The author's completed `package` upload; 404 when not theirs, `notAPackage` (422) otherwise. `withZip` runs an
 * import with the zip at a local path (the store's own file, or a copy of the object), `notAPackage` when it is gone.
 */
export async function uploadedPackage(
  ctx: ServiceContext,
  scope: AuthorScope,
  uploadId: number,
  notAPackage: ErrorCode,
) {
  const upload = await ctx.db
    .selectFrom('learning_uploads')
    .select(['id', 'kind', 'file_key'])
    .where('id', '=', uploadId)
    .where('purpose', '=', 'learning_media')
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', scope.actorId)
    .executeTakeFirst();
  if (!upload) throw notFound();
  if (upload.kind !== 'package' || !upload.file_key) throw new AppError(notAPackage, 422);
  const store = fileStoreFor(ctx);
  const key = upload.file_key;
  return {
    uploadId: upload.id,
    store,
    async withZip<T>(work: (file: string, zipBytes: number) => Promise<T>): Promise<T> {
      const done = await store.withLocalFile(key, async (file, size) => ({ value: await work(file, size) }));
      if (!done) throw new AppError(notAPackage, 422);
      return done.value;
    },
  };
}

/** Run in the import's transaction: the course's `updated_at` and one audit event naming the package field. */
export function packageImported(
  scope: AuthorScope,
  activity: { id: number; course_id: number },
  field: 'scorm_package' | 'html_package',
  now: Date,
) {
  return async (trx: Trx) => {
    await trx.updateTable('courses').set({ updated_at: now }).where('id', '=', activity.course_id).execute();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.activity.updated',
      entity: 'activity',
      entityId: activity.id,
      fields: [field],
      at: now,
    });
  };
}
