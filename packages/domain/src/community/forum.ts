/**
 * The forum (SPEC §1 forum topics, §4 Forum topic, §6 Moderator; docs/community.md): topics and replies in a
 * client, open or closed, their owners' edits and deletions, reports to the moderators and what they do about them.
 */
import type { Role } from '../identity/roles.ts';
import { FREE_TEXT_MAX_LENGTH } from '../shared/constants.ts';

/** A topic's title: SPEC §5's free text (256 characters). */
export const FORUM_TITLE_MAX_LENGTH = FREE_TEXT_MAX_LENGTH;
/** A report's reason: SPEC §5's free text (256 characters). */
export const FORUM_REASON_MAX_LENGTH = FREE_TEXT_MAX_LENGTH;
/** A post's longest rich text (HTML, before sanitizing). */
export const FORUM_BODY_MAX_LENGTH = 10_000;
/** A recorded voice reply's largest file (about ten minutes of Opus). */
export const FORUM_VOICE_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many people are notified for the mentions of one post. */
export const FORUM_MAX_MENTIONS = 20;

/** SPEC §6 "Moderator: receives reports of topics and answers" (superusers acting in the client too). */
export const FORUM_MODERATOR_ROLES: readonly Role[] = ['moderator'];

/** Who sees the report queue, hides and restores posts, closes topics and blocks users in the client acted in. */
export function isForumModerator(viewer: { role: Role | null; isSuperuser: boolean }): boolean {
  return viewer.isSuperuser || (viewer.role !== null && FORUM_MODERATOR_ROLES.includes(viewer.role));
}

/** What a moderator did with a reported post: hid it, or kept (restored) it. */
export const FORUM_REPORT_RESOLUTIONS = ['hidden', 'kept'] as const;
export type ForumReportResolution = (typeof FORUM_REPORT_RESOLUTIONS)[number];

/** The report queue's views: reports still waiting for a moderator, or those already decided. */
export const FORUM_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];

// `@` not preceded by a word character, a dot or another `@` (so e-mail addresses are no mentions), then a username
const MENTION = /(?<![\w.@])@([A-Za-z0-9][A-Za-z0-9._-]{0,149})/g;

/**
 * The usernames a post mentions (`@username`), lower-cased, each once, in order, at most `FORUM_MAX_MENTIONS`.
 * Markup is ignored: only the text a reader sees counts (an `@` inside a link's address is no mention).
 */
export function mentionedUsernames(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ');
  const names: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[._-]+$/, '').toLowerCase();
    if (name && !names.includes(name)) names.push(name);
    if (names.length === FORUM_MAX_MENTIONS) break;
  }
  return names;
}

/** A post's plain text for a list or the report queue: tags gone, spaces collapsed, cut at `max` characters. */
export function postExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
