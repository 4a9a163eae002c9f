import type {
  CreateForumTopicRequest,
  ForumImage,
  ForumReply,
  ForumReplyPage,
  ForumTopic,
  ForumTopicPage,
  ForumTopicQuery,
  UpdateForumTopicRequest,
} from '@elevar/contract';
import {
  type ErrorCode,
  errorMessage,
  FORUM_BODY_MAX_LENGTH,
  forumTopicAcceptsReplies,
  isForumModerator,
  type LanguageCode,
  mentionedUsernames,
  validationMessage,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { SIGNATURE_BYTES, SIGNATURES } from '../../../platform/file-content.ts';
import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../../platform/images.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { fileStoreFor, recordStoredFile, removeFiles, signedFileUrl } from '../../../platform/storage.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { notify } from '../../notifications/index.ts';
import { toReply, toTopic, toTopicSummary } from './mappers.ts';
import * as q from './queries.ts';

/** `stored_files.purpose` of recorded voice replies: their writer's. */
export const FORUM_VOICE_PURPOSE = 'forum_voice';
/** `stored_files.purpose` of the images written into posts: their writer's. */
export const FORUM_IMAGE_PURPOSE = 'forum_image';
/** A post's image is kept whole within this box. */
const FORUM_IMAGE_SIZE = { width: 1600, height: 1600, fit: 'inside' } as const;

/**
 * The reader of the forum in the client they act in: the module must be theirs to use (else 404, as the web says),
 * and moderators see hidden posts.
 */
export async function forumViewer(ctx: ServiceContext, auth: AuthContext): Promise<q.Viewer> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'forum');
  return { clientId, userId: actor.userId, moderator: isForumModerator(actor) };
}

const fieldError = (code: ErrorCode, status: number, field: string, language: LanguageCode) =>
  new AppError(code, status, [{ field, message: errorMessage(code, language) }]);

/**
 * The stored body: the allow-list's HTML (`platform/rich-text.ts`). Nothing left of it (no text, no image) is a 400,
 * unless `mayBeEmpty` (a voice reply's text), when it is stored empty.
 */
function storedBody(html: string, language: LanguageCode, mayBeEmpty = false): string {
  const body = sanitizeRichText(html);
  if (/<img\s/.test(body) || body.replace(/<[^>]*>/g, '').trim() !== '') return body;
  if (mayBeEmpty) return '';
  throw fieldError('forum.body_required', 400, 'body', language);
}

/** A user a moderator blocked from the client's forum reads it but posts nothing (403). */
async function refuseBlocked(db: Db, viewer: q.Viewer) {
  if (await q.isBlocked(db, viewer.clientId, viewer.userId)) throw new AppError('forum.user_blocked', 403);
}

/**
 * Tells the members a post mentions (`@username`, members of the client only, never its writer) and returns them,
 * so the topic's followers among them are told once.
 */
async function notifyMentions(
  trx: Trx,
  viewer: q.Viewer,
  post: {
    topicId: number;
    replyId: number | null;
    title: string;
    body: string;
    authorName: string;
    at: Date;
  },
): Promise<Set<number>> {
  const named = await q.membersNamed(trx, viewer.clientId, mentionedUsernames(post.body));
  const told = new Set<number>();
  for (const { id } of named) {
    if (id === viewer.userId || told.has(id)) continue;
    told.add(id);
    await notify(trx, {
      clientId: viewer.clientId,
      userId: id,
      kind: 'forum_mention',
      data: {
        topic_id: post.topicId,
        reply_id: post.replyId,
        title: post.title,
        author_name: post.authorName,
      },
      at: post.at,
    });
  }
  return told;
}

async function authorName(trx: Trx, userId: number): Promise<string> {
  const row = await trx.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirst();
  return row?.full_name ?? '';
}

async function readTopic(db: Db, viewer: q.Viewer, topicId: number): Promise<ForumTopic> {
  const row = await q.topicFor(db, viewer, topicId);
  if (!row) throw notFound();
  return toTopic(row, viewer, !(await q.isBlocked(db, viewer.clientId, viewer.userId)));
}

