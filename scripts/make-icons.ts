/**
 * Draws the app icons (192, 512 and a maskable 512) as PNG files in public/icons.
 * The hand-rolled encoder of server/lib/png.ts keeps this free of native image libraries; run it after changing the
 * mark: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { encodePng, type Rgba } from '../server/lib/png';

const png = (size: number, pixel: (x: number, y: number) => Rgba) => encodePng(size, size, pixel);

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
