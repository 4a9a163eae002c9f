import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** What the server made of an uploaded presentation (docs/learning.md "Presentations"), kept to answer again. */
export interface StoredPresentation {
  format: 'pptx' | 'ppt';
  /** Pages of the converted pdf, else slides of the pptx; null for a .ppt not converted. */
  pages: number | null;
  /** The converted pdf in the file store, when the server had LibreOffice. */
  pdf_key: string | null;
}

/** The upload kinds once presentations (pptx, ppt) are uploaded, and what was made of one. */
export interface PresentationUploadColumns {
  kind: 'video' | 'audio' | 'pdf' | 'package' | 'flash' | 'presentation';
  presentation: ColumnType<StoredPresentation | null, string | null | undefined, string | null>;
}

/** `presentation` among the upload kinds (with every kind before it), and the result of its conversion. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table learning_uploads drop constraint learning_uploads_kind_check;
    alter table learning_uploads add constraint learning_uploads_kind_check
      check (kind in ('video', 'audio', 'pdf', 'package', 'flash', 'presentation'));
    alter table learning_uploads add column presentation jsonb;
  `,
  );
}
