import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Library files published or not (docs/content.md "Library"): an unpublished file is its editors' alone, out of every
 * learner's read. The files already there stay published. The learners' search across a client's categories reads
 * the trigram index on `search_text` (the domain's `searchKey`: the LIKE substring search, accents ignored, as the
 * courses' staff search) and, browsing by title without words, `library_files_title_idx` (client, title, id) of the
 * published files.
 */
export interface LibraryPublicationColumns {
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table library_files add column published boolean not null default true;
    create index library_files_search_idx on library_files using gin (search_text gin_trgm_ops);
    create index library_files_title_idx on library_files (client_id, title, id) where published;
  `,
  );
}
