import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import * as categories from './category-editor.ts';

const ENDPOINTS = {
  news: {
    tag: 'news editing',
    items: 'articles',
    list: endpoints.adminNewsCategories,
    create: endpoints.adminNewsCategoryCreate,
    update: endpoints.adminNewsCategoryUpdate,
    remove: endpoints.adminNewsCategoryDelete,
    reorder: endpoints.adminNewsCategoryReorder,
    onDelete: 'its articles stay, without a category',
  },
  faq: {
    tag: 'faq editing',
    items: 'questions (every language)',
    list: endpoints.adminFaqCategories,
    create: null,
    update: endpoints.adminFaqCategoryUpdate,
    remove: endpoints.adminFaqCategoryDelete,
    reorder: endpoints.adminFaqCategoryReorder,
    onDelete: 'refused (409 faq.category_not_empty) while it has questions',
  },
} as const;

/**
 * The editors' news and FAQ categories (docs/content.md "Categories"): news editors keep the news list, FAQ editors
 * the FAQ's (programme administrators, superusers acting in the client; 403 for anyone else, 404 for another
 * client's category). The FAQ's create is `adminFaqCategoryCreate` in `faq/routes.ts`.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  for (const name of ['news', 'faq'] as const) {
    const list = ENDPOINTS[name];
    const staff = { preHandler: authenticate(ctx), tags: [list.tag] };
    route(
      app,
      list.list,
      {
        ...staff,
        summary: `Every ${name} category, in order, with its names and how many ${list.items} it holds`,
      },
      async (request) => categories.listCategories(ctx, requireAuth(request), name, request.language.code),
    );
    if (list.create)
      route(
        app,
        list.create,
        { ...staff, summary: 'Adds a news category at the end, named in the four languages' },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await categories.createCategory(
                ctx,
                requireAuth(request),
                name,
                request.body,
                request.language.code,
              ),
            ),
      );
    route(
      app,
      list.update,
      { ...staff, summary: `Renames a ${name} category in the four languages` },
      async (request) =>
        categories.renameCategory(
          ctx,
          requireAuth(request),
          name,
          request.params.id,
          request.body,
          request.language.code,
        ),
    );
    route(
      app,
      list.remove,
      { ...staff, summary: `Deletes a ${name} category: ${list.onDelete}` },
      async (request) =>
        categories.deleteCategory(ctx, requireAuth(request), name, request.params.id, request.language.code),
    );
    route(
      app,
      list.reorder,
      { ...staff, summary: `Orders every ${name} category as listed (each once; else 400)` },
      async (request) =>
        categories.reorderCategories(ctx, requireAuth(request), name, request.body, request.language.code),
    );
  }
};
