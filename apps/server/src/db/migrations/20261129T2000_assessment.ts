import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** numeric(5,2): the driver reads it as text. */
type Score = ColumnType<string | null, number | null | undefined, number | null>;

/** One question of an attempt as drawn: the question and its options' order (shuffled when the test says so). */
export interface DrawnQuestion {
  id: number;
  options: string[];
  right: string[];
}

export interface AssessmentTables {
  /** A client's question bank. A test draws its questions from one bank (its own, or one shared by several tests). */
  assessment_banks: {
    id: Generated<number>;
    client_id: number;
    title: string;
    created_by: number | null;
    created_at: CreatedAt;
  };
  /**
   * A question: its type, prompt, options (ids chosen by the author, each with a text and an optional image) and,
   * apart, its answer key, which no learner read selects until the attempt is submitted.
   */
  assessment_questions: {
    id: Generated<number>;
    client_id: number;
    bank_id: number;
    type: string;
    prompt: string;
    image_url: string | null;
    /** `[{ id, text, image_url? }]`: the choices, the items to order, or the left side of a matching. */
    options: Json<{ id: string; text: string; image_url?: string | null }[]>;
    /** The matching's right side. */
    right_options: Json<{ id: string; text: string; image_url?: string | null }[]>;
    answer_key: Json<Record<string, unknown>>;
    explanation: string | null;
    position: number;
    archived: Generated<boolean>;
    created_at: CreatedAt;
  };
  /** A test activity's rules (SPEC §3 Quiz or test); the activity itself is learning's. */
  assessment_tests: {
    activity_id: number;
    client_id: number;
    bank_id: number;
    max_attempts: number | null;
    min_score: Generated<number>;
    min_correct: Generated<number>;
    question_count: number | null;
    time_limit_seconds: number | null;
    show_corrections: Generated<boolean>;
    shuffle_options: Generated<boolean>;
    one_per_page: Generated<boolean>;
    updated_at: Timestamp;
  };
  /** A learner's standing in a test: the domain's `TestStanding`, locked while an attempt starts or is submitted. */
  assessment_standings: {
    user_id: number;
    activity_id: number;
    client_id: number;
    course_id: number;
    state: string;
    cycle: Generated<number>;
    attempts_used: Generated<number>;
    extra_attempts: Generated<number>;
    best_score: Score;
    best_correct: number | null;
    passed: Generated<boolean>;
    updated_at: Timestamp;
  };
  /**
   * One attempt: the questions drawn, the answers saved as the learner goes, and once submitted (by the learner or
   * by the deadline job) its grade. At most one open attempt per learner and test (a partial unique index); an
   * attempt is submitted once (`status` moves from `open` in a statement that names it).
   */
  assessment_attempts: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    activity_id: number;
    course_id: number;
    cycle: number;
    number: number;
    status: Generated<'open' | 'submitted'>;
    questions: Json<DrawnQuestion[]>;
    answers: ColumnType<Record<string, unknown>, string | undefined, string>;
    started_at: Date;
    deadline_at: Date | null;
    submitted_at: NullableTimestamp;
    /** Who closed it: the learner, or the deadline job. */
    closed_by: 'learner' | 'deadline' | null;
    idempotency_key: string | null;
    score: Score;
    correct: number | null;
    total: number | null;
    passed: boolean | null;
    outcome: string | null;
  };
  /** An instructor's extra attempt or unblock, with the reason shown to the learner. */
  assessment_interventions: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    activity_id: number;
    kind: 'extra_attempt' | 'unblock';
    reason: string;
    staff_id: number | null;
    created_at: CreatedAt;
  };
}

/** Tests and quizzes: banks, questions, test rules, standings, attempts, interventions (docs/assessment.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table assessment_banks (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      title text not null,
      created_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (client_id, id)
    );

    create table assessment_questions (
      id bigint generated always as identity primary key,
      client_id bigint not null,
      bank_id bigint not null,
      type text not null check (type in ('single', 'multiple', 'true_false', 'matching', 'ordering', 'short_answer')),
      prompt text not null,
      image_url text,
      options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
      right_options jsonb not null default '[]' check (jsonb_typeof(right_options) = 'array'),
      answer_key jsonb not null check (jsonb_typeof(answer_key) = 'object'),
      explanation text,
      position integer not null,
      archived boolean not null default false,
      created_at timestamptz not null default now(),
      foreign key (client_id, bank_id) references assessment_banks(client_id, id) on delete cascade
    );
    create index assessment_questions_bank_idx on assessment_questions (bank_id, position) where not archived;

    create table assessment_tests (
      activity_id bigint primary key references activities(id) on delete cascade,
      client_id bigint not null,
      bank_id bigint not null,
      max_attempts integer check (max_attempts is null or max_attempts between 1 and 100),
      min_score integer not null default 70 check (min_score between 0 and 100),
      min_correct integer not null default 0 check (min_correct >= 0),
      question_count integer check (question_count is null or question_count between 1 and 500),
      time_limit_seconds integer check (time_limit_seconds is null or time_limit_seconds between 10 and 86400),
      show_corrections boolean not null default false,
      shuffle_options boolean not null default true,
      one_per_page boolean not null default true,
      updated_at timestamptz not null default now(),
      foreign key (client_id, bank_id) references assessment_banks(client_id, id)
    );

    create table assessment_standings (
      user_id bigint not null references users(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      client_id bigint not null,
      course_id bigint not null,
      state text not null check (state in
        ('not_started', 'approved', 'improved', 'reproved', 'blocked', 'restarted', 'answered')),
      cycle integer not null default 0 check (cycle >= 0),
      attempts_used integer not null default 0 check (attempts_used >= 0),
      extra_attempts integer not null default 0 check (extra_attempts >= 0),
      best_score numeric(5, 2) check (best_score between 0 and 100),
      best_correct integer,
      passed boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (user_id, activity_id)
    );
    create index assessment_standings_course_idx on assessment_standings (course_id, user_id);

    create table assessment_attempts (
      id bigint generated always as identity primary key,
      client_id bigint not null,
      user_id bigint not null references users(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      course_id bigint not null,
      cycle integer not null,
      number integer not null check (number >= 1),
      status text not null default 'open' check (status in ('open', 'submitted')),
      questions jsonb not null check (jsonb_typeof(questions) = 'array'),
      answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
      started_at timestamptz not null,
      deadline_at timestamptz,
      submitted_at timestamptz,
      closed_by text check (closed_by in ('learner', 'deadline')),
      idempotency_key text,
      score numeric(5, 2) check (score between 0 and 100),
      correct integer,
      total integer,
      passed boolean,
      outcome text,
      -- an attempt number is taken once per cycle: two starts cannot both be the same attempt
      unique (user_id, activity_id, cycle, number),
      check ((status = 'submitted') = (submitted_at is not null))
    );
    -- at most one open attempt per learner and test
    create unique index assessment_attempts_open_idx on assessment_attempts (user_id, activity_id)
      where status = 'open';
    -- the deadline job's sweep
    create index assessment_attempts_deadline_idx on assessment_attempts (deadline_at)
      where status = 'open' and deadline_at is not null;
    create index assessment_attempts_activity_idx on assessment_attempts (activity_id, user_id, id);

    create table assessment_interventions (
      id bigint generated always as identity primary key,
      client_id bigint not null,
      user_id bigint not null references users(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      kind text not null check (kind in ('extra_attempt', 'unblock')),
      reason text not null check (length(reason) between 1 and 256),
      staff_id bigint references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index assessment_interventions_user_idx on assessment_interventions (user_id, activity_id, id);
  `,
  );
}
