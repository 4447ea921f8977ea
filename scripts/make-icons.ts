/**
 * Draws the app icons (192, 512 and a maskable 512) as PNG files in public/icons.
 * Hand-rolled PNG encoding keeps this free of native image libraries; run it after changing the
 * mark: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The mark: a gold disc with a dark "L" on the dark theme background. `scale` shrinks it for the maskable safe zone. */
function mark(size: number, scale: number) {
  return (x: number, y: number): Rgba => {
    const u = (x + 0.5) / size - 0.5;
    const v = (y + 0.5) / size - 0.5;
    const r = Math.hypot(u, v) / scale;
    const bg: Rgba = [18, 18, 18, 255];
    if (r > 0.36) return bg;
    const lx = u / scale;
    const ly = v / scale;
    const inL = (lx > -0.14 && lx < -0.04 && ly > -0.2 && ly < 0.2) || (lx > -0.14 && lx < 0.16 && ly > 0.1 && ly < 0.2);
    if (inL) return bg;
    const t = (u + v + 1) / 2; // diagonal gradient, gold to orange
    return [255, Math.round(213 - 73 * t), Math.round(74 - 74 * t), 255];
  };
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, mark(192, 1)));
writeFileSync(new URL('icon-512.png', out), png(512, mark(512, 1)));
writeFileSync(new URL('maskable-512.png', out), png(512, mark(512, 0.72)));
console.log('icons written');
