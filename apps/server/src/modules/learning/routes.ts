import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route, sendWritten } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import { catalogue, filterOptions, learningHome } from './catalogue.ts';
import { activityView, courseDetail, enrol, setFavourite, unenrol } from './course.ts';
import { saveProgress } from './progress.ts';
import { trailDetail } from './trails.ts';

/** The learner's side of learning: catalogue, course, enrolment, favourites, the player's reads and saves. */
export const learningRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);
  const tags = ['learning'];
  const common = { preHandler, tags };

  route(
    app,
    endpoints.learningCatalogue,
    {
      ...common,
      summary:
        'Published courses (or podcasts) the learner may see in the selected client, newest first, with their ' +
        'progress, enrolment and favourite; the filters of SPEC §3 combine with AND, lists inside one filter with OR',
    },
    async (request, reply) =>
      sendWritten(
        reply,
        endpoints.learningCatalogue,
        await catalogue(ctx, requireAuth(request), request.query, request.language.code),
      ),
  );
  route(
    app,
    endpoints.learningFilters,
    {
      ...common,
      summary: "The client's country areas, user groups, tags and course categories, for the filters",
    },
    async (request) => filterOptions(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.learningHome,
    { ...common, summary: 'The home rows: courses to continue, and new ones not started' },
    async (request) => learningHome(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.learningCourse,
    {
      ...common,
      summary: 'A course with its activities, the learner’s progress and what stands in their way',
    },
    async (request) => courseDetail(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.learningEnrol,
    {
      ...common,
      summary:
        'Enrols the learner in a course open to self-enrolment whose prerequisite is done (409 otherwise); ' +
        'enrolling again changes nothing',
    },
    async (request) => {
      await enrol(ctx, requireAuth(request), request.params.id, request.language.code);
      return courseDetail(ctx, requireAuth(request), request.params.id, request.language.code);
    },
  );
  route(
    app,
    endpoints.learningUnenrol,
    { ...common, summary: 'The learner leaves a self-enrolment course; their progress is kept' },
    async (request) => {
      await unenrol(ctx, requireAuth(request), request.params.id, request.language.code);
      return courseDetail(ctx, requireAuth(request), request.params.id, request.language.code);
    },
  );
  route(
    app,
    endpoints.learningFavourite,
    { ...common, summary: 'Marks the course as a favourite' },
    async (request) =>
      setFavourite(ctx, requireAuth(request), request.params.id, true, request.language.code),
  );
  route(
    app,
    endpoints.learningUnfavourite,
    { ...common, summary: 'Removes the course from the favourites' },
    async (request) =>
      setFavourite(ctx, requireAuth(request), request.params.id, false, request.language.code),
  );
  route(
    app,
    endpoints.learningTrail,
    {
      ...common,
      summary:
        'A trail (SPEC §2 trails/{id}): its items in order, each course with the learner’s state, and the trail’s ' +
        'own progress (finished when every item is; its points post once)',
    },
    async (request) => trailDetail(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.learningEnrolTrail,
    {
      ...common,
      summary: 'Enrols the learner in a trail open to self-enrolment (the rules of a course’s enrolment)',
    },
    async (request) => {
      await enrol(ctx, requireAuth(request), request.params.id, request.language.code, 'trail');
      return trailDetail(ctx, requireAuth(request), request.params.id, request.language.code);
    },
  );
  route(
    app,
    endpoints.learningUnenrolTrail,
    { ...common, summary: 'The learner leaves a self-enrolment trail; their progress is kept' },
    async (request) => {
      await unenrol(ctx, requireAuth(request), request.params.id, request.language.code, 'trail');
      return trailDetail(ctx, requireAuth(request), request.params.id, request.language.code);
    },
  );
  route(
    app,
    endpoints.learningActivity,
    {
      ...common,
      summary:
        'One activity by its position in the course, for the player: its content, the learner’s saved progress, ' +
        'previous and next (409 while the course or a blocked menu keeps it closed)',
    },
    async (request) =>
      activityView(ctx, requireAuth(request), request.params.id, request.params.order, request.language.code),
  );
  route(
    app,
    endpoints.learningSaveProgress,
    {
      ...common,
      summary:
        'Saves the player’s progress in one activity (position, pages seen, completion). Saves carry an ' +
        'increasing seq: an older or repeated one changes nothing. A completion that does not meet the kind’s ' +
        'rule, or arrives sooner than the activity could have been done, is refused (422)',
    },
    async (request) =>
      saveProgress(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
};
