import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Ruffle emulator (flash activities), self-hosted: the files of `@ruffle-rs/ruffle` (its loader, its core chunks
 * and the two WebAssembly builds, ~20 MB) are served from our origin under `/assets/ruffle/<version>/`, never from a
 * CDN, and loaded by the flash player only when a flash activity opens (never in a bundle). Dev serves them from
 * node_modules; the build writes them into dist (under assets/, so cached as immutable: the version is in the path).
 * The player reads the folder as `import.meta.env.VITE_RUFFLE_BASE`.
 */
export function ruffle(): Plugin {
  const folder = path.dirname(createRequire(import.meta.url).resolve('@ruffle-rs/ruffle/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const base = `/assets/ruffle/${version}/`;
  // what a browser loads: the loader, its chunks, the wasm builds and the licences (not source maps)
  const files = readdirSync(folder).filter((name) => /\.(js|wasm)$/.test(name) || name.startsWith('LICENSE'));
  const types: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };
  return {
    name: 'elevar-ruffle',
    config: () => ({ define: { 'import.meta.env.VITE_RUFFLE_BASE': JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(base) ? request.url.slice(base.length).split('?')[0] : null;
        if (!name || !files.includes(name)) return next();
        response.setHeader('content-type', types[name.split('.').pop() ?? ''] ?? 'text/plain');
        createReadStream(path.join(folder, name)).pipe(response);
      });
    },
    generateBundle() {
      for (const name of files)
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${name}`,
          source: readFileSync(path.join(folder, name)),
        });
    },
  };
}
