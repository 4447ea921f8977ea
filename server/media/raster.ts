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

export function renderWebp(key: string, svg: () => string): Promise<Buffer> {
  return cache.get(key, () => sharp(Buffer.from(svg())).webp(WEBP).toBuffer());
}
