import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/o/', '/accounts/', '/etraining_login/', '/ws', '/health'];

function escapeAttribute(value: string): string {
  // the attribute is single-quoted, so double quotes in the JSON can stay as they are
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

/**
 * Serves the built web app: hashed assets from dist with long caching, and index.html (with this server's app
 * credentials written into its meta tag) for every other GET that a browser navigates to, so client routes work.
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
  const index = readFileSync(indexPath, 'utf8').replace(
    /<meta name="elevar-app" content='[^']*'\s*\/?>/,
    `<meta name="elevar-app" content='${credentials}'>`,
  );

  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
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
  app.get('/', (_request, reply) => reply.type('text/html').header('cache-control', 'no-cache').send(index));
  return {
    serveIndex: (url: string) => (serveIndex(url) ? index : null),
  };
}
