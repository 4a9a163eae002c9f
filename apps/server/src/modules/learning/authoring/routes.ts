import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { announceConverter } from '../ppt/converter.ts';
import * as activities from './activities.ts';
import * as categories from './categories.ts';
import * as courses from './courses.ts';
import * as groups from './groups.ts';

/**
 * Learning authoring (docs/learning.md "Authoring"): instructors build their own courses; programme administrators
 * (and superusers acting in a client) edit and publish any course of the client, keep categories and group
 * membership. Another client's course, or another instructor's, answers 404; a learner 403.
 */
export const learningAuthoringRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  // multipart for the CSV import; its read sets its own size limit (platform/uploads.ts)
  await app.register(multipart);
  announceConverter(ctx.config, app.log);
  const common = { preHandler: authenticate(ctx), tags: ['learning authoring'] };

  route(
    app,
    endpoints.adminLearningCourses,
    {
      ...common,
      summary:
        'Courses and podcasts the author may edit, most recently changed first: all of the client’s for an ' +
        'administrator (`mine` for their own), their own for an instructor; by status, kind and search',
    },
    async (request) => courses.listCourses(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningCourse,
    { ...common, summary: 'A course for editing: every language’s texts, its links by id, its activities' },
    async (request) => courses.getCourse(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningCreateCourse,
    {
      ...common,
      summary: 'Creates a draft course (the title in the client’s default language at least)',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await courses.createCourse(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminLearningUpdateCourse,
    {
      ...common,
      summary:
        'Edits a course: the fields sent replace the stored ones; points reach learners when the course is next ' +
        'published',
    },
    async (request) =>
      courses.updateCourse(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningPublishCourse,
    {
      ...common,
      summary:
        'Publishes a course with at least one activity (422 otherwise), freezing the points a completion posts; ' +
        'administrators only (403)',
    },
    async (request) =>
      courses.publishCourse(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningUnpublishCourse,
    {
      ...common,
      summary: 'A published course back to draft; points already earned stay; administrators only',
    },
    async (request) =>
      courses.unpublishCourse(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningArchiveCourse,
    { ...common, summary: 'Archives a course (out of every catalogue); administrators only' },
    async (request) =>
      courses.archiveCourse(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningAddActivity,
    { ...common, summary: 'Appends an activity, its content checked for its kind; answers the course' },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await activities.addActivity(
            ctx,
            requireAuth(request),
            request.params.id,
            request.body,
            request.language.code,
          ),
        ),
  );
  route(
    app,
    endpoints.adminLearningReorderActivities,
    {
      ...common,
      summary: 'Puts every activity of the course in the order given (progress follows each activity)',
    },
    async (request) =>
      activities.reorderActivities(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminLearningUpdateActivity,
    { ...common, summary: 'Replaces an activity’s kind, texts, content and duration; answers the course' },
    async (request) =>
      activities.updateActivity(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminLearningDeleteActivity,
    {
      ...common,
      summary: 'Deletes an activity no learner has progress in (409 otherwise); answers the course',
    },
    async (request) =>
      activities.deleteActivity(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningCategories,
    { ...common, summary: 'The client’s course categories by position, with how many courses use each' },
    async (request) => categories.listCategories(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminLearningCreateCategory,
    { ...common, summary: 'Adds a course category named in all four languages; administrators only' },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await categories.createCategory(ctx, requireAuth(request), request.body, request.language.code),
        ),
  );
  route(
    app,
    endpoints.adminLearningUpdateCategory,
    { ...common, summary: 'Renames or moves a course category; administrators only' },
    async (request) =>
      categories.updateCategory(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminLearningDeleteCategory,
    { ...common, summary: 'Deletes a course category no course uses (409 otherwise); administrators only' },
    async (request) => categories.deleteCategory(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminLearningGroupMembers,
    { ...common, summary: 'Members of one of the client’s user groups, by username; administrators only' },
    async (request) => groups.listMembers(ctx, requireAuth(request), request.params.id, request.query),
  );
  route(
    app,
    endpoints.adminLearningAddGroupMembers,
    {
      ...common,
      summary: 'Adds users of the client to a group by username: a report of added, already member, unknown',
    },
    async (request) =>
      groups.addMembers(ctx, requireAuth(request), request.params.id, request.body.usernames),
  );
  route(
    app,
    endpoints.adminLearningImportGroupMembers,
    {
      ...common,
      summary:
        'Adds the usernames of a CSV file (field `file`, first column, optional "username" header) to a group: ' +
        'a report of added, already member, unknown',
    },
    async (request) =>
      groups.importMembers(ctx, requireAuth(request), request.params.id, request, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningRemoveGroupMember,
    { ...common, summary: 'Removes a user from a group (a non-member changes nothing)' },
    async (request) =>
      groups.removeMember(ctx, requireAuth(request), request.params.id, request.params.user_id),
  );
};
