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
import { clientIp, requestHost } from './routes/request';

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

interface Representation {
  coding: Coding | undefined;
  path: string;
  size: number;
}

/** The file as precompressed for this client: which coding (if any), its path and size. */
async function representation(c: Context, path: string, file: Stats): Promise<Representation> {
  const copies = await Promise.all(
    CODINGS.map(async (coding) => {
      const copyPath = path + SUFFIX[coding];
      const copy = await fileStats(copyPath);
      return copy && (await isFresh(path, file, copyPath, copy, coding)) ? { coding, path: copyPath, size: copy.size } : undefined;
    }),
  );
  const available = copies.filter((copy) => copy !== undefined);
  const coding = negotiateCoding(
    c.req.header('Accept-Encoding'),
    available.map((copy) => copy.coding),
  );
  return available.find((copy) => copy.coding === coding) ?? { coding: undefined, path, size: file.size };
}

async function sendFile(c: Context, path: string, file: Stats): Promise<Response> {
  const type = getMimeType(path) ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControlFor(c.req.path) });
  let sent: Representation = { coding: undefined, path, size: file.size };
  if (compressibleType(type)) {
    varyOnAcceptEncoding(headers);
    sent = await representation(c, path, file);
    if (sent.coding) headers.set('Content-Encoding', sent.coding);
  }
  headers.set('Content-Length', String(sent.size));
  // HEAD: the headers GET would send, without reading the file.
  const body = c.req.method === 'HEAD' ? null : await readFile(sent.path);
  return new Response(body, { status: 200, headers });
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
