import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** One SCO of a package's default organization, in document order (nested items flattened). */
export interface ScormItemRow {
  identifier: string;
  title: string;
  depth: number;
  /** The resource's href, relative to the package root, with the item's parameters appended. */
  href: string;
  launch_data: string | null;
  mastery_score: number | null;
  scaled_passing_score: number | null;
  completion_threshold: number | null;
}

export interface ScormTables {
  /**
   * One imported version of a `scorm` activity's package: a re-upload adds the next version, and learners' data
   * (keyed by activity and SCO identifier) carries over. Its files are served under `public_key` on the content
   * origin.
   */
  scorm_packages: {
    id: Generated<number>;
    client_id: number;
    activity_id: number;
    version: number;
    scorm_version: '1.2' | '2004';
    schema_version: string;
    title: string;
    /** The unguessable path segment the files are served under (`/content/scorm/<public_key>/…`). */
    public_key: string;
    /** The first SCO's launch href. */
    entry: string;
    items: Json<ScormItemRow[]>;
    /** SCORM 1.2 `adlcp:masteryscore` of the first SCO that has one (each item carries its own). */
    mastery_score: number | null;
    file_count: number;
    size: number;
    upload_id: number | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  /** A package's files: its path inside the package and the file store's key. */
  scorm_package_files: {
    package_id: number;
    path: string;
    file_key: string;
    size: number;
    content_type: string;
  };
  /** A learner's CMI data of one SCO of a `scorm` activity, whatever version of the package they ran. */
  scorm_sco_data: {
    user_id: number;
    activity_id: number;
    client_id: number;
    sco: string;
    /** What the package reads back: suspend_data, the score as last sent, progress_measure, exit, extra. */
    cmi: Json<Record<string, unknown>>;
    location: string;
    lesson_status: string | null;
    completion_status: string | null;
    success_status: string | null;
    /** The best score sent (highest scaled, else highest raw). */
    score_raw: number | null;
    score_min: number | null;
    score_max: number | null;
    score_scaled: number | null;
    /** Seconds of the sessions before the current one, and the current session's id and seconds. */
    prior_seconds: number;
    session_id: string | null;
    session_seconds: number;
    completed: boolean;
    seq: number;
    completed_at: Date | null;
    updated_at: Date;
  };
}

/** SCORM packages (versions, files) and the learners' CMI data per SCO. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table scorm_packages (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      version integer not null check (version > 0),
      scorm_version text not null check (scorm_version in ('1.2', '2004')),
      schema_version text not null,
      title text not null,
      public_key text not null unique,
      entry text not null,
      items jsonb not null check (jsonb_typeof(items) = 'array'),
      mastery_score double precision,
      file_count integer not null check (file_count > 0),
      size bigint not null check (size >= 0),
      upload_id bigint references learning_uploads(id) on delete set null,
      created_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (activity_id, version)
    );

    create table scorm_package_files (
      package_id bigint not null references scorm_packages(id) on delete cascade,
      path text not null,
      file_key text not null,
      size bigint not null check (size >= 0),
      content_type text not null,
      primary key (package_id, path)
    );

    create table scorm_sco_data (
      user_id bigint not null references users(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      sco text not null,
      cmi jsonb not null default '{}'::jsonb check (jsonb_typeof(cmi) = 'object'),
      location text not null default '',
      lesson_status text,
      completion_status text,
      success_status text,
      score_raw double precision,
      score_min double precision,
      score_max double precision,
      score_scaled double precision,
      prior_seconds double precision not null default 0 check (prior_seconds >= 0),
      session_id text,
      session_seconds double precision not null default 0 check (session_seconds >= 0),
      completed boolean not null default false,
      seq integer not null check (seq > 0),
      completed_at timestamptz,
      updated_at timestamptz not null,
      primary key (user_id, activity_id, sco)
    );
    create index scorm_sco_data_activity_idx on scorm_sco_data (activity_id);
  `,
  );
}
