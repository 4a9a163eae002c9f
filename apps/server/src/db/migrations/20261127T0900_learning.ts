import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** A text per language as stored (the contract's TranslatedText, or fewer languages). */
type StoredText = ColumnType<Record<string, string>, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LearningTables {
  /** Who belongs to which of a client's user groups (content is shown by group). */
  user_group_members: {
    group_id: number;
    user_id: number;
    created_at: CreatedAt;
  };
  /** A client's course categories (the catalogue's "categories" filter). */
  course_categories: {
    id: Generated<number>;
    client_id: number;
    names: StoredText;
    position: Generated<number>;
  };
  courses: {
    id: Generated<number>;
    client_id: number;
    /** `online_course`, `podcast` (a course of audio episodes) or `trail` (from the trails migration on). */
    kind: 'online_course' | 'podcast' | 'trail';
    status: Generated<'draft' | 'published' | 'archived'>;
    title: StoredText;
    description: ColumnType<Record<string, string>, string | undefined, string>;
    /** Every language's title and description as one searchable key (domain `searchKey`), trigram-indexed. */
    search_text: string;
    cover_url: string | null;
    workload_minutes: Generated<number>;
    /** The author's value; `published_points` is what completion posts, fixed when the course is published. */
    points: Generated<number>;
    published_points: number | null;
    /** Who may enrol: the domain's ENROLMENT_RULES. */
    enrolment_rule: Generated<'open' | 'self' | 'assigned'>;
    prerequisite_course_id: number | null;
    /** Language codes the course is offered in; null for every language. */
    languages: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
    /** Activities open only in order. */
    blocked_menu: Generated<boolean>;
    /** Taken wholly online (false once live or presential activities join it: the "online" filter). */
    is_online: Generated<boolean>;
    created_by: number | null;
    published_at: Date | null;
    created_at: CreatedAt;
    updated_at: Timestamp;
  };
  course_groups: { course_id: number; group_id: number };
  course_tags: { course_id: number; tag_id: number };
  course_category_links: { course_id: number; category_id: number };
  course_areas: { course_id: number; area_id: number };
  activities: {
    id: Generated<number>;
    course_id: number;
    client_id: number;
    /** Position in the course (1-based); changes when authors reorder, so progress is keyed by `id`. */
    hierarchy_order: number;
    kind: string;
    title: StoredText;
    /** The menu (section) heading the activity sits under, per language; null for none. */
    menu: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
    /** The kind's own settings: a media URL, an embed id, a page count, a minimum viewing time. */
    content: ColumnType<Record<string, unknown>, string | undefined, string>;
    /** Media length in seconds, for the completion rule and its plausibility check; null when unknown. */
    duration_seconds: number | null;
    created_at: CreatedAt;
  };
  enrolments: {
    user_id: number;
    course_id: number;
    client_id: number;
    state: 'enrolled' | 'unenrolled';
    enrolled_at: Timestamp;
    unenrolled_at: NullableTimestamp;
    enrolled_by: number | null;
  };
  course_progress: {
    user_id: number;
    course_id: number;
    client_id: number;
    state: string;
    completed_activities: Generated<number>;
    total_activities: Generated<number>;
    percent: Generated<number>;
    last_activity_id: number | null;
    started_at: Timestamp;
    finished_at: NullableTimestamp;
    updated_at: Timestamp;
  };
  activity_progress: {
    user_id: number;
    activity_id: number;
    course_id: number;
    client_id: number;
    /** Media position in seconds, or the last page seen. */
    position: Generated<number>;
    pages_seen: Generated<number>;
    completed: Generated<boolean>;
    /** The player's save counter: a save with a lower or equal number than the stored one changes nothing. */
    seq: Generated<number>;
    first_opened_at: Timestamp;
    completed_at: NullableTimestamp;
    updated_at: Timestamp;
  };
  course_favourites: {
    user_id: number;
    course_id: number;
    created_at: CreatedAt;
  };
}

/**
 * Learning: courses (online courses and podcasts) with their activities, who may see them (client, groups,
 * languages), enrolments and progress (keyed by activity id), and favourites. Search runs on `search_text` with a
 * trigram index, so "educacao" finds "Educação" without a function in the index. Trails come in their own
 * migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create extension if not exists pg_trgm;

    create table user_group_members (
      group_id bigint not null references user_groups(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (group_id, user_id)
    );
    create index user_group_members_user_idx on user_group_members (user_id, group_id);

    create table course_categories (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      position integer not null default 0
    );
    create index course_categories_client_idx on course_categories (client_id, position);

    create table courses (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      kind text not null default 'online_course' check (kind in ('online_course', 'podcast')),
      status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
      title jsonb not null check (jsonb_typeof(title) = 'object' and title <> '{}'::jsonb),
      description jsonb not null default '{}' check (jsonb_typeof(description) = 'object'),
      search_text text not null default '',
      cover_url text,
      workload_minutes integer not null default 0 check (workload_minutes between 0 and 100000),
      points integer not null default 0 check (points between 0 and 1000000),
      published_points integer check (published_points between 0 and 1000000),
      enrolment_rule text not null default 'open' check (enrolment_rule in ('open', 'self', 'assigned')),
      prerequisite_course_id bigint references courses(id) on delete set null check (prerequisite_course_id <> id),
      languages text[] check (languages is null or cardinality(languages) > 0),
      blocked_menu boolean not null default false,
      is_online boolean not null default true,
      created_by bigint references users(id) on delete set null,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (status = 'draft' or published_at is not null),
      check (status = 'draft' or published_points is not null),
      unique (client_id, id)
    );
    -- the catalogue: a client's published courses of a kind, newest first (keyset on published_at, id)
    create index courses_catalogue_idx on courses (client_id, kind, published_at desc, id desc)
      where status = 'published';
    create index courses_search_idx on courses using gin (search_text gin_trgm_ops);
    create index courses_authoring_idx on courses (client_id, updated_at desc, id desc);

    create table course_groups (
      course_id bigint not null references courses(id) on delete cascade,
      group_id bigint not null references user_groups(id) on delete cascade,
      primary key (course_id, group_id)
    );
    create index course_groups_group_idx on course_groups (group_id, course_id);
    create table course_tags (
      course_id bigint not null references courses(id) on delete cascade,
      tag_id bigint not null references tags(id) on delete cascade,
      primary key (course_id, tag_id)
    );
    create index course_tags_tag_idx on course_tags (tag_id, course_id);
    create table course_category_links (
      course_id bigint not null references courses(id) on delete cascade,
      category_id bigint not null references course_categories(id) on delete cascade,
      primary key (course_id, category_id)
    );
    create index course_category_links_category_idx on course_category_links (category_id, course_id);
    create table course_areas (
      course_id bigint not null references courses(id) on delete cascade,
      area_id bigint not null references country_areas(id) on delete cascade,
      primary key (course_id, area_id)
    );
    create index course_areas_area_idx on course_areas (area_id, course_id);

    create table activities (
      id bigint generated always as identity primary key,
      course_id bigint not null,
      client_id bigint not null,
      hierarchy_order integer not null check (hierarchy_order > 0),
      kind text not null,
      title jsonb not null check (jsonb_typeof(title) = 'object'),
      menu jsonb check (menu is null or jsonb_typeof(menu) = 'object'),
      content jsonb not null default '{}' check (jsonb_typeof(content) = 'object'),
      duration_seconds integer check (duration_seconds > 0),
      created_at timestamptz not null default now(),
      -- an activity belongs to its course's client: tenant checks on an activity id cannot be fooled
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade,
      unique (course_id, hierarchy_order) deferrable initially deferred
    );

    create table enrolments (
      user_id bigint not null references users(id) on delete cascade,
      course_id bigint not null,
      client_id bigint not null,
      state text not null check (state in ('enrolled', 'unenrolled')),
      enrolled_at timestamptz not null default now(),
      unenrolled_at timestamptz,
      enrolled_by bigint references users(id) on delete set null,
      primary key (user_id, course_id),
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade
    );
    create index enrolments_course_idx on enrolments (course_id, state, user_id);

    create table course_progress (
      user_id bigint not null references users(id) on delete cascade,
      course_id bigint not null,
      client_id bigint not null,
      state text not null check (state in
        ('not_started', 'in_progress', 'finished', 'approved', 'reproved', 'blocked', 'restarted', 'improved')),
      completed_activities integer not null default 0 check (completed_activities >= 0),
      total_activities integer not null default 0 check (total_activities >= 0),
      percent smallint not null default 0 check (percent between 0 and 100),
      last_activity_id bigint references activities(id) on delete set null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, course_id),
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade
    );
    -- "continue where you left off": a user's courses by last activity
    create index course_progress_recent_idx on course_progress (user_id, client_id, updated_at desc);
    create index course_progress_course_idx on course_progress (course_id, state);

    create table activity_progress (
      user_id bigint not null references users(id) on delete cascade,
      activity_id bigint not null references activities(id) on delete cascade,
      course_id bigint not null,
      client_id bigint not null,
      position double precision not null default 0 check (position >= 0),
      pages_seen integer not null default 0 check (pages_seen >= 0),
      completed boolean not null default false,
      seq bigint not null default 0,
      first_opened_at timestamptz not null default now(),
      completed_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, activity_id),
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade
    );
    create index activity_progress_course_idx on activity_progress (user_id, course_id);

    create table course_favourites (
      user_id bigint not null references users(id) on delete cascade,
      course_id bigint not null references courses(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, course_id)
    );
    create index course_favourites_course_idx on course_favourites (course_id);
  `,
  );
}
