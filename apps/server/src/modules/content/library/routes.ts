import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { uploadStepRoutes } from '../../../platform/direct-uploads/routes.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { sendDownload } from './download.ts';
import * as editor from './editor.ts';
import * as reader from './reader.ts';
import { libraryUploads, startLibraryUpload } from './uploads.ts';

/**
 * The library (docs/content.md "Library"): learners see the categories and files of the client they act in that
 * are shown to them (404 when it has no library module, or for another client's or a hidden file); its editors
 * (programme administrators, superusers acting in it) keep them (403 for anyone else, 404 for another client's).
 */
export const libraryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const learner = { preHandler: authenticate(ctx), tags: ['library'] };
  const staff = { preHandler: authenticate(ctx), tags: ['library editing'] };

  route(
    app,
    endpoints.libraryCategories,
    {
      ...learner,
      summary: 'The client’s library categories in the reader’s language, with their visible files',
    },
    async (request) => reader.listCategories(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.libraryCategoryFiles,
    {
      ...learner,
      summary:
        'A category’s files the reader may see (their language, one of their groups), by title; search and kind',
    },
    async (request) =>
      reader.listCategoryFiles(
        ctx,
        requireAuth(request),
        request.params.name,
        request.query,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.libraryFiles,
    {
      ...learner,
      summary:
        'The search across every category: the files the reader may see by title; words (accents ignored), kind',
    },
    async (request) => reader.searchFiles(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.libraryFile,
    {
      ...learner,
      summary:
        'One file the reader may see, with its link for an hour (preview or download); editors any of the client’s',
    },
    async (request) => reader.readFile(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.libraryDownload,
    {
      tags: ['library'],
      summary:
        'The file by its signed link: inline for pdf, image, video and audio (unless attachment=1), else an ' +
        'attachment; each full fetch counts a download; Range answers 206',
      produces: ['application/octet-stream'],
      answers: { 200: z.string().describe('The file’s bytes, with its stored content type') },
    },
    async (request, reply) => sendDownload(ctx, request, reply, request.params.id, request.query),
  );

  route(
    app,
    endpoints.adminLibraryCategories,
    { ...staff, summary: 'The client’s library categories with every language’s name and their file counts' },
    async (request) => editor.listEditorCategories(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminLibraryCategoryCreate,
    { ...staff, summary: 'Creates a category (names in four languages); its address name comes from pt-BR' },
    async (request, reply) =>
      reply
        .status(201)
        .send(await editor.createCategory(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminLibraryCategoryUpdate,
    { ...staff, summary: 'Renames or moves a category (its address name stays)' },
    async (request) =>
      editor.updateCategory(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminLibraryCategoryDelete,
    { ...staff, summary: 'Deletes an empty category (one with files: 409)' },
    async (request) =>
      editor.deleteCategory(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLibraryFiles,
    { ...staff, summary: 'Every file of the client, most recently changed first; category, kind and search' },
    async (request) =>
      editor.listEditorFiles(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminLibraryStartUpload,
    {
      ...staff,
      summary:
        'Declares a file’s direct upload to a category (its texts and visibility; its kind by extension, SPEC §3): ' +
        '413 over 50 MB; its chunks then go straight to the file store, and `POST /api/files/complete/` adds the ' +
        'file once its content is what the extension says (422 and nothing kept otherwise)',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startLibraryUpload(ctx, requireAuth(request), request.body, request.language.code)),
  );
  uploadStepRoutes(
    app,
    ctx,
    libraryUploads,
    {
      status: endpoints.adminLibraryUpload,
      partUrls: endpoints.adminLibraryUploadPartUrls,
      part: endpoints.adminLibraryUploadPart,
    },
    staff,
  );
  route(
    app,
    endpoints.adminLibraryFileUpdate,
    { ...staff, summary: 'Edits a file’s title, description, category and visibility (languages, groups)' },
    async (request) =>
      editor.updateFile(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  for (const [entry, published] of [
    [endpoints.adminLibraryFilePublish, true],
    [endpoints.adminLibraryFileUnpublish, false],
  ] as const)
    route(
      app,
      entry,
      {
        ...staff,
        summary: published
          ? 'Publishes a file to the learners who may see it'
          : 'Unpublishes a file: its editors alone see it; out of the learners’ lists, search and counts',
      },
      async (request) =>
        editor.setFilePublished(
          ctx,
          requireAuth(request),
          request.params.id,
          published,
          request.language.code,
        ),
    );
  route(
    app,
    endpoints.adminLibraryFileDelete,
    { ...staff, summary: 'Deletes a file and its stored bytes' },
    async (request) =>
      editor.deleteFile(ctx, requireAuth(request), request.params.id, request.language.code, request.log),
  );
};