/** The client's topics the user sees, most recently active first; by status and words of the title. */
export async function listTopics(
  ctx: ServiceContext,
  auth: AuthContext,
  query: ForumTopicQuery,
): Promise<ForumTopicPage> {
  const viewer = await forumViewer(ctx, auth);
  const filter = { status: query.status, search: query.search || undefined };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count, blocked] = await Promise.all([
    q.topicPage(ctx.db, viewer, filter, page),
    q.countTopics(ctx.db, viewer, filter),
    q.isBlocked(ctx.db, viewer.clientId, viewer.userId),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toTopicSummary(row, viewer)),
    may_post: !blocked,
    moderator: viewer.moderator,
  };
}

/** A topic and the user's follow of it; someone else's hidden topic, or another client's, is not found. */
export async function getTopic(ctx: ServiceContext, auth: AuthContext, topicId: number): Promise<ForumTopic> {
  return readTopic(ctx.db, await forumViewer(ctx, auth), topicId);
}

/** Opens a topic: its writer follows it; those it mentions are told. A user blocked from the forum may not (403). */
export async function createTopic(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateForumTopicRequest,
  language: LanguageCode,
): Promise<ForumTopic> {
  const viewer = await forumViewer(ctx, auth);
  const html = storedBody(body.body, language);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await refuseBlocked(trx, viewer);
    const topic = await trx
      .insertInto('forum_topics')
      .values({
        client_id: viewer.clientId,
        author_id: viewer.userId,
        title: body.title,
        body: html,
        last_activity_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q.subscribe(trx, topic.id, viewer.userId);
    const name = await authorName(trx, viewer.userId);
    await notifyMentions(trx, viewer, {
      topicId: topic.id,
      replyId: null,
      title: body.title,
      body: html,
      authorName: name,
      at: now,
    });
    return readTopic(trx, viewer, topic.id);
  });
}

/** A post read (locked) for a change by its owner: none is 404; anyone else's is 403 with SPEC §8's error. */
function ownPost<T extends { author_id: number }>(
  row: T | undefined,
  viewer: q.Viewer,
  refusal: ErrorCode,
): T {
  if (!row) throw notFound();
  if (row.author_id !== viewer.userId) throw new AppError(refusal, 403);
  return row;
}

/** Its owner edits a topic's title or text (a closed one too: closing stops replies, not corrections). */
export async function updateTopic(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  body: UpdateForumTopicRequest,
  language: LanguageCode,
): Promise<ForumTopic> {
  const viewer = await forumViewer(ctx, auth);
  const html = body.body === undefined ? undefined : storedBody(body.body, language);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    ownPost(await q.topicFor(trx, viewer, topicId, true), viewer, 'forum.edit_failed');
    await refuseBlocked(trx, viewer);
    await trx
      .updateTable('forum_topics')
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(html === undefined ? {} : { body: html }),
        edited_at: now,
      })
      .where('id', '=', topicId)
      .execute();
    return readTopic(trx, viewer, topicId);
  });
}

/** Its owner deletes a topic with its replies, follows and reports. */
export async function deleteTopic(ctx: ServiceContext, auth: AuthContext, topicId: number) {
  const viewer = await forumViewer(ctx, auth);
  await inTransaction(ctx.db, async (trx) => {
    ownPost(await q.topicFor(trx, viewer, topicId, true), viewer, 'forum.delete_failed');
    await trx.deleteFrom('forum_topics').where('id', '=', topicId).execute();
  });
  return { ok: true as const };
}

/** A page of a topic's replies, oldest first (hidden ones only for their writer and the moderators). */
export async function listReplies(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  query: { page: number; page_size: number },
): Promise<ForumReplyPage> {
  const viewer = await forumViewer(ctx, auth);
  if (!(await q.topicFor(ctx.db, viewer, topicId))) throw notFound();
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.replyPage(ctx.db, viewer, topicId, page),
    q.countReplies(ctx.db, viewer, topicId),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toReply(row, viewer, ctx.secret)),
  };
}

async function readReply(db: Db, viewer: q.Viewer, replyId: number, secret: string): Promise<ForumReply> {
  const row = await q.replyFor(db, viewer, replyId);
  if (!row) throw notFound();
  return toReply(row, viewer, secret);
}

/**
 * A reply to an open topic (a closed one refuses it, 409 with its message): its writer follows the topic from then
 * on, those it mentions are told so, and the topic's other followers are told of a new reply.
 */
