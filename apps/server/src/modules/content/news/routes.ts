import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as editor from './editor.ts';
import * as reader from './reader.ts';

/**
 * News (docs/content.md): learners read the published articles of the client they act in (404 when it has no news
 * module or the article is another client's, a draft, scheduled or expired); its editors (programme
 * administrators, superusers acting in it) keep every article (403 for anyone else, 404 for another client's).
 */
export const newsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // multipart for the cover upload; the read sets its own size limit (platform/uploads.ts)
  await app.register(multipart);
  const learner = { preHandler: authenticate(ctx), tags: ['news'] };
  const staff = { preHandler: authenticate(ctx), tags: ['news editing'] };

  route(
    app,
    endpoints.news,
    {
      ...learner,
      summary:
        'The client’s published articles (publish date ≤ now < expiry), pinned first, then newest; by category ' +
        'and words of the title; each in the reader’s language, else the client’s, else pt-BR, else the first written',
    },
    async (request) => reader.listNews(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.newsCategories,
    { ...learner, summary: 'The client’s news categories, in the reader’s language' },
    async (request) => reader.listCategories(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.newsArticle,
    {
      ...learner,
      summary: 'A published article with its sanitized body; opening it marks it read (its "new" badge goes)',
    },
    async (request) => reader.readNews(ctx, requireAuth(request), request.params.id, request.language.code),
  );

  route(
    app,
    endpoints.adminNews,
    {
      ...staff,
      summary:
        'Every article of the client, drafts, scheduled and expired ones too, most recently changed first',
    },
    async (request) => editor.listEditorNews(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminNewsArticle,
    { ...staff, summary: 'An article for editing: every language version as stored' },
    async (request) =>
      editor.getEditorNews(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminNewsCreate,
    {
      ...staff,
      summary:
        'Creates an article (a title in one language at least; bodies kept to the allow-list of ' +
        '`platform/rich-text.ts`); a publish date makes it visible from then',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await editor.createNews(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminNewsUpdate,
    { ...staff, summary: 'Edits an article: the fields sent replace the stored ones (the versions whole)' },
    async (request) =>
      editor.updateNews(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminNewsPublish,
    { ...staff, summary: 'Publishes an article now (a past publish date kept, a past expiry dropped)' },
    async (request) =>
      editor.publishNews(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminNewsUnpublish,
    { ...staff, summary: 'Unpublishes an article: a draft again' },
    async (request) =>
      editor.unpublishNews(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminNewsDelete,
    { ...staff, summary: 'Deletes an article with its read markers and cover' },
    async (request) =>
      editor.deleteNews(ctx, requireAuth(request), request.params.id, request.language.code, request.log),
  );
  route(
    app,
    endpoints.adminNewsSetCover,
    {
      ...staff,
      summary:
        'Sets the cover (multipart, one `file` part: JPEG, PNG, WebP or GIF, judged by content), stored as ' +
        '1200×675 WebP without metadata',
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: ctx.config.AVATAR_MAX_BYTES,
        tooLarge: 'profile.image_too_large',
      });
      return editor.setNewsCover(
        ctx,
        requireAuth(request),
        request.params.id,
        upload.buffer,
        request.language.code,
        request.log,
      );
    },
  );
  route(app, endpoints.adminNewsRemoveCover, { ...staff, summary: 'Removes the cover' }, async (request) =>
    editor.removeNewsCover(ctx, requireAuth(request), request.params.id, request.language.code, request.log),
  );
};
