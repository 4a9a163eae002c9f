import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { registerPackageFileRoute } from '../scorm/content.ts';

/**
 * HTML packages on the content origin (docs/learning.md "HTML, Flash and HLS"): `GET /content/html/<key>/<path>`
 * answers on the content host only (404 on the app's, whose gate in scorm/content.ts sends the web app's pages away
 * from the content host), with the same headers as SCORM files: Range, ETag, long caching, framing by the app only,
 * no cookie. A package's scripts run in that other origin: they cannot read the app's storage, cookies or tokens.
 */

export const HTML_CONTENT_PREFIX = '/content/html/';
export function htmlContentUrl(contentOrigin: string, key: string, entry: string): string {
  return `${contentOrigin}${HTML_CONTENT_PREFIX}${key}/${entry.split('/').map(encodeURIComponent).join('/')}`;
}

export async function registerHtmlContent(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  registerPackageFileRoute(app, ctx, HTML_CONTENT_PREFIX, (key, path) =>
    ctx.db
      .selectFrom('html_packages as p')
      .innerJoin('html_package_files as f', 'f.package_id', 'p.id')
      .select(['f.file_key', 'f.content_type'])
      .where('p.public_key', '=', key)
      .where('f.path', '=', path)
      .executeTakeFirst(),
  );
}