export async function createReply(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  body: { body: string },
  language: LanguageCode,
): Promise<ForumReply> {
  const viewer = await forumViewer(ctx, auth);
  return addReply(ctx, viewer, topicId, { html: storedBody(body.body, language), audio: null }, language);
}

/** A voice file stored for a reply: its key and content type. */
interface Voice {
  key: string;
  type: string;
  size: number;
}

async function addReply(
  ctx: ServiceContext,
  viewer: q.Viewer,
  topicId: number,
  post: { html: string; audio: Voice | null },
  language: LanguageCode,
): Promise<ForumReply> {
  const { html, audio } = post;
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const topic = await q.topicFor(trx, viewer, topicId, true);
    if (!topic) throw notFound();
    if (!forumTopicAcceptsReplies(topic.status))
      throw fieldError('forum.topic_closed', 409, 'body', language);
    await refuseBlocked(trx, viewer);
    const reply = await trx
      .insertInto('forum_replies')
      .values({
        topic_id: topicId,
        client_id: viewer.clientId,
        author_id: viewer.userId,
        body: html,
        audio_key: audio?.key ?? null,
        audio_type: audio?.type ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('forum_topics')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity_at: now }))
      .where('id', '=', topicId)
      .execute();
    const mentioned = await notifyMentions(trx, viewer, {
      topicId,
      replyId: reply.id,
      title: topic.title,
      body: html,
      authorName: await authorName(trx, viewer.userId),
      at: now,
    });
    for (const { user_id } of await q.subscribersOf(trx, viewer.clientId, topicId, viewer.userId)) {
      if (mentioned.has(user_id)) continue;
      await notify(trx, {
        clientId: viewer.clientId,
        userId: user_id,
        kind: 'forum_reply',
        data: { topic_id: topicId, reply_id: reply.id, title: topic.title },
        at: now,
      });
    }
    await q.subscribe(trx, topicId, viewer.userId);
    if (audio)
      await recordStoredFile(trx, {
        key: audio.key,
        ownerUserId: viewer.userId,
        purpose: FORUM_VOICE_PURPOSE,
        contentType: audio.type,
        size: audio.size,
      });
    return readReply(trx, viewer, reply.id, ctx.secret);
  });
}

/** Its owner edits a reply; a closed topic's replies stay as they are (409). */
export async function updateReply(
  ctx: ServiceContext,
  auth: AuthContext,
  replyId: number,
  body: { body: string },
  language: LanguageCode,
): Promise<ForumReply> {
  const viewer = await forumViewer(ctx, auth);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const reply = ownPost(await q.replyFor(trx, viewer, replyId, true), viewer, 'forum.edit_failed');
    // a voice reply's text may be left empty: its audio is the post
    const html = storedBody(body.body, language, reply.audio_key !== null);
    if (!forumTopicAcceptsReplies(reply.topic_status))
      throw fieldError('forum.topic_closed', 409, 'body', language);
    await refuseBlocked(trx, viewer);
    await trx
      .updateTable('forum_replies')
      .set({ body: html, edited_at: now })
      .where('id', '=', replyId)
      .execute();
    return readReply(trx, viewer, replyId, ctx.secret);
  });
}

/** Its owner deletes a reply (its reports go with it, its voice file after commit). */
export async function deleteReply(
  ctx: ServiceContext,
  auth: AuthContext,
  replyId: number,
  log: FastifyBaseLogger,
) {
  const viewer = await forumViewer(ctx, auth);
  const audioKey = await inTransaction(ctx.db, async (trx) => {
    const reply = ownPost(await q.replyFor(trx, viewer, replyId, true), viewer, 'forum.delete_failed');
    await trx.deleteFrom('forum_replies').where('id', '=', replyId).execute();
    await q.refreshReplyCount(trx, reply.topic_id);
    if (reply.audio_key) await trx.deleteFrom('stored_files').where('key', '=', reply.audio_key).execute();
    return reply.audio_key;
  });
  if (audioKey) await removeFiles(fileStoreFor(ctx), [audioKey], log);
  return { ok: true as const };
}

/**
 * Voice files by their content, whatever their name says: WebM (Chromium's and Firefox's MediaRecorder), Ogg, MP4
 * (Safari's), WAV and MP3.
 */
