import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { errorEnvelope } from '../../../platform/errors.ts';
import { fileStoreFor, sendFileBytes } from '../../../platform/storage.ts';

/**
 * The content origin (docs/learning.md "SCORM"): package files are served from another HOST than the app's
 * (CONTENT_ORIGIN; on the embedded default the other loopback name), so a package's scripts run in another origin
 * and another cookie jar: they cannot read the app's storage, its key cookie or its tokens. Cookies are shared across
 * the ports of one host, so a second port would not do. The content host serves nothing else, and the app's host
 * does not serve content.
 */

export const CONTENT_PREFIX = '/content/scorm/';
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Paths that are not the web app's: content, the API, OAuth, the socket, the health check. */
const API_PATHS = ['/content/scorm', '/content/html', '/api', '/o', '/ws', '/health'];
/** A version's files never change (a re-upload is a new version under a new key). */
const CONTENT_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The runtime bridge (docs/learning.md "SCORM"): the page the player frames on the content origin, which defines the
 * SCORM API with scorm-again's CrossFrameAPI talking to the app's page and opens the SCO in a frame of its own.
 * Served from `/content/scorm/_runtime/` (no package key is that short), its files read once at start: two beside
 * this file in src/ (the compiled server reads them there too) and scorm-again's cross-frame client.
 */
const RUNTIME_PREFIX = '/content/scorm/_runtime/';

function runtimeFiles(): Map<string, { body: Buffer; type: string }> {
  const here = import.meta.dirname;
  const folder = [
    path.join(here, 'bridge'),
    path.join(here.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), 'bridge'),
  ].find((candidate) => existsSync(path.join(candidate, 'bridge.html')));
  if (!folder) throw new Error('the SCORM bridge is missing (apps/server/src/modules/learning/scorm/bridge)');
  const crossFrame = createRequire(import.meta.url).resolve('scorm-again/cross-frame-api/min');
  return new Map([
    [
      'bridge.html',
      { body: readFileSync(path.join(folder, 'bridge.html')), type: 'text/html; charset=utf-8' },
    ],
    [
      'bridge.js',
      { body: readFileSync(path.join(folder, 'bridge.js')), type: 'text/javascript; charset=utf-8' },
    ],
    ['cross-frame-api.min.js', { body: readFileSync(crossFrame), type: 'text/javascript; charset=utf-8' }],
  ]);
}

/** Whether a request's Host (with the port) is the origin's host, default ports normalised. */
export function isHostOf(requestHost: string | undefined, origin: string): boolean {
  if (!requestHost) return false;
  try {
    const wanted = new URL(origin);
    return new URL(`${wanted.protocol}//${requestHost}`).host === wanted.host;
  } catch {
    return false;
  }
}

/** Distinct Host headers a matcher remembers (they come from clients): past it, it starts over. */
const MAX_KNOWN_HOSTS = 100;

/** `isHostOf` for one origin, remembered per distinct Host header: the content host's gate asks on every GET. */
function hostMatcher(origin: string): (requestHost: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (requestHost) => {
    if (!requestHost) return false;
    let matches = known.get(requestHost);
    if (matches === undefined) {
      matches = isHostOf(requestHost, origin);
      if (known.size >= MAX_KNOWN_HOSTS) known.clear();
      known.set(requestHost, matches);
    }
    return matches;
  };
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorEnvelope('common.not_found', request.language?.code ?? 'pt-BR'));
}

/**
 * Registers the content route and the content host's gate (before the request limit: a package loads many files).
 * `GET /content/scorm/<package key>/<path>` answers on the content host only (404 on any other), with Range, cache
 * headers and a policy that lets only the app's origin frame it; no cookie is read or set. On the content host, the
 * web app's pages and files are sent to the app's address.
 */
export async function registerScormContent(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const origin = ctx.config.contentOrigin;
  const appOrigin = new URL(ctx.config.publicUrl).origin;
  if (origin) {
    // the web app is never served on the content host (a learner signing in there would share an origin with
    // packages): its pages and files go back to the app's address. Calls of the API, which carry a bearer token and
    // no cookie, answer on any host.
    const onContentHost = hostMatcher(origin);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!onContentHost(request.host)) return;
      const path = request.url.split('?', 1)[0] ?? '';
      if (API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
      return reply.redirect(`${ctx.config.publicUrl}${request.url}`, 302);
    });
  }

  const runtime = runtimeFiles();
  app.get(
    `${RUNTIME_PREFIX}:file`,
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const file = runtime.get(request.params.file);
      if (!origin || !isHostOf(request.host, origin) || !file) return notFound(request, reply);
      return reply
        .removeHeader('x-frame-options')
        .removeHeader('set-cookie')
        .header('content-security-policy', `frame-ancestors ${appOrigin}`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .type(file.type)
        .send(file.body);
    },
  );

  registerPackageFileRoute(app, ctx, CONTENT_PREFIX, (key, path) =>
    ctx.db
      .selectFrom('scorm_packages as p')
      .innerJoin('scorm_package_files as f', 'f.package_id', 'p.id')
      .select(['f.file_key', 'f.content_type'])
      .where('p.public_key', '=', key)
      .where('f.path', '=', path)
      .executeTakeFirst(),
  );
}

/**
 * `GET <prefix><key>/<path>` on the content host only (404 elsewhere, and for a malformed key or path): the file
 * `find` gives for the package key and path, sent by sendPackageFile. Paths are looked up as stored (only safe paths
 * are imported), so `..` or an encoded escape matches nothing.
 */
export function registerPackageFileRoute(
  app: FastifyInstance,
  ctx: ServiceContext,
  prefix: string,
  find: (key: string, path: string) => Promise<{ file_key: string; content_type: string } | undefined>,
): void {
  const origin = ctx.config.contentOrigin;
  app.get(
    `${prefix}:key/*`,
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { key: string; '*': string } }>, reply) => {
      if (!origin || !isHostOf(request.host, origin)) return notFound(request, reply);
      const { key } = request.params;
      const path = request.params['*'];
      if (!KEY_PATTERN.test(key) || !path || path.length > 1024) return notFound(request, reply);
      const file = await find(key, path);
      if (!file) return notFound(request, reply);
      return sendPackageFile(ctx, request, reply, file);
    },
  );
}

/**
 * Sends one file of a package (SCORM or HTML) on the content origin: Range, an ETag, long caching (a version's files
 * never change), no cookie, and a policy letting only this origin and the app's frame it (a SCO sits inside the
 * runtime bridge, on this origin, inside the app's page: every ancestor must be allowed).
 */
export async function sendPackageFile(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { file_key: string; content_type: string },
) {
  const appOrigin = new URL(ctx.config.publicUrl).origin;
  const store = fileStoreFor(ctx);
  const found = await store.stat(file.file_key);
  if (!found) return notFound(request, reply);
  const etag = `"${file.file_key}"`;
  reply
    .removeHeader('x-frame-options')
    .removeHeader('set-cookie')
    .header('content-security-policy', `frame-ancestors 'self' ${appOrigin}`)
    .header('cache-control', `public, max-age=${CONTENT_MAX_AGE_SECONDS}`)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .type(file.content_type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return sendFileBytes(reply, request.headers.range, { store, key: file.file_key, size: found.size });
}
