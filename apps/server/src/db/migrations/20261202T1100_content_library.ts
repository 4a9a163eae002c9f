import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Names per language (jsonb, written as JSON text): all four. */
type LanguageTexts = ColumnType<Record<string, string>, string, string>;
/** A bigint the driver may answer as text (PostgreSQL) or a number (PGlite). */
type BigCount = ColumnType<string | number, number | undefined, number>;

export interface ContentLibraryTables {
  /**
   * A client's library categories (SPEC §2 library, §3 site lists), named in each language (`names`), found by
   * `slug` in the address `library/{name}`, ordered by `position`.
   */
  library_categories: {
    id: Generated<number>;
    client_id: number;
    slug: string;
    names: LanguageTexts;
    position: Generated<number>;
    created_at: DefaultTimestamp;
  };
  /**
   * A library file of a client (docs/content.md "Library"): its stored file (`stored_files.key`, purpose
   * `library_file`), kind by extension (SPEC §3, the domain's `fileKind`) checked against its content on upload,
   * shown to the client's learners in `languages` (null: every language) and `group_ids` (empty: every group).
   */
  library_files: {
    id: Generated<number>;
    client_id: number;
    category_id: number;
    title: string;
    description: Generated<string>;
    file_key: string;
    file_name: string;
    extension: string;
    kind: string;
    content_type: string;
    size: BigCount;
    languages: string[] | null;
    group_ids: ColumnType<number[], number[] | undefined, number[]>;
    download_count: BigCount;
    /** The domain's `searchKey` of the title, description and file name: the search, accents ignored. */
    search_text: string;
    created_by: number | null;
    updated_by: number | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
}

/**
 * The library (issue 16): categories and files per client. The learners' list of a category reads
 * `library_files_category_idx` (category, title, id); the editors' list `library_files_client_idx` (client,
 * updated_at desc, id desc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table library_categories (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      position integer not null default 0,
      created_at timestamptz not null default now(),
      unique (client_id, slug)
    );
    create index library_categories_client_idx on library_categories (client_id, position, id);

    create table library_files (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      category_id bigint not null references library_categories(id) on delete restrict,
      title text not null check (length(title) between 1 and 256),
      description text not null default '',
      file_key text not null unique,
      file_name text not null,
      extension text not null,
      kind text not null check (kind in
        ('video', 'audio', 'pdf', 'image', 'compressed', 'excel', 'document', 'powerpoint', 'file')),
      content_type text not null,
      size bigint not null check (size >= 0),
      languages text[],
      group_ids bigint[] not null default '{}',
      download_count bigint not null default 0,
      search_text text not null default '',
      created_by bigint references users(id) on delete set null,
      updated_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index library_files_category_idx on library_files (category_id, title, id);
    create index library_files_client_idx on library_files (client_id, updated_at desc, id desc);
  `,
  );
}