function voiceType(file: Buffer): string | null {
  const head = file.subarray(0, SIGNATURE_BYTES);
  if (SIGNATURES.ebml(head)) return 'audio/webm';
  if (SIGNATURES.ogg(head)) return 'audio/ogg';
  if (SIGNATURES.isoMedia(head)) return 'audio/mp4';
  if (SIGNATURES.wav(head)) return 'audio/wav';
  if (SIGNATURES.id3(head) || SIGNATURES.mpegFrame(head)) return 'audio/mpeg';
  return null;
}

/**
 * A recorded voice reply (multipart: an optional `body` text field, then the `audio` file), to an open topic as any
 * reply: the audio is checked by its content (`voiceType`) and stored as its writer's. Audio that is not a voice
 * recording, or that cannot be stored, answers SPEC §8's audio save error.
 */
export async function createVoiceReply(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  upload: { buffer: Buffer; fields: Record<string, string> },
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<ForumReply> {
  const viewer = await forumViewer(ctx, auth);
  const type = voiceType(upload.buffer);
  if (!type) throw fieldError('forum.audio_save_failed', 400, 'audio', language);
  const text = upload.fields.body ?? '';
  if (text.length > FORUM_BODY_MAX_LENGTH)
    throw new AppError('common.validation', 400, [
      { field: 'body', message: validationMessage('text.too_long', language) },
    ]);
  const html = storedBody(text, language, true);
  const store = fileStoreFor(ctx);
  let key: string;
  try {
    key = await store.write(upload.buffer);
  } catch (error) {
    log.error({ err: error }, 'voice reply not stored');
    throw new AppError('forum.audio_save_failed', 503);
  }
  try {
    return await addReply(
      ctx,
      viewer,
      topicId,
      { html, audio: { key, type, size: upload.buffer.length } },
      language,
    );
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
}

/** Anyone who sees a topic or reply reports it to the moderators, once while their report waits. */
export async function report(
  ctx: ServiceContext,
  auth: AuthContext,
  target: { topicId: number } | { replyId: number },
  reason: string,
) {
  const viewer = await forumViewer(ctx, auth);
  let post: { topicId: number; replyId: number | null };
  if ('topicId' in target) {
    if (!(await q.topicFor(ctx.db, viewer, target.topicId))) throw notFound();
    post = { topicId: target.topicId, replyId: null };
  } else {
    const reply = await q.replyFor(ctx.db, viewer, target.replyId);
    if (!reply) throw notFound();
    post = { topicId: reply.topic_id, replyId: reply.id };
  }
  await q.addReport(ctx.db, { clientId: viewer.clientId, ...post, reporterId: viewer.userId, reason });
  return { ok: true as const };
}

/** Follows a topic (told of its new replies) or leaves it. */
export async function setSubscription(
  ctx: ServiceContext,
  auth: AuthContext,
  topicId: number,
  subscribed: boolean,
) {
  const viewer = await forumViewer(ctx, auth);
  if (!(await q.topicFor(ctx.db, viewer, topicId))) throw notFound();
  if (subscribed) await q.subscribe(ctx.db, topicId, viewer.userId);
  else await q.unsubscribe(ctx.db, topicId, viewer.userId);
  return { subscribed };
}

/**
 * An image for a post: checked by its content and re-encoded (`platform/images.ts`: JPEG, PNG, WebP or GIF, at
 * most 1600 px a side, WebP without metadata), stored as its writer's; the answer's address is what the rich-text
 * allow-list keeps in an `<img src>`.
 */
export async function uploadImage(
  ctx: ServiceContext,
  auth: AuthContext,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<ForumImage> {
  const viewer = await forumViewer(ctx, auth);
  await refuseBlocked(ctx.db, viewer);
  const image = await reencodeImage(upload, FORUM_IMAGE_SIZE);
  const store = fileStoreFor(ctx);
  const key = await store.write(image);
  try {
    await recordStoredFile(ctx.db, {
      key,
      ownerUserId: viewer.userId,
      purpose: FORUM_IMAGE_PURPOSE,
      contentType: IMAGE_CONTENT_TYPE,
      size: image.length,
    });
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  return { url: signedFileUrl(key, ctx.secret) };
}
