import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { listModeration, moderateReview } from './moderation.ts';
import { createReview, deleteReview, listReviews, reportReview, updateReview } from './reviews.ts';

/** Course and trail reviews (docs/assessment.md "Reviews"): the learners' side and the moderators' queue. */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);
  const learner = { preHandler, tags: ['reviews'] };
  const staff = { preHandler, tags: ['reviews-admin'] };

  route(
    app,
    endpoints.reviews,
    {
      ...learner,
      summary:
        'A course’s or trail’s visible reviews, newest first, paged, with their average and count and the ' +
        'learner’s own review',
    },
    async (request) => listReviews(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.createReview,
    {
      ...learner,
      summary: 'Reviews a course or trail (rating 1–5, comment); one per user: 409 assessment.review_exists',
    },
    async (request, reply) => {
      reply.status(201);
      return createReview(ctx, requireAuth(request), request.body, request.language.code);
    },
  );
  route(
    app,
    endpoints.updateReview,
    { ...learner, summary: 'Changes the author’s review; another’s is 403 assessment.review_not_author' },
    async (request) => updateReview(ctx, requireAuth(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.deleteReview,
    { ...learner, summary: 'Deletes the author’s review; another’s is 403 assessment.review_not_author' },
    async (request) => deleteReview(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.reportReview,
    { ...learner, summary: 'Reports a review to the moderators, with a reason (once per user)' },
    async (request) =>
      reportReview(ctx, requireAuth(request), request.params.id, request.body.reason, request.language.code),
  );
  route(
    app,
    endpoints.adminReviews,
    { ...staff, summary: 'Moderators: the client’s reported (or hidden) reviews, newest first, paged' },
    async (request) => listModeration(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminModerateReview,
    {
      ...staff,
      summary:
        'Moderators: hides a review (out of the list and the average) or shows it again; reports dismissed',
    },
    async (request) =>
      moderateReview(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.hidden,
        request.language.code,
      ),
  );
};
