/**
 * A new deployment over a copy of the built app that a server of its own serves: index.html
 * carries a new deploy marker, and sw.js changes (new bytes and a new precache revision for
 * index.html), as a real build would. The update spec and the soak run install it mid-visit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function deploy(distDir: string, marker: string): void {
  const indexPath = join(distDir, 'index.html');
  const html = readFileSync(indexPath, 'utf8').replace('<head>', `<head>\n    <meta name="lobby-deploy" content="${marker}">`);
  writeFileSync(indexPath, html);
  const swPath = join(distDir, 'sw.js');
  const revision = `deploy-${marker}`;
  const sw = readFileSync(swPath, 'utf8').replace(/\{"revision":"[^"]*","url":"index\.html"\}/, `{"revision":"${revision}","url":"index.html"}`);
  if (!sw.includes(revision)) throw new Error('index.html is not in the precache manifest of sw.js');
  writeFileSync(swPath, `${sw}\n/* deploy ${marker} */\n`);
}
