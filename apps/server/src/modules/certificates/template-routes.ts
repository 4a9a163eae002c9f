import { endpoints } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { readUploadedFile } from '../../platform/uploads.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import { PDF_ANSWER } from './routes.ts';
import {
  previewTemplate,
  readTemplate,
  saveTemplate,
  TEMPLATE_IMAGE_MAX_BYTES,
  uploadTemplateImage,
} from './template.ts';

/**
 * The client's certificate template (docs/certificates.md "Templates"), for its programme administrators and
 * superusers acting in it (403 for anyone else): read, save a new version, upload a logo or signature, and the PDF
 * preview of unsaved values.
 */
export const certificateTemplateRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  // multipart for the image uploads; the read sets its own size limit (platform/uploads.ts)
  await app.register(multipart);
  const staff = { preHandler: authenticate(ctx), tags: ['certificates'] };
  route(
    app,
    endpoints.adminCertificateTemplate,
    {
      ...staff,
      summary:
        'Programme administrators: the client’s certificate template (its newest saved version), else the ' +
        'platform’s (`is_default`)',
    },
    async (request) => readTemplate(ctx, requireAuth(request)),
  );
  route(
    app,
    endpoints.adminSaveCertificateTemplate,
    {
      ...staff,
      summary:
        'Programme administrators: saves the client’s template as a new version (audited). Certificates issued ' +
        'from then on are drawn with it; issued ones keep the version they were issued with. Unknown placeholders, ' +
        'colours not #rrggbb, too many lines or another client’s images: 400 naming the fields',
    },
    async (request) => saveTemplate(ctx, requireAuth(request), request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminCertificateTemplateImage,
    {
      ...staff,
      summary:
        'Programme administrators: uploads the template’s logo or signature (multipart, one `file` part of 2 MB ' +
        'at most: PNG or JPEG judged by content), stored as PNG without metadata, at most 1200×600 (audited); ' +
        'saved into the template by its key',
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: TEMPLATE_IMAGE_MAX_BYTES,
        tooLarge: 'certificates.image_too_large',
      });
      const image = await uploadTemplateImage(
        ctx,
        requireAuth(request),
        request.params.slot,
        upload.buffer,
        request.log,
      );
      reply.status(201);
      return image;
    },
  );
  route(
    app,
    endpoints.adminCertificateTemplatePreview,
    {
      ...staff,
      summary:
        'Programme administrators: the PDF of an unsaved template in one language, for a sample learner and ' +
        'course (checked as a save is; changes nothing)',
      ...PDF_ANSWER,
    },
    async (request, reply) => {
      const pdf = await previewTemplate(ctx, requireAuth(request), request.body, request.language.code);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="certificate-preview.pdf"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
