import { endpoints, SALE_INVOICE_MAX_BYTES } from '@elevar/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { idempotencyKeyOf } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { findSaleStore, listSales, reportSale, saleForm, uploadInvoice } from './service.ts';

/** The rewards programme's sales (SPEC §2 insert-sales, §5 Sale): the form, store lookup, invoice, report, list. */
export const saleRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  await app.register(multipart);
  route(
    app,
    endpoints.rewardsSaleForm,
    {
      ...common,
      summary:
        'What the sale form of a campaign needs: its product catalogue priced at the user’s level multiplier, the ' +
        'eligible chains, the user’s registered stores and the reporting window (403 rewards.not_registered)',
    },
    async (request) => saleForm(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.rewardsSaleStore,
    {
      ...common,
      summary:
        'An eligible store of the campaign by the digits of its registration number only (SPEC §5); 404 ' +
        'rewards.store_not_found',
    },
    async (request) =>
      findSaleStore(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query.registration_number,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.rewardsSaleInvoice,
    {
      ...common,
      summary:
        'Uploads a sale’s invoice (multipart, one `file` part, 10 MB at most): a JPEG, PNG or WebP image or a PDF ' +
        'by its content; 422 rewards.invoice_file_invalid otherwise',
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request, {
        field: 'file',
        maxBytes: SALE_INVOICE_MAX_BYTES,
        tooLarge: 'rewards.invoice_file_too_large',
      });
      const stored = await uploadInvoice(
        ctx,
        requireAuth(request),
        upload.buffer,
        request.language.code,
        request.log,
      );
      return reply.status(201).send(stored);
    },
  );
  route(
    app,
    endpoints.rewardsReportSale,
    {
      ...common,
      summary:
        'Reports a sale (header Idempotency-Key: a retry answers the first sale, 200): 201 with its points credited ' +
        'under audit through the ledger; 409 rewards.invoice_already_sent, 422 for the 15-day window, the campaign, ' +
        'the store or the catalogue, 403 rewards.account_blocked or rewards.not_registered',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'rewards.idempotency_key_required');
      const { sale, created } = await reportSale(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        key,
        request.language.code,
      );
      return reply.status(created ? 201 : 200).send(sale);
    },
  );
  route(
    app,
    endpoints.rewardsSales,
    {
      ...common,
      summary:
        'The user’s sales in the selected client, newest first, with status, reprove reason and points',
    },
    async (request) => listSales(ctx, requireAuth(request), request.query, request.language.code),
  );
};
