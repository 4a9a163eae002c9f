import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/;
/** Large binaries (Ruffle's 14 MB WebAssembly builds): gzip only, brotli's best quality would take minutes. */
const GZIP_ONLY = /\.wasm$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the
 * build, for the server to pick by Accept-Encoding (apps/server/src/platform/web.ts). A variant no smaller than
 * its file is not written: the server then sends the file as it is.
 */
export async function precompressDirectory(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    // dot folders (Vite's .vite/manifest.json) are never served
    .filter(
      (entry) =>
        entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes(`${path.sep}.`),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        GZIP_ONLY.test(file)
          ? null
          : brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
        gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      if (br && br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** The Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: ResolvedConfig['logger'];
  return {
    name: 'elevar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      logger.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
