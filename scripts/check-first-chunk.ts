/**
 * Bundle boundary check: every script dist/index.html references — entry and modulepreloads — and
 * every chunk those import statically must be free of Firebase code (loaded only on a social
 * sign-in tap), of zod (the registry's schemas load with the worker and the lazy pages; the
 * first chunk imports only the registry's plain constants) and of the chart library (only the
 * agent pages' charts load it). Run after `vite build`:
 * `npx tsx scripts/check-first-chunk.ts`. Dynamic imports are not followed: they are exactly how
 * both are kept out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// DIST_DIR: a build made elsewhere (`vite build --outDir`), checked the same way.
const DIST = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '..', 'dist'));
// Strings the Firebase SDK carries in its minified code (its package names and auth endpoint).
const FIREBASE_MARKERS = [/@firebase\//, /identitytoolkit\.googleapis\.com/, /FirebaseError/, /firebaseapp\.com/];
// Strings zod's runtime carries (its error class and issue codes).
const ZOD_MARKERS = [/ZodError/, /\$ZodType/, /invalid_union_discriminator|too_small/];
// Class names uPlot writes into the page from its code.
const CHART_MARKERS = [/u-legend/, /u-cursor-pt/];
const MARKERS = { Firebase: FIREBASE_MARKERS, zod: ZOD_MARKERS, uPlot: CHART_MARKERS };

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const queue = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((match) => join(DIST, match[1]!.replace(/^\//, '')));
const seen = new Set<string>();
const offenders: string[] = [];
while (queue.length) {
  const file = queue.shift()!;
  if (seen.has(file) || !existsSync(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [name, markers] of Object.entries(MARKERS)) {
    if (markers.some((marker) => marker.test(code))) offenders.push(`${file.slice(DIST.length + 1)} (${name})`);
  }
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
  for (const match of code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) queue.push(resolve(dirname(file), match[1]!));
}
if (!seen.size) throw new Error('dist/index.html references no scripts: run `npx vite build` first');
const names = [...seen].map((file) => file.slice(DIST.length + 1));
if (offenders.length) {
  console.error(`Code that must load later is in the first chunk: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log(`first chunk free of Firebase, zod and uPlot (${names.length} files: ${names.join(', ')})`);
