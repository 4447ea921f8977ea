/**
 * Precompressed copies of the build (DESIGN §8: bytes are counted as a phone receives them): after
 * the build — including vite-plugin-pwa's `sw.js`, written in its own closeBundle — every
 * compressible file of the output directory gets a `.br` (brotli, max quality) and a `.gz`
 * (gzip -9) beside it, which server/static.ts sends per Accept-Encoding. Files under 1 KB and
 * copies that would not be clearly smaller are skipped (the server then sends the plain file).
 * The precache never lists them: its glob patterns end in the plain extensions.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses well; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.xml']);
/** Below this a compressed copy saves less than a packet's worth. */
export const MIN_BYTES = 1024;
/** A copy must save at least 10% to be worth a second representation. */
const MAX_RATIO = 0.9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface CompressedFile {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`; what it wrote. */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
  return Promise.all(
    files.map(async (file): Promise<CompressedFile> => {
      const raw = await readFile(file);
      const result: CompressedFile = { file: relative(dir, file), raw: raw.length };
      if (raw.length < MIN_BYTES) return result;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length <= raw.length * MAX_RATIO) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length <= raw.length * MAX_RATIO) {
        await writeFile(`${file}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'lobby:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // 'post': after vite-plugin-pwa's closeBundle has written sw.js and its precache manifest.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr || config.build.write === false) return;
        const outDir = resolve(config.root, config.build.outDir);
        if (!(await stat(outDir).catch(() => undefined))) return;
        const done = await precompressDir(outDir);
        const written = done.filter((entry) => entry.br !== undefined || entry.gz !== undefined);
        const kb = (bytes: number) => (bytes / 1024).toFixed(1);
        const sum = (pick: (entry: CompressedFile) => number) => written.reduce((total, entry) => total + pick(entry), 0);
        config.logger.info(
          `precompressed ${written.length} files: ${kb(sum((e) => e.raw))} KB → br ${kb(sum((e) => e.br ?? e.raw))} KB, gz ${kb(sum((e) => e.gz ?? e.raw))} KB`,
        );
      },
    },
  };
}
