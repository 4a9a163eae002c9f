import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface HtmlPackageTables {
  /**
   * One imported version of an `html` activity's package (a zip of a page and its files): a re-upload adds the next
   * version. Its files are served under `public_key` on the content origin (`/content/html/<public_key>/…`).
   */
  html_packages: {
    id: Generated<number>;
    client_id: number;
    activity_id: number;
    version: number;
    public_key: string;
    /** The page the player opens, a path inside the package. */
    entry: string;
    file_count: number;
    size: number;
    upload_id: number | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  /** A package's files: its path inside the package and the file store's key. */
  html_package_files: {
    package_id: number;
    path: string;
    file_key: string;
    size: number;
    content_type: string;
  };
}

/** The upload kinds once Flash movies (swf) are uploaded too. */
export interface FlashUploadColumns {
  kind: 'video' | 'audio' | 'pdf' | 'package' | 'flash';
}

/**
 * HTML packages (versions, files), and `flash` (a .swf) among the upload kinds (with every kind before it: whichever of
 * this and the presentations' migration runs last leaves them all).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table html_packages (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      version integer not null check (version > 0),
      public_key text not null unique,
      entry text not null,
      file_count integer not null check (file_count > 0),
      size bigint not null check (size >= 0),
      upload_id bigint references learning_uploads(id) on delete set null,
      created_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (activity_id, version)
    );

    create table html_package_files (
      package_id bigint not null references html_packages(id) on delete cascade,
      path text not null,
      file_key text not null,
      size bigint not null check (size >= 0),
      content_type text not null,
      primary key (package_id, path)
    );

    alter table learning_uploads drop constraint learning_uploads_kind_check;
    alter table learning_uploads add constraint learning_uploads_kind_check
      check (kind in ('video', 'audio', 'pdf', 'package', 'flash', 'presentation'));
  `,
  );
}
