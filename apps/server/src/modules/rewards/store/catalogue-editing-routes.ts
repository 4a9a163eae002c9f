import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { createReward, updateReward } from './catalogue-editing.ts';
import { createGroup, deleteGroup, listGroups, renameGroup, reorderGroups } from './catalogue-groups.ts';
import { courseOptions, requiredCourses, setRequiredCourses } from './required-training.ts';

const GROUPS = {
  department: {
    list: endpoints.rewardsAdminDepartments,
    create: endpoints.rewardsCreateDepartment,
    rename: endpoints.rewardsRenameDepartment,
    remove: endpoints.rewardsDeleteDepartment,
    reorder: endpoints.rewardsReorderDepartments,
    inUse: '409 store.department_in_use while a reward is in it',
  },
  category: {
    list: endpoints.rewardsAdminCategories,
    create: endpoints.rewardsCreateCategory,
    rename: endpoints.rewardsRenameCategory,
    remove: endpoints.rewardsDeleteCategory,
    reorder: endpoints.rewardsReorderCategories,
    inUse: '409 store.category_in_use while a reward or an order is in it',
  },
} as const;

/**
 * The operators' editing of the store's catalogue (programme administrators and superusers of the selected client;
 * anyone else 403, another client's rows not found): rewards' texts and prices, departments and categories, the
 * required training.
 */
export const catalogueEditingRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.rewardsCreateReward,
    {
      ...common,
      summary:
        'A new reward: texts in the four languages, price, department and category (422 store.department_unknown ' +
        'or store.category_unknown for another client’s); offered nowhere until its stock is set',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReward(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.rewardsUpdateReward,
    {
      ...common,
      summary:
        'A reward’s texts, price, department and category; the store’s search follows the new texts at once, a new ' +
        'price applies to the next redemptions (orders keep what they paid)',
    },
    async (request) =>
      updateReward(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  for (const kind of ['department', 'category'] as const) {
    const list = GROUPS[kind];
    const plural = kind === 'department' ? 'departments' : 'categories';
    route(
      app,
      list.list,
      { ...common, summary: `The client’s reward ${plural} in the store’s order, with what uses each` },
      async (request) => listGroups(ctx, requireAuth(request), kind, request.language.code),
    );
    route(
      app,
      list.create,
      { ...common, summary: `Adds a reward ${kind} at the end, named in the four languages` },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createGroup(ctx, requireAuth(request), kind, request.body, request.language.code)),
    );
    route(
      app,
      list.rename,
      { ...common, summary: `Renames a reward ${kind} in the four languages` },
      async (request) =>
        renameGroup(ctx, requireAuth(request), kind, request.params.id, request.body, request.language.code),
    );
    route(
      app,
      list.remove,
      { ...common, summary: `Removes a reward ${kind}; ${list.inUse}` },
      async (request) =>
        deleteGroup(ctx, requireAuth(request), kind, request.params.id, request.language.code),
    );
    route(
      app,
      list.reorder,
      {
        ...common,
        summary: `Puts every reward ${kind} of the client in the order given (400 for a partial list)`,
      },
      async (request) => reorderGroups(ctx, requireAuth(request), kind, request.body, request.language.code),
    );
  }
  route(
    app,
    endpoints.rewardsRequiredCourses,
    { ...common, summary: 'The courses a user must finish before any redemption (SPEC §5 Redemption)' },
    async (request) => requiredCourses(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.rewardsSetRequiredCourses,
    {
      ...common,
      summary:
        'Replaces the required courses (published courses of the client; 422 store.course_unknown otherwise); the ' +
        'next redemption is judged by them',
    },
    async (request) => setRequiredCourses(ctx, requireAuth(request), request.body, request.language.code),
  );
  route(
    app,
    endpoints.rewardsCourseOptions,
    {
      ...common,
      summary: 'The client’s published courses matching a search, for the required-training picker',
    },
    async (request) => courseOptions(ctx, requireAuth(request), request.query.search, request.language.code),
  );
};
