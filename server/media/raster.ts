/**
 * SVG designs → WebP with sharp, each rendered once per process and kept in a bounded LRU.
 * Rendering at request time, not at seed time: a catalogue of thousands of games would make
 * every first start (and every test database) render pictures nobody may ever ask for, and a
 * renamed game or a new design needs no re-seed. A tile costs ~20 ms once; repeats are a lookup.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ByteLru } from './lru';

/** ~2,000 tiles or a few hundred banners: small next to the server's other memory. */
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new ByteLru(CACHE_BYTES);

/**
 * Fixed encoder settings: with the same libvips, the same SVG gives the same bytes, so ETags stay
 * valid across restarts and instances.
 */
// effort 1: a third faster than the default 4 for a few per cent more bytes on these flat scenes.
const WEBP = { quality: 82, alphaQuality: 90, effort: 1, smartSubsample: true } as const;

/**
 * Renders run on libuv's small thread pool, the one file reads, compression and password hashing
 * share: a first visit asks for ~90 pictures at once, and unbounded they would hold every thread
 * while the app's own files (and a service worker's precache) wait behind them. Two renders at a
 * time, one libvips thread each: two of the pool's four threads stay free for everything else.
 */
const RENDERS_AT_ONCE = 2;
sharp.concurrency(1);
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished render hands its slot straight to the next in line, so none is ever over the limit.
  if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Rendered pictures also go to disk, named by a hash of the design and the encoder settings, so a
 * restart, a second instance on the host or a fresh test server reads them instead of drawing
 * again (a catalogue's first full render is ~20 s of CPU). Anything wrong with the disk only
 * costs a render.
 */
async function fromDiskOrRender(svg: string, diskDir: string): Promise<Buffer> {
  const name = createHash('sha256').update(JSON.stringify(WEBP)).update(svg).digest('hex');
  const file = join(diskDir, `${name}.webp`);
  try {
    return await readFile(file);
  } catch {
    // not rendered on this host yet
  }
  const image = await inTurn(() => sharp(Buffer.from(svg)).webp(WEBP).toBuffer());
  try {
    await mkdir(diskDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, image);
    await rename(partial, file); // whole files only: another process never reads half a picture
  } catch {
    // a read-only or full disk: serve from memory alone
  }
  return image;
}

/** The picture `key` as WebP: from memory, else from `diskDir` (env MEDIA_CACHE_DIR), else drawn. */
export function renderWebp(key: string, svg: () => string, diskDir: string): Promise<Buffer> {
  return cache.get(key, () => fromDiskOrRender(svg(), diskDir));
}
