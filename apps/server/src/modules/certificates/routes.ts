import { endpoints } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import { badgeAssertion } from './badge.ts';
import { signedCredential } from './credential.ts';
import { publicKeys } from './keys.ts';
import type { CertificateRow } from './queries.ts';
import { factsOf, findMine, listMine, verify } from './service.ts';
import { listClientCertificates, revokeCertificate } from './staff.ts';
import { renderCertificate } from './template.ts';

export const PDF_ANSWER = {
  produces: ['application/pdf'],
  answers: { 200: z.string().describe('The PDF, as an attachment') },
};

async function sendPdf(
  ctx: ServiceContext,
  reply: FastifyReply,
  row: CertificateRow,
  language: LanguageCode,
) {
  const pdf = await renderCertificate(ctx, factsOf(ctx, row, language), row.template_id, language);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="certificate-${row.code}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

function sendBadge(
  ctx: ServiceContext,
  reply: FastifyReply,
  row: CertificateRow | undefined,
  language: LanguageCode,
) {
  const assertion = row && badgeAssertion(ctx, row, factsOf(ctx, row, language));
  if (!assertion) throw notFound();
  return reply
    .type('application/ld+json')
    .header('cache-control', 'no-cache')
    .send(JSON.stringify(assertion));
}

/**
 * Certificates (docs/certificates.md): the learner's own (list and PDF, in the client they act in; anyone else's is
 * not found), SPEC §7's trail certificate, and the public verification of a code with its Open Badge.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const learner = { preHandler: authenticate(ctx), tags: ['certificates'] };
  route(
    app,
    endpoints.certificates,
    {
      ...learner,
      summary:
        'The learner’s certificates in the selected client, newest completion first (issued when the course or ' +
        'trail was finished or passed; a read issues none)',
    },
    async (request) => listMine(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.certificatePdf,
    { ...learner, summary: 'One of the learner’s certificates as a PDF (anyone else’s: 404)', ...PDF_ANSWER },
    async (request, reply) =>
      sendPdf(
        ctx,
        reply,
        await findMine(ctx, requireAuth(request), { id: request.params.id }),
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.certificateCredential,
    {
      ...learner,
      summary:
        'One of the learner’s certificates as an Open Badges 3.0 credential: a JWT-VC signed EdDSA with the ' +
        'client’s Ed25519 key (its `kid` in /.well-known/jwks.json; anyone else’s: 404)',
      produces: ['application/vc+jwt'],
      answers: { 200: z.string().describe('The compact JWS, as an attachment') },
    },
    async (request, reply) => {
      const row = await findMine(ctx, requireAuth(request), { id: request.params.id });
      const jwt = await signedCredential(ctx, row, factsOf(ctx, row, request.language.code));
      return reply
        .type('application/vc+jwt')
        .header('content-disposition', `attachment; filename="certificate-${row.code}.jwt"`)
        .header('cache-control', 'private, no-store')
        .send(jwt);
    },
  );
  route(
    app,
    endpoints.certificateJwks,
    {
      tags: ['certificates'],
      summary:
        'The clients’ Ed25519 public keys (JWKS) verifying the certificates’ Open Badges 3.0 credentials offline',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicKeys(ctx.db);
    },
  );
  route(
    app,
    endpoints.trailCertificate,
    {
      ...learner,
      summary:
        'SPEC §7: the signed-in learner’s certificate of the trail `id_trail` as a PDF (none yet: 404)',
      ...PDF_ANSWER,
    },
    async (request, reply) => {
      const row = await findMine(ctx, requireAuth(request), { courseId: request.body.id_trail });
      if (row.kind !== 'trail') throw notFound();
      return sendPdf(ctx, reply, row, request.language.code);
    },
  );
  route(
    app,
    endpoints.certificateVerify,
    {
      tags: ['certificates'],
      summary:
        'Public verification of a code (no session; rate-limited per address): valid with what the certificate ' +
        'shows, or not valid. With `Accept: application/ld+json`, its Open Badges 2.0 assertion (unknown: 404)',
    },
    async (request, reply) => {
      const { verification, row } = await verify(ctx, request.params.code, request.ip, request.language.code);
      if ((request.headers.accept ?? '').includes('application/ld+json'))
        return sendBadge(ctx, reply, row, request.language.code);
      return verification;
    },
  );
  route(
    app,
    endpoints.certificateBadge,
    {
      tags: ['certificates'],
      summary: 'The Open Badges 2.0 assertion of a code (hosted verification; unknown: 404)',
      produces: ['application/ld+json'],
      answers: { 200: z.object({}).passthrough().describe('The assertion') },
    },
    async (request, reply) => {
      const { row } = await verify(ctx, request.params.code, request.ip, request.language.code);
      return sendBadge(ctx, reply, row, request.language.code);
    },
  );
  const staff = { preHandler: authenticate(ctx), tags: ['certificates'] };
  route(
    app,
    endpoints.adminCertificates,
    {
      ...staff,
      summary:
        'Programme administrators: the client’s certificates, newest first, searched by learner, title or code ' +
        '(with who revoked one, when and why)',
    },
    async (request) =>
      listClientCertificates(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRevokeCertificate,
    {
      ...staff,
      summary:
        'Programme administrators: revoke one of the client’s certificates with a reason (audited; the public ' +
        'verification then says revoked, with the date; already revoked: 409)',
    },
    async (request) =>
      revokeCertificate(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
};
