import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { sendCsv } from '../../../platform/csv.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { itemAnalysis, itemAnalysisCsv } from './analysis.ts';
import { intervene, listAttempts } from './attempts.ts';
import { createBank, deleteBank, getBank, listBanks, renameBank } from './banks.ts';
import { importQuestions } from './import.ts';
import { addQuestion, archiveQuestion, updateQuestion } from './questions.ts';
import { getTestSettings, previewTest, setTestSettings } from './tests.ts';

/**
 * Tests and quizzes, the staff's side (docs/assessment.md, "Staff"): banks, questions, CSV import, a test's rules and
 * preview, its attempts and the interventions. Learning's authors only; another client's anything is 404.
 */
export const assessmentStaffRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const staff = { preHandler: authenticate(ctx), tags: ['assessment-admin'] };

  route(
    app,
    endpoints.adminAssessmentBanks,
    { ...staff, summary: 'The client’s question banks, newest first, with their question and test counts' },
    async (request) => listBanks(ctx, requireAuth(request), request.query),
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
    endpoints.adminAssessmentRenameBank,
    { ...staff, summary: 'Renames a question bank' },
    async (request) => renameBank(ctx, requireAuth(request), request.params.id, request.body.title),
  );
  route(
    app,
    endpoints.adminAssessmentDeleteBank,
    {
      ...staff,
      summary:
        'Deletes a question bank with its questions; 409 assessment.bank_in_use while a test draws from it',
    },
    async (request) => deleteBank(ctx, requireAuth(request), request.params.id),
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
    endpoints.adminAssessmentUpdateQuestion,
    {
      ...staff,
      summary: 'Replaces a question of a bank whole (its type may change); its key must fit its options',
    },
    async (request) =>
      updateQuestion(ctx, requireAuth(request), request.params.id, request.params.question, request.body),
  );
  route(
    app,
    endpoints.adminAssessmentDeleteQuestion,
    {
      ...staff,
      summary:
        'Takes a question out of its bank (kept for the attempts that asked it); 409 when a test would be left ' +
        'drawing more questions than the bank holds',
    },
    async (request) => archiveQuestion(ctx, requireAuth(request), request.params.id, request.params.question),
  );
  route(
    app,
    endpoints.adminAssessmentImportQuestions,
    {
      ...staff,
      summary:
        'Reads a CSV of questions: each row’s question or errors. With confirm and every row valid, appends them; ' +
        'otherwise writes nothing',
    },
    async (request) => importQuestions(ctx, requireAuth(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.adminAssessmentTest,
    { ...staff, summary: 'A test activity’s rules and bank (404 before they are set)' },
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
    endpoints.adminAssessmentPreview,
    {
      ...staff,
      summary: 'A draw of the test as a learner would see it, without answer keys; no attempt is recorded',
    },
    async (request) => previewTest(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminAssessmentAttempts,
    { ...staff, summary: 'A test’s attempts, newest first, a page at a time, by status, result or learner' },
    async (request) => listAttempts(ctx, requireAuth(request), request.params.id, request.query),
  );
  route(
    app,
    endpoints.adminAssessmentIntervene,
    { ...staff, summary: 'Grants a learner an extra attempt or unblocks them, with a reason they are shown' },
    async (request) =>
      intervene(ctx, requireAuth(request), request.params.id, request.params.user, request.body),
  );
  route(
    app,
    endpoints.adminAssessmentItemAnalysis,
    {
      ...staff,
      summary:
        'A test’s item analysis: each question’s difficulty (share right) and point-biserial discrimination over ' +
        'the submitted attempts, and the learners’ attempts, a page at a time',
    },
    async (request) =>
      itemAnalysis(ctx, requireAuth(request), request.params.id, request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminAssessmentItemAnalysisCsv,
    {
      ...staff,
      summary: 'The item analysis’s questions as a CSV download (UTF-8 with BOM)',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) => {
      const csv = await itemAnalysisCsv(ctx, requireAuth(request), request.params.id, request.language.code);
      return sendCsv(reply, csv);
    },
  );
};
