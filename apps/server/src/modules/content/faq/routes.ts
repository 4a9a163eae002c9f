import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as faq from './service.ts';

/**
 * FAQ (docs/content.md): learners read the published questions of the client they act in (404 without its faq
 * module); its editors (programme administrators, superusers acting in it) keep them per language (403 for anyone
 * else, 404 for another client's question).
 */
export const faqRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const learner = { preHandler: authenticate(ctx), tags: ['faq'] };
  const staff = { preHandler: authenticate(ctx), tags: ['faq editing'] };

  route(
    app,
    endpoints.faq,
    {
      ...learner,
      summary:
        'The client’s published questions in the reader’s language (else the client’s, else pt-BR), by ' +
        'category and position; a category filter and a search of question and answer, accents ignored',
    },
    async (request) => faq.listFaq(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminFaq,
    { ...staff, summary: 'Every question of the client in one language, published or not, in order' },
    async (request) => faq.listEditorFaq(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminFaqCreate,
    {
      ...staff,
      summary: 'Adds a question at the end of its category (its answer kept to the rich-text allow-list)',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await faq.createFaqEntry(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminFaqUpdate,
    {
      ...staff,
      summary: 'Edits a question, publishes or unpublishes it: the fields sent replace the stored',
    },
    async (request) =>
      faq.updateFaqEntry(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(app, endpoints.adminFaqDelete, { ...staff, summary: 'Deletes a question' }, async (request) =>
    faq.deleteFaqEntry(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminFaqReorder,
    { ...staff, summary: 'Orders the questions of one category and language as listed' },
    async (request) => faq.reorderFaq(ctx, requireAuth(request), request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminFaqCategoryCreate,
    { ...staff, summary: 'Adds a FAQ category, named in the four languages' },
    async (request, reply) =>
      reply
        .status(201)
        .send(await faq.createFaqCategory(ctx, requireAuth(request), request.body, request.language.code)),
  );
};
