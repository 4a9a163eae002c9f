import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CourseReviewTables {
  /**
   * A learner's review of a course or trail (a trail is a `courses` row too): a rating of 1 to 5 and a comment.
   * **One per user and course** (a unique constraint). Hidden by a moderator, it leaves the list and the average;
   * `open_reports` counts the reports since the last moderation.
   */
  course_reviews: {
    id: Generated<number>;
    client_id: number;
    course_id: number;
    user_id: number;
    rating: number;
    comment: string;
    open_reports: Generated<number>;
    hidden_at: NullableTimestamp;
    hidden_by: number | null;
    created_at: CreatedAt;
    updated_at: Timestamp;
  };
  /** A user's report of a review to the moderators, once per user and review. */
  course_review_reports: {
    review_id: number;
    user_id: number;
    reason: string;
    created_at: CreatedAt;
  };
}

/**
 * Course and trail reviews (issue 14, SPEC §5 "Reviews: one per user"). The course page's average and count are an
 * aggregate over `course_reviews_visible_idx` (the visible reviews of a course with their rating: an index-only
 * scan), its list that index's order; the moderators' queue reads `course_reviews_reported_idx`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table course_reviews (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      course_id bigint not null references courses(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      comment text not null default '' check (length(comment) <= 256),
      open_reports integer not null default 0 check (open_reports >= 0),
      hidden_at timestamptz,
      hidden_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint course_reviews_one_per_user unique (course_id, user_id)
    );
    create index course_reviews_visible_idx on course_reviews (course_id, id desc) include (rating)
      where hidden_at is null;
    create index course_reviews_reported_idx on course_reviews (client_id, id desc) where open_reports > 0;
    create index course_reviews_hidden_idx on course_reviews (client_id, id desc) where hidden_at is not null;
    create index course_reviews_user_idx on course_reviews (user_id);

    create table course_review_reports (
      review_id bigint not null references course_reviews(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      reason text not null check (length(reason) between 1 and 256),
      created_at timestamptz not null default now(),
      primary key (review_id, user_id)
    );
    create index course_review_reports_user_idx on course_review_reports (user_id);
  `,
  );
}
