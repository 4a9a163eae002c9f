import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import {
  attemptResult,
  idempotencyKeyOf,
  saveAnswer,
  startAttempt,
  submitAttempt,
  testView,
} from './learner.ts';

/** Tests and quizzes, the learner's side: the test, its attempts, answers and results (docs/assessment.md). */
export const assessmentRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);
  const learner = { preHandler, tags: ['assessment'] };

  route(
    app,
    endpoints.assessmentTest,
    {
      ...learner,
      summary:
        'A test as the player opens it: rules, the learner’s standing and attempts left, the one-attempt warning, ' +
        'the open attempt (questions without answers, time left) and the last result',
    },
    async (request) => testView(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.assessmentStart,
    {
      ...learner,
      summary:
        'Resumes the open attempt (same questions, the time left) or starts the next one the rules allow ' +
        '(409 blocked or no attempts left)',
    },
    async (request) => startAttempt(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.assessmentSaveAnswer,
    { ...learner, summary: 'Saves one answer of an open attempt before its deadline' },
    async (request) =>
      saveAnswer(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.question,
        request.body.answer,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.assessmentSubmit,
    {
      ...learner,
      summary:
        'Submits the attempt (header Idempotency-Key): scored on the server, once; the same key again answers the ' +
        'same result. After the deadline it is scored as it stood then',
    },
    async (request) =>
      submitAttempt(
        ctx,
        requireAuth(request),
        request.params.id,
        idempotencyKeyOf(request.headers['idempotency-key']),
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.assessmentResult,
    {
      ...learner,
      summary: 'A submitted attempt: score, status, attempts left and the corrections when allowed',
    },
    async (request) => attemptResult(ctx, requireAuth(request), request.params.id, request.language.code),
  );
};
