import {
  FORUM_BODY_MAX_LENGTH,
  FORUM_REASON_MAX_LENGTH,
  FORUM_REPORT_RESOLUTIONS,
  FORUM_REPORT_STATUSES,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TOPIC_STATES,
} from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf } from './common.ts';

/**
 * The community forum (issue 16, docs/community.md): a client's topics and their replies in rich text (the server
 * keeps its allow-list), open or closed; owners edit and delete their posts; anyone reports a post to the
 * moderators (SPEC §6), who hide or restore it, close and reopen topics and block users from the forum.
 */

export const ForumTopicStatus = z.enum(FORUM_TOPIC_STATES);
export type ForumTopicStatus = z.infer<typeof ForumTopicStatus>;

const Title = z
  .string()
  .trim()
  .min(1)
  .max(FORUM_TITLE_MAX_LENGTH)
  .describe('At most 256 characters (SPEC §5)');
const Body = z
  .string()
  .max(FORUM_BODY_MAX_LENGTH)
  .describe(
    'HTML; the server keeps only its allow-list (no scripts, handlers, styles or javascript: links). ' +
      '@username mentions notify those members of the client',
  );

export const ForumTopicQuery = PageQuery.extend({
  status: ForumTopicStatus.optional().describe('Only open or closed topics'),
  search: z.string().trim().max(100).optional().describe('Words of the title'),
});
export type ForumTopicQuery = z.infer<typeof ForumTopicQuery>;

const Author = {
  author_name: z.string().nullable().describe('The writer’s name; null for a closed account'),
  mine: z.boolean().describe('Written by the user asking: they may edit and delete it'),
  hidden: z.boolean().describe('Hidden by a moderator: only its author and the moderators see it'),
};

export const ForumTopicSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ForumTopicStatus,
  excerpt: z.string().describe('The first post’s plain text, cut'),
  reply_count: z.number().int(),
  last_activity_at: z.string(),
  created_at: z.string(),
  ...Author,
});
export type ForumTopicSummary = z.infer<typeof ForumTopicSummary>;

export const ForumTopicPage = pageOf(ForumTopicSummary).extend({
  may_post: z.boolean().describe('False for a user blocked from the forum'),
  moderator: z.boolean().describe('The user moderates the client’s forum'),
});
export type ForumTopicPage = z.infer<typeof ForumTopicPage>;

export const ForumTopic = ForumTopicSummary.extend({
  body: z.string().describe('Sanitized HTML'),
  edited_at: z.string().nullable(),
  subscribed: z.boolean().describe('The user is told of new replies'),
  may_post: z.boolean().describe('False for a user blocked from the forum'),
  moderator: z.boolean().describe('The user moderates the client’s forum: close, reopen, hide, restore'),
});
export type ForumTopic = z.infer<typeof ForumTopic>;

export const ForumReply = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  body: z.string().describe('Sanitized HTML; empty for a voice reply without text'),
  audio_url: z.string().nullable().describe('A recorded voice reply’s audio, its signed address'),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  ...Author,
});
export type ForumReply = z.infer<typeof ForumReply>;
export const ForumReplyPage = pageOf(ForumReply);
export type ForumReplyPage = z.infer<typeof ForumReplyPage>;

export const CreateForumTopicRequest = z.object({ title: Title, body: Body });
export type CreateForumTopicRequest = z.infer<typeof CreateForumTopicRequest>;

export const UpdateForumTopicRequest = z.object({ title: Title.optional(), body: Body.optional() });
export type UpdateForumTopicRequest = z.infer<typeof UpdateForumTopicRequest>;

export const ForumReplyRequest = z.object({ body: Body });
export type ForumReplyRequest = z.infer<typeof ForumReplyRequest>;

export const ForumReportRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(FORUM_REASON_MAX_LENGTH)
    .describe('Why it should be looked at; at most 256 characters (SPEC §5)'),
});
export type ForumReportRequest = z.infer<typeof ForumReportRequest>;

export const ForumSubscriptionRequest = z.object({ subscribed: z.boolean() });
export type ForumSubscriptionRequest = z.infer<typeof ForumSubscriptionRequest>;
export const ForumSubscription = z.object({ subscribed: z.boolean() });
export type ForumSubscription = z.infer<typeof ForumSubscription>;

export const ForumImage = z.object({
  url: z.string().describe('The stored image’s address, to write as an <img src> in a post'),
});
export type ForumImage = z.infer<typeof ForumImage>;

// moderation

export const ForumReportQuery = PageQuery.extend({
  status: z.enum(FORUM_REPORT_STATUSES).default('open').describe('Reports waiting, or those decided'),
});
export type ForumReportQuery = z.infer<typeof ForumReportQuery>;

export const ForumReportItem = z.object({
  id: z.number().int(),
  target: z.enum(['topic', 'reply']),
  topic_id: z.number().int(),
  topic_title: z.string(),
  topic_status: ForumTopicStatus,
  reply_id: z.number().int().nullable(),
  excerpt: z.string().describe('The reported post’s plain text, cut'),
  author_id: z.number().int(),
  author_name: z.string().nullable(),
  author_blocked: z.boolean().describe('The post’s author is blocked from the forum'),
  hidden: z.boolean().describe('The post is hidden'),
  reason: z.string(),
  reporter_name: z.string().nullable(),
  created_at: z.string(),
  resolution: z.enum(FORUM_REPORT_RESOLUTIONS).nullable(),
  resolved_at: z.string().nullable(),
});
export type ForumReportItem = z.infer<typeof ForumReportItem>;
export const ForumReportPage = pageOf(ForumReportItem);
export type ForumReportPage = z.infer<typeof ForumReportPage>;

export const ForumVisibilityRequest = z.object({
  hidden: z
    .boolean()
    .describe('Hide the post, or restore (keep) it; its waiting reports are decided either way'),
});
export type ForumVisibilityRequest = z.infer<typeof ForumVisibilityRequest>;

export const ForumStatusRequest = z.object({ status: ForumTopicStatus });
export type ForumStatusRequest = z.infer<typeof ForumStatusRequest>;

export const ForumBlock = z.object({
  user_id: z.number().int(),
  blocked: z.boolean(),
});
export type ForumBlock = z.infer<typeof ForumBlock>;

/** A member blocked from the client's forum, for the moderators' list. */
export const ForumBlockedMember = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  blocked_at: z.string().describe('When the block was made (ISO 8601)'),
  blocked_by_name: z
    .string()
    .nullable()
    .describe('The moderator who blocked them; null once their account is gone'),
});
export type ForumBlockedMember = z.infer<typeof ForumBlockedMember>;
export const ForumBlockedPage = pageOf(ForumBlockedMember);
export type ForumBlockedPage = z.infer<typeof ForumBlockedPage>;

/** What a writer typed after `@`: the start of a username of the client's members. */
export const ForumMemberQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe('The start of a username (case ignored), as typed after @'),
});
export type ForumMemberQuery = z.infer<typeof ForumMemberQuery>;
export const ForumMember = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
});
export type ForumMember = z.infer<typeof ForumMember>;
export const ForumMemberPage = pageOf(ForumMember);
export type ForumMemberPage = z.infer<typeof ForumMemberPage>;
