import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/o/', '/accounts/', '/etraining_login/', '/ws', '/health'];

type Encoding = 'br' | 'gzip';

function escapeAttribute(value: string): string {
  // the attribute is single-quoted, so double quotes in the JSON can stay as they are
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

/**
 * The encoding a response is sent in, from the request's Accept-Encoding: the acceptable one (q > 0) the client
 * weighs highest, brotli on a tie; null for the file as it is. `*` stands for gzip alone, as @fastify/static reads
 * it for the files: a client that names no coding may not know brotli.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('*') : undefined) ?? 0;
  const best = weightOf('br') >= weightOf('gzip') ? 'br' : 'gzip';
  return weightOf(best) > 0 ? best : null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary)))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Serves the built web app: hashed assets from dist with long caching, and index.html (with this server's app
 * credentials written into its meta tag) for every other GET that a browser navigates to, so client routes work.
 * Files go out precompressed: the build writes `.br` and `.gz` beside each one, and the shell is compressed here
 * once, after its credentials are written in.
 */
export async function serveWebApp(
  app: FastifyInstance,
  options: { webDist: string; clientId: string; clientSecret: string },
) {
  const indexPath = path.join(options.webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run \`npm run build\``);
    return { serveIndex: null };
  }
  const credentials = escapeAttribute(
    JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret }),
  );
  const index = Buffer.from(
    readFileSync(indexPath, 'utf8').replace(
      /<meta name="elevar-app" content='[^']*'\s*\/?>/,
      `<meta name="elevar-app" content='${credentials}'>`,
    ),
  );
  const shell: Record<Encoding | 'identity', Buffer> = {
    identity: index,
    br: brotliCompressSync(index, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(index, { level: zlib.Z_BEST_COMPRESSION }),
  };
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    addVary(reply);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(shell[encoding ?? 'identity']);
  };

  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the variants are chosen by Accept-Encoding, never named; index.html is the shell, served below
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Client routes get index.html; API paths and anything that names a file (a stale /assets/x.js after a deploy)
  // get a real 404, so a missing chunk fails loudly instead of being parsed as HTML.
  const serveIndex = (url: string) => {
    const pathname = url.split('?')[0] ?? '';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    return (
      !API_PREFIXES.some((p) => pathname.startsWith(p)) &&
      !pathname.startsWith('/assets/') &&
      !/\.\w{1,8}$/.test(lastSegment)
    );
  };
  app.get('/', sendShell);
  app.get('/index.html', sendShell);
  return {
    serveIndex: (url: string) => (serveIndex(url) ? sendShell : null),
  };
}
