import {
  AcceptTermsRequest,
  AvatarResponse,
  ChangePasswordRequest,
  CloseAccountRequest,
  ErrorEnvelope,
  endpoints,
  OkResponse,
  Profile,
  Session,
  UpdateProfileRequest,
} from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { fileRoutes } from '../../platform/storage.ts';
import { readUploadedFile } from '../../platform/uploads.ts';
import { authenticate, requireAuth } from '../identity/authenticate.ts';
import * as avatar from './avatar/service.ts';
import * as closure from './closure/service.ts';
import * as fields from './fields/service.ts';
import * as password from './password/service.ts';
import { acceptTerms } from './terms.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  409: ErrorEnvelope,
  413: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** The signed-in user's profile: data, avatar, password change, terms, closure; and the stored-file route. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  await app.register(multipart);
  await app.register(fileRoutes, { ctx });

  app.get(
    endpoints.profile.path,
    { preHandler: auth, schema: { tags: ['profile'], response: { 200: Profile, 401: ErrorEnvelope } } },
    async (request) => fields.getProfile(ctx, requireAuth(request)),
  );

  app.patch(
    endpoints.updateProfile.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: 'Updates any subset of the profile fields the client shows (hidden fields are ignored)',
        body: UpdateProfileRequest,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => fields.updateProfile(ctx, requireAuth(request), request.body, request.language.code),
  );

  app.post(
    endpoints.uploadAvatar.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary:
          'Uploads the avatar (multipart, one `file` part: JPEG, PNG, WebP or GIF), stored as 256×256 WebP',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponse, ...errors },
      },
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

  app.delete(
    endpoints.removeAvatar.path,
    { preHandler: auth, schema: { tags: ['profile'], response: { 200: AvatarResponse, ...errors } } },
    async (request) => avatar.removeAvatar(ctx, requireAuth(request), request.log),
  );

  app.post(
    endpoints.changePassword.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: 'Changes the password; every other session of the user ends',
        body: ChangePasswordRequest,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await password.changePassword(ctx, requireAuth(request), request.body, request.language.code);
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.acceptTerms.path,
    {
      preHandler: auth,
      schema: {
        tags: ['identity'],
        summary: "Accepts the selected client's current terms version",
        body: AcceptTermsRequest,
        response: { 200: Session, ...errors },
      },
    },
    async (request) => acceptTerms(ctx, requireAuth(request), request.body.version, request.language.code),
  );

  app.post(
    endpoints.closeAccount.path,
    {
      preHandler: auth,
      schema: {
        tags: ['profile'],
        summary: 'Closes the account for good: the user types their own name to confirm',
        body: CloseAccountRequest,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await closure.closeAccount(ctx, requireAuth(request), request.body.typed_name, request.log);
      return { ok: true as const };
    },
  );
};
