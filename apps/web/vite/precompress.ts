import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|css|svg|json|txt|html)$/;
// Below this a compressed copy saves less than the Content-Encoding header and a second file cost.
const minimumBytes = 1024;

/** Every file under dir, as paths relative to it; dot-folders (Vite's .vite manifest) are skipped. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const relative = path.join(prefix, entry.name);
        return entry.isDirectory() ? listFiles(dir, relative) : [relative];
      }),
  );
  return nested.flat();
}

async function compressFile(file: string) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a .br and a .gz copy beside every text file of the build, so the server can send them as
 * they are (@fastify/static's preCompressed) instead of compressing each response or sending it raw.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vastra:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Once the bundle is on disk: public/ was copied before it, index.html is part of it.
    async writeBundle() {
      const files = (await listFiles(outDir))
        .filter((file) => compressible.test(file))
        .map((file) => path.join(outDir, file));
      const large = await Promise.all(
        files.map(async (file) => ((await stat(file)).size > minimumBytes ? file : null)),
      );
      await Promise.all(large.flatMap((file) => (file ? compressFile(file) : [])));
    },
  };
}
