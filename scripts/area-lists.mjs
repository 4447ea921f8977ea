// `npm run areas`: writes the three lists that name every area, read from the area files
// themselves, so adding an area is adding its files and running this, never editing a list by
// hand. tests/lint/area-lists.test.ts fails while a written list differs from what this finds.
//
// - src/api/endpoints/all.ts   every `export const <area>Endpoints = {` in src/api/endpoints/*.ts
// - server/wps-routes.ts       every `export function <name>Routes(` in server/<area>/routes.ts or
//                              server/<area>/*-routes.ts (the wps calls; pages and media that are
//                              not wps calls live in serve-*.ts and are mounted by server/app.ts)
// - worker/api.ts              every `export const <area> = {` in worker/*.ts and worker/*/index.ts
import { readdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';
import { pathToFileURL } from 'node:url';

const HEADER = (what) => `// Written by \`npm run areas\` (scripts/area-lists.mjs) from ${what}. Do not edit by hand:\n// add or rename an area's file and run it again; a test fails while this is out of date.\n`;

const list = (root, dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).sort() : []);
const isDir = (root, path) => existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();

/** Every export of `pattern` in the files, as { name, spec } with the import path from `fromDir`. */
function exportsOf(root, files, pattern, fromDir) {
  const found = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(pattern)) {
      let spec = relative(fromDir, file.replace(/\.ts$/, '')).replace(/\/index$/, '');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      found.push({ name: match[1], spec });
    }
  }
  return found;
}

/** `import { a, b } from './x';` lines, one per module, in file order. */
function importLines(found) {
  const bySpec = new Map();
  for (const { name, spec } of found) bySpec.set(spec, [...(bySpec.get(spec) ?? []), name]);
  return [...bySpec].map(([spec, names]) => `import { ${names.join(', ')} } from '${spec}';`).join('\n');
}

function endpointsList(root) {
  const dir = 'src/api/endpoints';
  const files = list(root, dir).filter((f) => f.endsWith('.ts') && f !== 'all.ts' && f !== 'index.ts').map((f) => `${dir}/${f}`);
  const found = exportsOf(root, files, /^export const (\w+Endpoints) = \{/gm, dir);
  const text =
    HEADER('the area files in src/api/endpoints') +
    `${importLines(found)}\n\n/** Every call of every area (index.ts re-exports it with the registry's helpers). */\n` +
    `export const ENDPOINTS = {\n${found.map(({ name }) => `  ...${name},`).join('\n')}\n} as const;\n`;
  return { path: `${dir}/all.ts`, text };
}

function serverRoutesList(root) {
  const files = [];
  for (const area of list(root, 'server')) {
    if (!isDir(root, `server/${area}`)) continue;
    for (const file of list(root, `server/${area}`)) if (file === 'routes.ts' || file.endsWith('-routes.ts')) files.push(`server/${area}/${file}`);
  }
  const found = exportsOf(root, files, /^export function (\w+Routes)\(/gm, 'server');
  const text =
    HEADER("each area's routes.ts and *-routes.ts under server/") +
    `${importLines(found)}\n\n/** Every area's wps calls, mounted by app.ts; dev and operator entries decide for themselves whether they mount. */\n` +
    `export const WPS_ROUTES = [\n${found.map(({ name }) => `  ${name},`).join('\n')}\n] as const;\n`;
  return { path: 'server/wps-routes.ts', text };
}

function workerApiList(root) {
  const files = [];
  for (const entry of list(root, 'worker')) {
    if (entry.endsWith('.ts') && entry !== 'api.ts') files.push(`worker/${entry}`);
    else if (isDir(root, `worker/${entry}`) && existsSync(join(root, `worker/${entry}/index.ts`))) files.push(`worker/${entry}/index.ts`);
  }
  const found = exportsOf(root, files, /^export const ([a-z]\w*) = \{/gm, 'worker');
  const text =
    HEADER('the areas in worker/ (each `export const <area> = {`)') +
    `${importLines(found)}\n\n/** The worker's one exposed object. Its type is the whole page ↔ worker contract. */\n` +
    `export const api = { ${found.map(({ name }) => name).join(', ')} };\n\nexport type WorkerApi = typeof api;\n`;
  return { path: 'worker/api.ts', text };
}

/** What the three lists should hold, read from the tree at `root`. */
export function areaLists(root) {
  return [endpointsList(root), serverRoutesList(root), workerApiList(root)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  for (const { path, text } of areaLists(root)) {
    const current = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
    if (current !== text) writeFileSync(join(root, path), text);
    console.log(`${current === text ? 'kept' : 'wrote'} ${path} (${basename(path)})`);
  }
}
