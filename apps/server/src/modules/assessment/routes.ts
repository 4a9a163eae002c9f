import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import {
  addQuestion,
  createBank,
  getBank,
  getTestSettings,
  intervene,
  listAttempts,
  setTestSettings,
} from './authoring.ts';
import {
  attemptResult,
  idempotencyKeyOf,
  saveAnswer,
  startAttempt,
  submitAttempt,
  testView,
} from './learner.ts';

/** Tests and quizzes: the learner's attempts and the staff's banks, rules and interventions (docs/assessment.md). */
export const assessmentRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);
  const learner = { preHandler, tags: ['assessment'] };
  const staff = { preHandler, tags: ['assessment-admin'] };

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

  route(
    app,
    endpoints.adminAssessmentCreateBank,
    { ...staff, summary: 'Creates a question bank of the client' },
    async (request, reply) => {
      reply.status(201);
      return createBank(ctx, requireAuth(request), request.body.title);
    },
  );
  route(
    app,
    endpoints.adminAssessmentBank,
    { ...staff, summary: 'A question bank with its questions and answer keys' },
    async (request) => getBank(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminAssessmentAddQuestion,
    { ...staff, summary: 'Adds a question (any of the six types) to a bank; its key must fit its options' },
    async (request, reply) => {
      reply.status(201);
      return addQuestion(ctx, requireAuth(request), request.params.id, request.body);
    },
  );
  route(
    app,
    endpoints.adminAssessmentTest,
    { ...staff, summary: 'A test activity’s rules and bank' },
    async (request) => getTestSettings(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminAssessmentSetTest,
    {
      ...staff,
      summary:
        'Sets a test activity’s rules: bank, attempts, minimum score or correct answers, count, time limit',
    },
    async (request) => setTestSettings(ctx, requireAuth(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.adminAssessmentAttempts,
    { ...staff, summary: 'Every attempt of a test, newest first' },
    async (request) => listAttempts(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminAssessmentIntervene,
    { ...staff, summary: 'Grants a learner an extra attempt or unblocks them, with a reason they are shown' },
    async (request) =>
      intervene(ctx, requireAuth(request), request.params.id, request.params.user, request.body),
  );
};
