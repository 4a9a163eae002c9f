import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface LearningAuthoringTables {
  /**
   * A chunked upload of activity media (learning authoring): declared first (name, size, kind, chunk size), its
   * chunks stored as they come, checked by content and stored as one file on completion.
   */
  learning_uploads: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    kind: 'video' | 'audio' | 'pdf' | 'package';
    name: string;
    size: number;
    chunk_size: number;
    chunk_count: number;
    /** The stored file once completed (`stored_files.key`); null while chunks arrive. */
    file_key: string | null;
    content_type: string | null;
    created_at: CreatedAt;
    completed_at: Date | null;
  };
  /** One received chunk of an upload: a file of the file store, replaced when the same index is sent again. */
  learning_upload_chunks: {
    upload_id: number;
    index: number;
    file_key: string;
    size: number;
  };
}

/** Chunked uploads of learning media: the upload and its chunks (each chunk a file of the platform file store). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table learning_uploads (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      kind text not null check (kind in ('video', 'audio', 'pdf', 'package')),
      name text not null,
      size bigint not null check (size > 0),
      chunk_size integer not null check (chunk_size > 0),
      chunk_count integer not null check (chunk_count > 0),
      file_key text,
      content_type text,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      check ((file_key is null) = (completed_at is null))
    );
    create index learning_uploads_user_idx on learning_uploads (user_id, created_at);

    create table learning_upload_chunks (
      upload_id bigint not null references learning_uploads(id) on delete cascade,
      index integer not null check (index >= 0),
      file_key text not null,
      size integer not null check (size > 0),
      primary key (upload_id, index)
    );
  `,
  );
}
