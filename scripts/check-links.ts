// `npx tsx scripts/check-links.ts`: every relative link (and image) in README.md, CONTRIBUTING.md
// and docs/*.md must name a file of the repository, and a #fragment a heading of that file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
const anchors = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!)));

let broken = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(/\]\(([^)\s]+)\)|src="([^"]+)"/g)) {
    const target = match[1] ?? match[2]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [path, fragment] = target.split('#');
    const full = path ? resolve(join(root, dirname(file)), path) : join(root, file);
    const ok = existsSync(full) && (!fragment || !full.endsWith('.md') || anchors(full).has(fragment));
    if (!ok) {
      broken++;
      console.error(`${file}: broken link ${target} (${relative(root, full)})`);
    }
  }
}
console.log(`${files.length} files checked, ${broken} broken links`);
process.exit(broken ? 1 : 0);
