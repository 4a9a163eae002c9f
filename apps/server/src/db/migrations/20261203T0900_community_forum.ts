import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CommunityForumTables {
  /** A forum topic of one client (SPEC §4: open or closed), its first post's rich text beside its title. */
  forum_topics: {
    id: Generated<number>;
    client_id: number;
    author_id: number;
    title: string;
    /** Sanitized HTML (`platform/rich-text.ts`). */
    body: string;
    status: Generated<'open' | 'closed'>;
    /** Set when a moderator hid it: only its author and the moderators still see it. */
    hidden_at: Date | null;
    reply_count: Generated<number>;
    /** The topic's or its newest reply's time: the list's order. */
    last_activity_at: DefaultTimestamp;
    created_at: DefaultTimestamp;
    /** Set when its author edited it. */
    edited_at: Date | null;
  };
  forum_replies: {
    id: Generated<number>;
    topic_id: number;
    client_id: number;
    author_id: number;
    /** Sanitized HTML; empty for a voice reply without text. */
    body: string;
    /** A recorded voice reply's stored file (`stored_files` purpose `forum_voice`). */
    audio_key: string | null;
    audio_type: string | null;
    hidden_at: Date | null;
    created_at: DefaultTimestamp;
    edited_at: Date | null;
  };
  /** Who is told of a topic's new replies (its author and those who replied, until they leave it). */
  forum_subscriptions: {
    topic_id: number;
    user_id: number;
    created_at: DefaultTimestamp;
  };
  /** A report of a topic (reply_id null) or a reply to the client's moderators (SPEC §6). */
  forum_reports: {
    id: Generated<number>;
    client_id: number;
    topic_id: number;
    reply_id: number | null;
    reporter_id: number;
    reason: string;
    created_at: DefaultTimestamp;
    resolved_at: Date | null;
    resolved_by: number | null;
    resolution: 'hidden' | 'kept' | null;
  };
  /** A user a moderator blocked from posting in one client's forum. */
  forum_blocks: {
    client_id: number;
    user_id: number;
    blocked_by: number | null;
    created_at: DefaultTimestamp;
  };
}

/**
 * The community forum (issue 16, docs/community.md). The topic list reads a client's topics by last activity
 * (`forum_topics_list_idx`); a topic's replies in order (`forum_replies_topic_idx`); the report queue a client's
 * reports by state, newest first (`forum_reports_queue_idx`). A user reports a post once while it waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table forum_topics (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      author_id bigint not null references users(id) on delete cascade,
      title text not null check (title <> ''),
      body text not null,
      status text not null default 'open' check (status in ('open', 'closed')),
      hidden_at timestamptz,
      reply_count integer not null default 0 check (reply_count >= 0),
      last_activity_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      edited_at timestamptz
    );
    create index forum_topics_list_idx on forum_topics (client_id, last_activity_at desc, id desc);
    create index forum_topics_author_idx on forum_topics (author_id);

    create table forum_replies (
      id bigint generated always as identity primary key,
      topic_id bigint not null references forum_topics(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      author_id bigint not null references users(id) on delete cascade,
      body text not null,
      audio_key text,
      audio_type text,
      hidden_at timestamptz,
      created_at timestamptz not null default now(),
      edited_at timestamptz,
      check ((audio_key is null) = (audio_type is null)),
      check (body <> '' or audio_key is not null)
    );
    create index forum_replies_topic_idx on forum_replies (topic_id, created_at, id);
    create index forum_replies_author_idx on forum_replies (author_id);

    create table forum_subscriptions (
      topic_id bigint not null references forum_topics(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (topic_id, user_id)
    );
    create index forum_subscriptions_user_idx on forum_subscriptions (user_id);

    create table forum_reports (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      topic_id bigint not null references forum_topics(id) on delete cascade,
      reply_id bigint references forum_replies(id) on delete cascade,
      reporter_id bigint not null references users(id) on delete cascade,
      reason text not null,
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by bigint references users(id) on delete set null,
      resolution text check (resolution in ('hidden', 'kept')),
      check ((resolved_at is null) = (resolution is null))
    );
    create index forum_reports_queue_idx on forum_reports (client_id, (resolved_at is null), created_at desc, id desc);
    create unique index forum_reports_once_idx
      on forum_reports (reporter_id, topic_id, coalesce(reply_id, 0)) where resolved_at is null;
    create index forum_reports_topic_idx on forum_reports (topic_id);
    create index forum_reports_reply_idx on forum_reports (reply_id);

    create table forum_blocks (
      client_id bigint not null references clients(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      blocked_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (client_id, user_id)
    );
  `,
  );
}
