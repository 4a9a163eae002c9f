import type { UploadStatus } from '@elevar/contract';
import type { ServiceContext } from '../../context.ts';
import type { UploadPurposeName } from '../../db/migrations/20261206T1000_upload_purposes.ts';
import type { Trx } from '../../db/transaction.ts';
import { signedFileUrl } from '../storage.ts';
import type { UploadScope } from './purpose.ts';

/** An upload's row and its chunks' status, as the steps read them (uploads.ts, parts.ts, complete.ts). */

/** The upload `id` of a purpose, if it is the scope's own (its user's, in its client); optionally locked. */
export function uploadOf(
  db: ServiceContext['db'] | Trx,
  purpose: UploadPurposeName,
  scope: UploadScope,
  id: number,
  lock = false,
) {
  let query = db
    .selectFrom('learning_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', scope.actorId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type UploadRow = NonNullable<Awaited<ReturnType<typeof uploadOf>>>;

/** Bytes chunk `index` must have. */
export function chunkBytes(
  upload: Pick<UploadRow, 'size' | 'chunk_size' | 'chunk_count'>,
  index: number,
): number {
  const size = Number(upload.size);
  return index < upload.chunk_count - 1
    ? upload.chunk_size
    : size - upload.chunk_size * (upload.chunk_count - 1);
}

export async function statusOf(
  db: ServiceContext['db'] | Trx,
  upload: UploadRow,
  secret: string,
): Promise<UploadStatus> {
  const chunks = await db
    .selectFrom('learning_upload_chunks')
    .select('index')
    .where('upload_id', '=', upload.id)
    .orderBy('index')
    .execute();
  return {
    id: upload.id,
    name: upload.name,
    kind: upload.kind,
    size: Number(upload.size),
    chunk_size: upload.chunk_size,
    chunk_count: upload.chunk_count,
    received: upload.file_key ? [] : chunks.map((c) => c.index),
    url: upload.file_key ? signedFileUrl(upload.file_key, secret) : null,
  };
}
