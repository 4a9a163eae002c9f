import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import {
  REWARD_IMAGE_MAX_BYTES,
  setCategoryMaximum,
  setRewardActive,
  setRewardImage,
  setRewardStock,
  staffCatalogue,
} from './catalogue-admin.ts';

/** The operators' catalogue of the reward store: stock and availability per country, active rewards, maximums. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  await app.register(multipart);
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.rewardsAdminCatalogue,
    {
      ...common,
      summary:
        'Programme administrators: every reward of the client (inactive too) with its stock per country, the ' +
        'client’s countries and the categories with their maximums',
    },
    async (request) => staffCatalogue(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.rewardsSetStock,
    {
      ...common,
      summary:
        'Where a reward is offered and its stock there (a country left out is no longer offered); 422 ' +
        'store.country_unknown for a country not of the client',
    },
    async (request) =>
      setRewardStock(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.rewardsSetActive,
    { ...common, summary: 'Offers a reward at all, or not (an inactive reward is not found in the store)' },
    async (request) =>
      setRewardActive(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.active,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.rewardsSetImage,
    {
      ...common,
      summary:
        'The reward’s picture (multipart, one `file` part: JPEG, PNG, WebP or GIF by content, 10 MB; 413 ' +
        'store.image_too_large), stored as WebP without metadata',
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: REWARD_IMAGE_MAX_BYTES,
        tooLarge: 'store.image_too_large',
      });
      return setRewardImage(
        ctx,
        requireAuth(request),
        request.params.id,
        upload.buffer,
        request.language.code,
        request.log,
      );
    },
  );
  route(
    app,
    endpoints.rewardsSetCategoryMaximum,
    { ...common, summary: 'The most live orders one user may hold in a category (null: no maximum)' },
    async (request) =>
      setCategoryMaximum(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
};
