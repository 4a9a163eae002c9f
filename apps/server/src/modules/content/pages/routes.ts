import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as pages from './service.ts';

/**
 * The clients' own pages (docs/content.md "Pages"): members of a client read its hotsite and about-the-team pages;
 * its editors (programme administrators, superusers acting in it) write them (403 for anyone else).
 */
export const pageRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const member = { preHandler: authenticate(ctx), tags: ['pages'] };
  const staff = { preHandler: authenticate(ctx), tags: ['pages editing'] };

  route(
    app,
    endpoints.clientPage,
    {
      ...member,
      summary:
        'A page of the client the member acts in, in their language, else the client’s, else pt-BR, else the ' +
        'first written; 404 when nobody wrote it or an editor took it down',
    },
    async (request) => pages.readPage(ctx, requireAuth(request), request.params.slug, request.language.code),
  );
  route(
    app,
    endpoints.adminClientPages,
    { ...staff, summary: 'Every page the client may write, with the languages written and the last save' },
    async (request) => pages.listPages(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminClientPage,
    { ...staff, summary: 'A page for editing: every language version as stored' },
    async (request) => pages.getPage(ctx, requireAuth(request), request.params.slug),
  );
  route(
    app,
    endpoints.adminSaveClientPage,
    {
      ...staff,
      summary:
        'Saves a page: the languages with a title replace the stored versions (the others are removed), bodies ' +
        'sanitized; recorded in the audit trail',
    },
    async (request) =>
      pages.savePage(ctx, requireAuth(request), request.params.slug, request.body, request.language.code),
  );
  for (const [endpoint, published] of [
    [endpoints.adminPublishClientPage, true],
    [endpoints.adminUnpublishClientPage, false],
  ] as const)
    route(
      app,
      endpoint,
      {
        ...staff,
        summary: published
          ? 'Shows a written page to the members again; recorded in the audit trail'
          : 'Takes a page down (its versions kept; an institutional copy gives way to the platform’s text); audited',
      },
      async (request) => pages.setPagePublished(ctx, requireAuth(request), request.params.slug, published),
    );
};
