/**
 * Serves the built PWA from DIST_DIR. Hashed /assets/ never change (cached for a year); the shell
 * files must be revalidated on every load or an installed app would never see a new release.
 *
 * Every compressible file is sent as the build precompressed it (scripts/vite-compress.ts):
 * `<file>.br` or `<file>.gz` per Accept-Encoding, else the file itself, always with
 * `Vary: Accept-Encoding`, the original's Content-Type and the Content-Length of what is sent.
 *
 * Any other GET is a client-side route (`/` included: an alias of the home page) and gets
 * index.html as `firstPaintHtml` fills it for that navigation (the SPA fallback); being made per
 * request, it is compressed on the way out by server/compress.ts. A direct GET of `/index.html` is
 * the build's file, untouched: the service worker precaches it as the offline shell.
 */
import { existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { CODINGS, compressibleType, negotiateCoding, varyOnAcceptEncoding, type Coding } from './compress';
import type { Db } from './db/connection';
import { firstPaintHtml } from './first-paint';
import type { Env } from './env';
import { clientIp, requestHost } from './http/caller';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const OTHER_FILES = 'public, max-age=3600';
const SHELL_FILES = new Set(['/', '/sw.js', '/index.html', '/manifest.webmanifest']);
/** Where the build writes each coding's copy of a file. */
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (SHELL_FILES.has(path) || path.endsWith('.html')) return NO_CACHE;
  return OTHER_FILES;
}

/** A missing script or image must stay a 404: answering HTML would poison caches with a 200. */
function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || (extname(path) !== '' && extname(path) !== '.html');
}

const DECODE: Record<Coding, (data: Uint8Array) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

async function fileStats(path: string): Promise<Stats | undefined> {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/** Verdicts on copies older than their file, by copy path, valid while both stay as they were. */
const checkedCopies = new Map<string, { signature: string; fresh: boolean }>();
const MAX_CHECKED_COPIES = 1_000;

/**
 * Whether a precompressed copy still holds its file's bytes. Written after the file, as the build
 * does, it is taken as is; an older one (the file was changed after the build — a patched
 * deployment, a test that "deploys" over a copy) is decoded and compared once, so a stale copy is
 * never sent in place of the file.
 */
async function isFresh(path: string, file: Stats, copyPath: string, copy: Stats, coding: Coding): Promise<boolean> {
  if (copy.mtimeMs >= file.mtimeMs) return true;
  const signature = `${file.mtimeMs}:${file.size}:${copy.mtimeMs}:${copy.size}`;
  const known = checkedCopies.get(copyPath);
  if (known?.signature === signature) return known.fresh;
  const [plain, packed] = await Promise.all([readFile(path), readFile(copyPath)]);
  const fresh = await DECODE[coding](packed).then((decoded) => decoded.equals(plain), () => false);
  if (checkedCopies.size >= MAX_CHECKED_COPIES) checkedCopies.clear();
  checkedCopies.set(copyPath, { signature, fresh });
  return fresh;
}

/** The file under `distDir` a URL path names, or undefined (not a file, or outside the folder). */
function filePath(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const path = join(distDir, decoded);
  const inside = relative(distDir, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? path : undefined;
}

/** A file as this server sends it: its bytes, and each fresh precompressed copy's bytes. */
interface LoadedFile {
  /** The file's identity when loaded; a rebuild gives it another. */
  signature: string;
  plain: Buffer;
  copies: { coding: Coding; bytes: Buffer }[];
}

/**
 * Files already read, by path. A request costs one stat of the file (is it still the one read?)
 * instead of three stats and a read: the shell, its chunks and the service worker's precache
 * list are asked for by every new visitor. Bounded; cleared whole when full.
 */
const loaded = new Map<string, LoadedFile>();
const MAX_LOADED_BYTES = 64 * 1024 * 1024;
let loadedBytes = 0;

const signatureOf = (file: Stats) => `${file.ino}:${file.mtimeMs}:${file.size}`;

async function load(path: string, file: Stats, compressible: boolean): Promise<LoadedFile> {
  const signature = signatureOf(file);
  const known = loaded.get(path);
  if (known?.signature === signature) return known;
  const copies = compressible
    ? await Promise.all(
        CODINGS.map(async (coding) => {
          const copyPath = path + SUFFIX[coding];
          const copy = await fileStats(copyPath);
          return copy && (await isFresh(path, file, copyPath, copy, coding)) ? { coding, bytes: await readFile(copyPath) } : undefined;
        }),
      )
    : [];
  const entry: LoadedFile = { signature, plain: await readFile(path), copies: copies.filter((copy) => copy !== undefined) };
  const size = entry.plain.length + entry.copies.reduce((sum, copy) => sum + copy.bytes.length, 0);
  if (loadedBytes + size > MAX_LOADED_BYTES) {
    loaded.clear();
    loadedBytes = 0;
  }
  loaded.set(path, entry);
  loadedBytes += size;
  return entry;
}

async function sendFile(c: Context, path: string, file: Stats): Promise<Response> {
  const type = getMimeType(path) ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControlFor(c.req.path) });
  const compressible = compressibleType(type);
  const entry = await load(path, file, compressible);
  let body = entry.plain;
  if (compressible) {
    varyOnAcceptEncoding(headers);
    const coding = negotiateCoding(
      c.req.header('Accept-Encoding'),
      entry.copies.map((copy) => copy.coding),
    );
    const copy = entry.copies.find((candidate) => candidate.coding === coding);
    if (copy) {
      headers.set('Content-Encoding', copy.coding);
      body = copy.bytes;
    }
  }
  headers.set('Content-Length', String(body.length));
  // HEAD: the headers GET would send, without the body.
  // A view of the kept bytes, not a copy (a file read is backed by a plain ArrayBuffer).
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(c.req.method === 'HEAD' ? null : view, { status: 200, headers });
}

export function staticRoutes(distDir: string, db: Db, env: Pick<Env, 'TRUSTED_PROXIES' | 'PUBLIC_ORIGIN'>) {
  const app = new Hono();
  const indexFile = join(distDir, 'index.html');

  // Checked per request: the app may be built (or rebuilt) while the server runs.
  app.get('*', async (c, next) => {
    if (!existsSync(distDir)) return next();
    // The build's manifest is for this server (server/page-styles.ts), not for browsers.
    if (c.req.path.startsWith('/.vite/')) return c.text('Not found', 404);
    const path = filePath(distDir, c.req.path);
    const file = path === undefined ? undefined : await fileStats(path);
    if (path === undefined || file === undefined) return next();
    return sendFile(c, path, file);
  });

  app.get('*', async (c: Context) => {
    if (!existsSync(indexFile)) {
      c.header('Cache-Control', 'no-store');
      return c.text('The lobby app is not built yet: run `npm run build`, then reload.', 503);
    }
    if (looksLikeFile(c.req.path)) return c.text('Not found', 404);
    const html = await firstPaintHtml(await readFile(indexFile, 'utf8'), {
      db,
      distDir,
      path: c.req.path,
      gameType: c.req.query('gameType'),
      host: requestHost(c, env),
      ip: clientIp(c, env),
    });
    c.header('Cache-Control', NO_CACHE);
    return c.html(html);
  });

  return app;
}
