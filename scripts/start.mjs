// `npm start`: build the app when the build is missing or older than its sources, then serve
// the app and the API on one port (PORT, default 8080) with the demo data in DATA_DIR.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'worker', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(join(root, 'dist/index.html')) ? statSync(join(root, 'dist/index.html')).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed: rebuilding the app…' : 'Building the app (first start)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
