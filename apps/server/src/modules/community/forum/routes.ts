import { endpoints } from '@elevar/contract';
import { FORUM_VOICE_MAX_BYTES } from '@elevar/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as members from './members.ts';
import * as moderation from './moderation.ts';
import * as forum from './service.ts';

/**
 * The forum (docs/community.md): the members of a client with the forum module read and write its topics and
 * replies (404 without the module, for another client's post, and for someone else's hidden one); owners edit and
 * delete their own (403 for anyone else); its moderators (SPEC §6) work the report queue (403 for anyone else).
 */
export const forumRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // multipart for a post's image; the read sets its own size limit (platform/uploads.ts)
  await app.register(multipart);
  const member = { preHandler: authenticate(ctx), tags: ['forum'] };
  const moderator = { preHandler: authenticate(ctx), tags: ['forum moderation'] };

  route(
    app,
    endpoints.forumTopics,
    {
      ...member,
      summary: 'The client’s topics, most recently active first; by status and words of the title',
    },
    async (request) => forum.listTopics(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.forumTopicCreate,
    { ...member, summary: 'Opens a topic (rich text sanitized); its writer follows it, mentions are told' },
    async (request, reply) =>
      reply
        .status(201)
        .send(await forum.createTopic(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.forumTopic,
    { ...member, summary: 'A topic and whether the user follows it' },
    async (request) => forum.getTopic(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.forumTopicUpdate,
    { ...member, summary: 'Its owner edits a topic’s title or text' },
    async (request) =>
      forum.updateTopic(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.forumTopicDelete,
    { ...member, summary: 'Its owner deletes a topic with its replies' },
    async (request) => forum.deleteTopic(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.forumReplies,
    { ...member, summary: 'A page of a topic’s replies, oldest first' },
    async (request) => forum.listReplies(ctx, requireAuth(request), request.params.id, request.query),
  );
  route(
    app,
    endpoints.forumReplyCreate,
    {
      ...member,
      summary: 'A reply to an open topic (a closed one refuses it, 409); followers and mentions are told',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await forum.createReply(
            ctx,
            requireAuth(request),
            request.params.id,
            request.body,
            request.language.code,
          ),
        ),
  );
  route(app, endpoints.forumReplyUpdate, { ...member, summary: 'Its owner edits a reply' }, async (request) =>
    forum.updateReply(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.forumReplyDelete,
    { ...member, summary: 'Its owner deletes a reply' },
    async (request) => forum.deleteReply(ctx, requireAuth(request), request.params.id, request.log),
  );
  route(
    app,
    endpoints.forumVoiceReplyCreate,
    {
      ...member,
      summary:
        'A recorded voice reply (multipart: an optional `body` field, then one `audio` file: WebM, Ogg, MP4, WAV or ' +
        'MP3, judged by content) to an open topic',
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request, {
        field: 'audio',
        maxBytes: FORUM_VOICE_MAX_BYTES,
        tooLarge: 'forum.audio_save_failed',
      });
      return reply
        .status(201)
        .send(
          await forum.createVoiceReply(
            ctx,
            requireAuth(request),
            request.params.id,
            upload,
            request.language.code,
            request.log,
          ),
        );
    },
  );
  route(
    app,
    endpoints.forumTopicReport,
    { ...member, summary: 'Reports a topic to the moderators, once while the report waits' },
    async (request) =>
      forum.report(ctx, requireAuth(request), { topicId: request.params.id }, request.body.reason),
  );
  route(
    app,
    endpoints.forumReplyReport,
    { ...member, summary: 'Reports a reply to the moderators, once while the report waits' },
    async (request) =>
      forum.report(ctx, requireAuth(request), { replyId: request.params.id }, request.body.reason),
  );
  route(
    app,
    endpoints.forumSubscription,
    { ...member, summary: 'Follows a topic (told of its new replies) or leaves it' },
    async (request) =>
      forum.setSubscription(ctx, requireAuth(request), request.params.id, request.body.subscribed),
  );
  route(
    app,
    endpoints.forumImageUpload,
    {
      ...member,
      summary:
        'An image for a post (multipart, one `file` part: JPEG, PNG, WebP or GIF, judged by content), stored as ' +
        'WebP without metadata; its address goes into the post as an <img src>',
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: ctx.config.AVATAR_MAX_BYTES,
        tooLarge: 'profile.image_too_large',
      });
      return reply
        .status(201)
        .send(await forum.uploadImage(ctx, requireAuth(request), upload.buffer, request.log));
    },
  );

  route(
    app,
    endpoints.adminForumReports,
    { ...moderator, summary: 'The report queue: the client’s reports waiting (or decided), newest first' },
    async (request) => moderation.listReports(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.adminForumTopicVisibility,
    { ...moderator, summary: 'Hides or restores a topic; its waiting reports are decided' },
    async (request) =>
      moderation.setTopicHidden(ctx, requireAuth(request), request.params.id, request.body.hidden),
  );
  route(
    app,
    endpoints.adminForumReplyVisibility,
    { ...moderator, summary: 'Hides or restores a reply; its waiting reports are decided' },
    async (request) =>
      moderation.setReplyHidden(ctx, requireAuth(request), request.params.id, request.body.hidden),
  );
  route(
    app,
    endpoints.adminForumTopicStatus,
    { ...moderator, summary: 'Closes a topic (no more replies) or opens it again' },
    async (request) =>
      moderation.setTopicStatus(ctx, requireAuth(request), request.params.id, request.body.status),
  );
  route(
    app,
    endpoints.forumMembers,
    {
      ...member,
      summary:
        'Mention suggestions: the client’s members whose username starts with `search` (case ignored), by ' +
        'username; never the writer, a closed account or another client’s member',
    },
    async (request) => members.suggestMembers(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.adminForumBlocks,
    { ...moderator, summary: 'The members blocked from the client’s forum, newest block first' },
    async (request) => members.listBlocked(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.adminForumBlock,
    { ...moderator, summary: 'Blocks a member (by user id) from posting in the client’s forum' },
    async (request) => moderation.setBlocked(ctx, requireAuth(request), request.params.id, true),
  );
  route(
    app,
    endpoints.adminForumUnblock,
    { ...moderator, summary: 'Lifts a member’s block from the client’s forum' },
    async (request) => moderation.setBlocked(ctx, requireAuth(request), request.params.id, false),
  );
};
