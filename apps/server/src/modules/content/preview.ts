import { endpoints, type RichTextPreview } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { route } from '../../platform/route.ts';
import { authenticate, loadActor, requireAuth } from '../identity/index.ts';
import { editorScope } from './news/policy.ts';

/**
 * What a content editor's unsaved body will look like (docs/content.md "Preview"): the same allow-list a save applies
 * (`platform/rich-text.ts`), answered and not stored, so the editors' preview never runs what they pasted. Content
 * editors only (programme administrators, superusers acting in the client; 403 for anyone else).
 */
export async function previewRichText(
  ctx: ServiceContext,
  auth: AuthContext,
  html: string,
): Promise<RichTextPreview> {
  editorScope(await loadActor(ctx, auth));
  return { html: sanitizeRichText(html) };
}

export const previewRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.adminRichTextPreview,
    {
      preHandler: authenticate(ctx),
      tags: ['news editing'],
      summary: 'A body as readers will see it: the rich-text allow-list applied, nothing stored',
    },
    async (request) => previewRichText(ctx, requireAuth(request), request.body.html),
  );
};
