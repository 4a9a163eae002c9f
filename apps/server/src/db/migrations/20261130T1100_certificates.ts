import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Texts per language (jsonb, written as JSON text). */
type LanguageTexts = ColumnType<Record<string, string>, string, string>;
/** numeric comes back as a string from both engines. */
type Score = ColumnType<string | null, number | null, number | null>;

/** A course or trail grants a certificate to whoever finishes or passes it (docs/certificates.md). */
export interface CertificateCourseColumns {
  grants_certificate: Generated<boolean>;
}

export interface CertificateTables {
  /**
   * A learner's certificate of a course or trail, issued once (unique per user and course) with the facts it shows
   * frozen at issue: the learner's name, the title in every language, the client's name, the completion date, the
   * score and workload. `code` is the public verification code (128 random bits, base32).
   */
  certificates: {
    id: Generated<number>;
    user_id: number;
    course_id: number;
    client_id: number;
    code: string;
    learner_name: string;
    title: LanguageTexts;
    client_name: string;
    completed_at: Date;
    score: Score;
    workload_minutes: number;
    /** The recipient's salted sha256 for Open Badges (`sha256$…` of e-mail + salt); null without an e-mail. */
    recipient_hash: string | null;
    recipient_salt: string;
    issued_at: DefaultTimestamp;
  };
}

/**
 * Certificates (issue 14): the courses' `grants_certificate` setting and the certificates table. The learner's
 * list reads `certificates_user_idx`; the public verification reads the unique code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table courses add column grants_certificate boolean not null default false;
    create table certificates (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id) on delete cascade,
      course_id bigint not null,
      client_id bigint not null,
      code text not null unique check (code ~ '^[A-Z2-7]{26}$'),
      learner_name text not null,
      title jsonb not null check (jsonb_typeof(title) = 'object'),
      client_name text not null,
      completed_at timestamptz not null,
      score numeric(5, 2) check (score between 0 and 100),
      workload_minutes integer not null default 0 check (workload_minutes >= 0),
      recipient_hash text,
      recipient_salt text not null,
      issued_at timestamptz not null default now(),
      -- issued once per learner and course or trail, whatever the races
      unique (user_id, course_id),
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade
    );
    create index certificates_user_idx on certificates (user_id, client_id, completed_at desc, id desc);
    `,
  );
}
