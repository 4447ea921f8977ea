/**
 * Which built stylesheets a lazy page needs, from the build's manifest (vite.config.ts writes
 * `.vite/manifest.json`): the served shell inlines them beside the entry stylesheet when it draws
 * that page's still picture, so the picture has the page's own styles before any script runs.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = join('.vite', 'manifest.json');

let cached: { file: string; mtimeMs: number; manifest: Promise<Manifest> } | undefined;

/** Read again when the app was rebuilt while the server runs. */
async function manifestOf(distDir: string): Promise<Manifest> {
  const file = join(distDir, MANIFEST_PATH);
  const { mtimeMs } = await stat(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, manifest: readFile(file, 'utf8').then((json) => JSON.parse(json) as Manifest) };
  }
  return cached.manifest;
}

/** The stylesheet hrefs of a source module's chunk and the chunks it imports (not the entry's), in load order. */
export async function pageStylesheets(distDir: string, source: string): Promise<string[]> {
  const manifest = await manifestOf(distDir);
  const hrefs: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry's stylesheet is inlined for every route already.
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!hrefs.includes(`/${css}`)) hrefs.push(`/${css}`);
  };
  visit(source);
  return hrefs;
}
