import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { fileRoutes } from '../../platform/storage.ts';
import { readUploadedFile } from '../../platform/uploads.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import * as avatar from './avatar/service.ts';
import * as closure from './closure/service.ts';
import * as fields from './fields/service.ts';
import * as password from './password/service.ts';
import { acceptTerms } from './terms.ts';

/** The signed-in user's profile: data, avatar, password change, terms, closure; and the stored-file route. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['profile'];
  await app.register(multipart);
  await app.register(fileRoutes, { ctx });

  route(app, endpoints.profile, { preHandler: auth, tags }, async (request) =>
    fields.getProfile(ctx, requireAuth(request)),
  );

  route(
    app,
    endpoints.updateProfile,
    {
      preHandler: auth,
      tags,
      summary: 'Updates any subset of the profile fields the client shows (hidden fields are ignored)',
    },
    async (request) => fields.updateProfile(ctx, requireAuth(request), request.body, request.language.code),
  );

  route(
    app,
    endpoints.uploadAvatar,
    {
      preHandler: auth,
      tags,
      summary:
        'Uploads the avatar (multipart, one `file` part: JPEG, PNG, WebP or GIF), stored as 256×256 WebP',
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: ctx.config.AVATAR_MAX_BYTES,
        tooLarge: 'profile.image_too_large',
      });
      return avatar.uploadAvatar(ctx, requireAuth(request), upload.buffer, request.log);
    },
  );

  route(app, endpoints.removeAvatar, { preHandler: auth, tags }, async (request) =>
    avatar.removeAvatar(ctx, requireAuth(request), request.log),
  );

  route(
    app,
    endpoints.changePassword,
    { preHandler: auth, tags, summary: 'Changes the password; every other session of the user ends' },
    async (request) => {
      await password.changePassword(ctx, requireAuth(request), request.body, request.language.code);
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.acceptTerms,
    { preHandler: auth, tags: ['identity'], summary: "Accepts the selected client's current terms version" },
    async (request) => acceptTerms(ctx, requireAuth(request), request.body.version, request.language.code),
  );

  route(
    app,
    endpoints.closeAccount,
    {
      preHandler: auth,
      tags,
      summary: 'Closes the account for good: the user types their own name to confirm',
    },
    async (request) => {
      await closure.closeAccount(ctx, requireAuth(request), request.body.typed_name, request.log);
      return { ok: true as const };
    },
  );
};
