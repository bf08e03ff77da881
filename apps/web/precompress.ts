import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing (source maps are left alone: only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` when the compressed copy is smaller; returns the bytes saved. */
async function precompress(file: string): Promise<number> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let saved = 0;
  if (br.length < data.length) {
    await fs.writeFile(`${file}.br`, br);
    saved = data.length - br.length;
  }
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  return saved;
}

/**
 * After the build, a brotli and a gzip copy beside every text file of the output folder, made once
 * here rather than on each request; the server picks one by Accept-Encoding (@fastify/static
 * `preCompressed`).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gius:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      const saved = await Promise.all(files.map(precompress));
      const kib = Math.round(saved.reduce((a, b) => a + b, 0) / 1024);
      this.info(`brotli and gzip copies of ${files.length} files (${kib} KiB saved with brotli)`);
    },
  };
}
