import { endpoints, PHOTO_MAX_BYTES, PhotoUploadFields } from '@elevar/contract';
import { validationMessage } from '@elevar/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { AppError } from '../../../platform/errors.ts';
import { idempotencyKeyOf } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { listPhotos, photoForm, sendPhoto } from './service.ts';

/** The rewards programme's store photos (SPEC §2 upload-photos, §5 Photos): the form, sending, the user's list. */
export const photoRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  await app.register(multipart);
  route(
    app,
    endpoints.rewardsPhotoForm,
    {
      ...common,
      summary:
        'What the photo form of a campaign needs: its photo types with points at the user’s level, the user’s ' +
        'registered stores, each with its week (reset moment in the store zone) and the types already sent in it',
    },
    async (request) => photoForm(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.rewardsSendPhoto,
    {
      ...common,
      summary:
        'Sends a store photo (header Idempotency-Key: a retry answers the first photo, 200; multipart fields ' +
        '`store_id` and `photo_type_id` then one `file` part, 15 MB at most, an image by its content): 201 with its ' +
        'points credited under audit through the ledger; 409 rewards.photo_already_sent (one per type per store ' +
        'per week), 422 rewards.photo_invalid, rewards.store_not_participating or rewards.photo_type_not_in_campaign',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'rewards.idempotency_key_required');
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: PHOTO_MAX_BYTES,
        tooLarge: 'rewards.photo_too_large',
      });
      const fields = PhotoUploadFields.safeParse(upload.fields);
      if (!fields.success)
        throw new AppError(
          'common.validation',
          400,
          fields.error.issues.map((issue) => ({
            field: issue.path.join('.'),
            message: validationMessage('field.required', request.language.code),
          })),
        );
      const { photo, created } = await sendPhoto(
        ctx,
        requireAuth(request),
        request.params.id,
        fields.data,
        upload.buffer,
        key,
        request.language.code,
        request.log,
      );
      return reply.status(created ? 201 : 200).send(photo);
    },
  );
  route(
    app,
    endpoints.rewardsPhotos,
    {
      ...common,
      summary:
        'The user’s store photos in the selected client, newest first, with status, reprove reason, points and ' +
        'the display image’s signed URL',
    },
    async (request) => listPhotos(ctx, requireAuth(request), request.query, request.language.code),
  );
};
