/**
 * Renders the app's icons from its SVG design (server/media/art/app-mark.ts) with sharp into
 * public/icons: the manifest's 192, 512 and maskable 512, the Apple touch icon and the header
 * logo (kept as SVG: one small vector, sharp at any size). Run after changing the mark:
 * `npx tsx scripts/make-icons.ts`. The same design and sharp version give the same files.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { appMarkSvg, type MarkOptions } from '../server/media/art/app-mark';

const out = new URL('../public/icons/', import.meta.url);

async function png(file: string, size: number, options: MarkOptions) {
  const bytes = await sharp(Buffer.from(appMarkSvg(options)))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 })
    .toBuffer();
  writeFileSync(new URL(file, out), bytes);
}

// "any" icons keep their own rounded corners; the maskable one fills the square and keeps the
// emblem inside the 80% safe circle; iOS rounds the touch icon itself and shows transparency black.
await png('icon-192.png', 192, { rounded: true, scale: 1 });
await png('icon-512.png', 512, { rounded: true, scale: 1 });
await png('maskable-512.png', 512, { rounded: false, scale: 0.8 });
await png('apple-touch-icon.png', 180, { rounded: false, scale: 0.95 });
writeFileSync(new URL('logo.svg', out), appMarkSvg({ rounded: true, scale: 1.12 }));
console.log('icons written');
