import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { errorEnvelope } from '../../../platform/errors.ts';
import { isHostOf, sendPackageFile } from '../scorm/content.ts';

/**
 * HTML packages on the content origin (docs/learning.md "HTML, Flash and HLS"): `GET /content/html/<key>/<path>`
 * answers on the content host only (404 on the app's, whose gate in scorm/content.ts sends the web app's pages away
 * from the content host), with the same headers as SCORM files: Range, ETag, long caching, framing by the app only,
 * no cookie. A package's scripts run in that other origin: they cannot read the app's storage, cookies or tokens.
 */

export const HTML_CONTENT_PREFIX = '/content/html/';
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function htmlContentUrl(contentOrigin: string, key: string, entry: string): string {
  return `${contentOrigin}${HTML_CONTENT_PREFIX}${key}/${entry.split('/').map(encodeURIComponent).join('/')}`;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorEnvelope('common.not_found', request.language?.code ?? 'pt-BR'));
}

export async function registerHtmlContent(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const origin = ctx.config.contentOrigin;
  app.get(
    `${HTML_CONTENT_PREFIX}:key/*`,
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { key: string; '*': string } }>, reply) => {
      if (!origin || !isHostOf(request.host, origin)) return notFound(request, reply);
      const { key } = request.params;
      const path = request.params['*'];
      if (!KEY_PATTERN.test(key) || !path || path.length > 1024) return notFound(request, reply);
      // paths are looked up as stored (only safe paths are imported): `..` or an encoded escape matches nothing
      const file = await ctx.db
        .selectFrom('html_packages as p')
        .innerJoin('html_package_files as f', 'f.package_id', 'p.id')
        .select(['f.file_key', 'f.content_type'])
        .where('p.public_key', '=', key)
        .where('f.path', '=', path)
        .executeTakeFirst();
      if (!file) return notFound(request, reply);
      return sendPackageFile(ctx, request, reply, file);
    },
  );
}
