import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { sendCsv } from '../../../platform/csv.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { bulkEnrol, bulkEnrolCsv, bulkEnrolment, type StartJob } from './bulk.ts';
import { exportCourseReport } from './csv.ts';
import { BULK_ENROLMENT_JOB } from './job.ts';
import { courseReport } from './report.ts';

/**
 * Sends a stored request's job to the queue, after its row committed. An app built without jobs (some tests) leaves
 * it queued; a send that fails is logged and the sweep runs the request a few minutes later.
 */
function jobStarter(app: FastifyInstance): StartJob {
  return async (bulkId) => {
    const boss = app.jobs?.boss;
    if (!boss) return;
    try {
      await boss.send(BULK_ENROLMENT_JOB, { id: bulkId }, { singletonKey: `bulk-enrolment:${bulkId}` });
    } catch (error) {
      app.log.warn({ err: error, bulkId }, 'bulk enrolment job not sent: the sweep will run it');
    }
  };
}

/**
 * Bulk enrolment and progress reports (docs/learning.md "Bulk enrolment and reports"): programme administrators and
 * superusers for any course or trail of the client, instructors for their own; another client's course 404.
 */
export const learningEnrolmentAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  // multipart for the CSV of usernames; the read sets its own size limit (platform/uploads.ts)
  await app.register(multipart);
  const common = { preHandler: authenticate(ctx), tags: ['learning enrolment'] };
  const start = jobStarter(app);

  route(
    app,
    endpoints.adminLearningBulkEnrol,
    {
      ...common,
      summary:
        'Enrols usernames and/or the members of user groups in a course or trail, as a background job: 202 with ' +
        'the job; its progress comes over /ws (`bulk_enrolment_progress`) and from GET …/bulk-enrolments/:id',
    },
    async (request, reply) => {
      const job = await bulkEnrol(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
        start,
      );
      return reply.status(202).send(job);
    },
  );
  route(
    app,
    endpoints.adminLearningBulkEnrolCsv,
    {
      ...common,
      summary:
        'Enrols the usernames of a CSV file (field `file`, first column, optional "username" header, at most ' +
        '20,000 rows and 2 MB) in a course or trail, as a background job: 202 with the job',
    },
    async (request, reply) => {
      const job = await bulkEnrolCsv(
        ctx,
        requireAuth(request),
        request.params.id,
        request,
        request.language.code,
        start,
      );
      return reply.status(202).send(job);
    },
  );
  route(
    app,
    endpoints.adminLearningBulkEnrolment,
    {
      ...common,
      summary:
        'A bulk enrolment: queued, running, done or failed, how many of how many are processed, and its report ' +
        '(enrolled, already enrolled, unknown usernames)',
    },
    async (request) => bulkEnrolment(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminLearningCourseReport,
    {
      ...common,
      summary:
        'The progress report of a course or trail: its learners by username (enrolment, status, percent, parts ' +
        'completed, dates), counts per status; filters: status, group, search, completed_from, completed_to',
    },
    async (request) =>
      courseReport(ctx, requireAuth(request), request.params.id, request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningCourseReportCsv,
    {
      ...common,
      summary: 'The progress report with the same filters as a CSV download (UTF-8 with BOM, every learner)',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) => {
      const csv = await exportCourseReport(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query,
        request.language.code,
      );
      return sendCsv(reply, csv);
    },
  );
};
