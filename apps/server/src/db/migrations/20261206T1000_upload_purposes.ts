import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** What a direct upload is for: the platform's purposes (`platform/direct-uploads/`), one per kind of product file. */
export type UploadPurposeName = 'learning_media' | 'library_file';

/**
 * Direct uploads of every purpose (issue 17): `learning_uploads` holds them all and keeps its name (expand, never
 * rename: docs/DEPLOY.md), each row saying its purpose and what its start request declared for its completion.
 */
export interface UploadPurposeColumns {
  purpose: ColumnType<UploadPurposeName, UploadPurposeName | undefined, never>;
  /** The purpose's kind of file: learning's declared kind, or the library's SPEC §3 kind by the file's name. */
  kind: string;
  /**
   * What the start request declared for the completion to create (the library: category, texts, visibility); null
   * for learning's uploads, whose completion creates nothing more than the stored file.
   */
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
}

/**
 * The uploads' purposes: `purpose` (existing rows and older instances' inserts are learning's) and `details`; the
 * kinds allowed follow the purpose (learning's upload kinds, the library's SPEC §3 file kinds), checked for the
 * rows to come first and then validated. The library's file of a completed upload is found by its key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table learning_uploads
      add column purpose text not null default 'learning_media',
      add column details jsonb;
    alter table learning_uploads drop constraint learning_uploads_kind_check;
    alter table learning_uploads add constraint learning_uploads_purpose_kind_check check (
      (purpose = 'learning_media' and kind in ('video', 'audio', 'pdf', 'package', 'flash', 'presentation'))
      or (purpose = 'library_file'
        and kind in ('video', 'audio', 'pdf', 'image', 'compressed', 'excel', 'document', 'powerpoint', 'file'))
    ) not valid;
    alter table learning_uploads validate constraint learning_uploads_purpose_kind_check;
    create index library_files_file_key_idx on library_files (file_key);
  `,
  );
}
