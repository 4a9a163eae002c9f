import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/o/', '/accounts/', '/etraining_login/', '/ws', '/health'];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
  // the service worker and manifest live at the root of dist; everything else falls through to index.html
  const serveIndex = (url: string) => !API_PREFIXES.some((p) => url.startsWith(p));
  app.get('/', (_request, reply) => reply.type('text/html').header('cache-control', 'no-cache').send(index));
  return {
    serveIndex: (url: string) => (serveIndex(url) ? index : null),
  };
}
