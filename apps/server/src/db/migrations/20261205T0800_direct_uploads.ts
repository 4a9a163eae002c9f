import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Object storage: where an upload's object will be and the store's multipart upload holding its parts. */
export interface DirectUploadColumns {
  /** The file key the object gets when completed (reserved at the start); null on the disk store. */
  object_key: string | null;
  /** The object store's multipart upload id; null on the disk store. */
  storage_upload_id: string | null;
}

export interface DirectUploadChunkColumns {
  /** The disk store's file of this chunk; null for a part the object store's multipart upload holds. */
  file_key: string | null;
  /** The part's ETag as the store answered its upload: completing the object names each part by it. */
  etag: string | null;
}

/**
 * Direct uploads (issue 17): a chunk's bytes go straight to the file store by a signed URL; on object storage each
 * chunk is a part of one multipart upload, so a chunk row may have no file of its own, only the part's ETag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table learning_uploads add column object_key text, add column storage_upload_id text;
    alter table learning_upload_chunks alter column file_key drop not null, add column etag text;
    alter table learning_upload_chunks add constraint learning_upload_chunks_stored_check
      check (file_key is not null or etag is not null);
  `,
  );
}
