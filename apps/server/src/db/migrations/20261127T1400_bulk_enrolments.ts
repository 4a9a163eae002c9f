import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** What a bulk enrolment did so far, as stored (the contract's `BulkEnrolmentReport`). */
export interface StoredBulkReport {
  enrolled: number;
  already_enrolled: number;
  unknown: string[];
}

export interface BulkEnrolmentTables {
  /**
   * One bulk enrolment into a course or trail, asked for by an administrator and run by a background job: what was
   * asked (usernames, groups), what the job will walk through (`targets`, fixed when it starts), how far it got
   * (`processed`, moved in each batch's transaction, so a retried job resumes where the last batch committed) and
   * what it did (`report`).
   */
  bulk_enrolments: {
    id: Generated<number>;
    client_id: number;
    course_id: number;
    requested_by: number | null;
    status: Generated<'queued' | 'running' | 'done' | 'failed'>;
    /** The usernames as sent, repeats (case-insensitive) dropped. */
    usernames: ColumnType<string[], string[] | undefined, string[]>;
    group_ids: ColumnType<number[], number[] | undefined, number[]>;
    /** The usernames sent, then the groups' members not among them: set when the job starts. */
    targets: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
    total: number | null;
    processed: Generated<number>;
    report: ColumnType<StoredBulkReport, string | undefined, string>;
    /** Runs started (a retry is one more); the job gives up, `failed`, after the queue's last retry. */
    attempts: Generated<number>;
    created_at: CreatedAt;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
  };
}

/** Bulk enrolments into courses and trails (docs/learning.md "Bulk enrolment and reports"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table bulk_enrolments (
      id bigint generated always as identity primary key,
      client_id bigint not null,
      course_id bigint not null,
      requested_by bigint references users(id) on delete set null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      usernames text[] not null default '{}',
      group_ids bigint[] not null default '{}',
      targets text[],
      total integer check (total >= 0),
      processed integer not null default 0 check (processed >= 0),
      report jsonb not null default '{"enrolled": 0, "already_enrolled": 0, "unknown": []}'
        check (jsonb_typeof(report) = 'object'),
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade,
      check (total is null or processed <= total),
      check ((status in ('done', 'failed')) = (finished_at is not null))
    );
    create index bulk_enrolments_course_idx on bulk_enrolments (course_id, created_at desc);
  `,
  );
}
