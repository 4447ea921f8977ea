/**
 * SVG designs → WebP with sharp, each rendered once per process and kept in a bounded LRU.
 * Rendering at request time, not at seed time: a catalogue of thousands of games would make
 * every first start (and every test database) render pictures nobody may ever ask for, and a
 * renamed game or a new design needs no re-seed. A tile costs ~20 ms once; repeats are a lookup.
 */
import sharp from 'sharp';
import { ByteLru } from './lru';

/** ~2,000 tiles or a few hundred banners: small next to the server's other memory. */
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new ByteLru(CACHE_BYTES);

/**
 * Fixed encoder settings: with the same libvips, the same SVG gives the same bytes, so ETags stay
 * valid across restarts and instances.
 */
const WEBP = { quality: 82, alphaQuality: 90, effort: 4, smartSubsample: true } as const;

/**
 * Renders run on libuv's small thread pool, the one file reads, compression and password hashing
 * share: a first visit asks for ~90 pictures at once, and unbounded they would hold every thread
 * while the app's own files (and a service worker's precache) wait behind them. One render at a
 * time, one libvips thread each: pictures arrive a little later, everything else on time.
 */
const RENDERS_AT_ONCE = 1;
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

export function renderWebp(key: string, svg: () => string): Promise<Buffer> {
  return cache.get(key, () => inTurn(() => sharp(Buffer.from(svg())).webp(WEBP).toBuffer()));
}
