import type { ForumReply, ForumReportItem, ForumTopic, ForumTopicSummary } from '@elevar/contract';
import { postExcerpt } from '@elevar/domain';
import { signedFileUrl } from '../../../platform/storage.ts';
import type { ReplyRow, ReportRow, TopicRow, Viewer } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
/** A closed account's name is not shown (its row keeps a placeholder). */
const nameOf = (name: string | null, status: string | null) => (status === 'closed' ? null : name);

export function toTopicSummary(row: TopicRow, viewer: Viewer): ForumTopicSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    excerpt: postExcerpt(row.body),
    reply_count: row.reply_count,
    last_activity_at: iso(row.last_activity_at),
    created_at: iso(row.created_at),
    author_name: nameOf(row.author_name, row.author_status),
    mine: row.author_id === viewer.userId,
    hidden: row.hidden_at !== null,
  };
}

export function toTopic(
  row: TopicRow & { subscribed: boolean },
  viewer: Viewer,
  mayPost: boolean,
): ForumTopic {
  return {
    ...toTopicSummary(row, viewer),
    body: row.body,
    edited_at: isoOrNull(row.edited_at),
    subscribed: row.subscribed,
    may_post: mayPost,
    moderator: viewer.moderator,
  };
}

/** A reply; its voice file, when it has one, by its signed address (`secret`: the service's signing secret). */
export function toReply(row: ReplyRow, viewer: Viewer, secret: string): ForumReply {
  return {
    id: row.id,
    topic_id: row.topic_id,
    body: row.body,
    audio_url: row.audio_key === null ? null : signedFileUrl(row.audio_key, secret),
    created_at: iso(row.created_at),
    edited_at: isoOrNull(row.edited_at),
    author_name: nameOf(row.author_name, row.author_status),
    mine: row.author_id === viewer.userId,
    hidden: row.hidden_at !== null,
  };
}

export function toReportItem(row: ReportRow): ForumReportItem {
  return {
    id: row.id,
    target: row.reply_id === null ? 'topic' : 'reply',
    topic_id: row.topic_id,
    topic_title: row.topic_title,
    topic_status: row.topic_status,
    reply_id: row.reply_id,
    excerpt: postExcerpt(row.body),
    author_id: row.author_id,
    author_name: nameOf(row.author_name, row.author_status),
    author_blocked: row.author_blocked,
    hidden: row.hidden_at !== null,
    reason: row.reason,
    reporter_name: nameOf(row.reporter_name, row.reporter_status),
    created_at: iso(row.created_at),
    resolution: row.resolution,
    resolved_at: isoOrNull(row.resolved_at),
  };
}
