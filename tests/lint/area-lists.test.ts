// The lists that name every area (endpoint registry, server mounting, worker API) are written by
// scripts/area-lists.mjs from the area files. Here: the written lists are current, and the
// generator finds a new area in each context from its files alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script without types
import { areaLists } from '../../scripts/area-lists.mjs';

type Written = { path: string; text: string };
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('area lists', () => {
  it.each((areaLists(root) as Written[]).map((list) => [list.path, list]))('%s is what `npm run areas` writes', (_path, list) => {
    expect(readFileSync(join(root, list.path), 'utf8'), `${list.path} is out of date: run npm run areas`).toBe(list.text);
  });

  const tree = mkdtempSync(join(tmpdir(), 'areas-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  };

  it('finds an area from its files in every context, and nothing else', () => {
    put('src/api/endpoints/kiosk.ts', 'export const kioskEndpoints = {\n};\n');
    put('src/api/endpoints/define.ts', 'export const endpoint = () => ({});\n');
    put('server/kiosk/routes.ts', 'export function kioskRoutes(deps: AppDeps) {}\n');
    put('server/kiosk/extra-routes.ts', 'export function kioskExtraRoutes(deps: AppDeps) {}\nexport function mountHelper() {}\n');
    put('server/kiosk/serve-pages.ts', 'export function kioskPageRoutes(deps: AppDeps) {}\n');
    put('server/kiosk/kiosks.ts', 'export function listKiosks() {}\n');
    put('worker/kiosk.ts', 'export const kiosk = {\n};\nexport const KIOSK_LIMIT = {\n};\n');
    put('worker/queue/index.ts', 'export const queue = {\n};\n');
    put('worker/context.ts', 'export function currentConfig() {}\n');

    const [endpoints, routes, worker] = areaLists(tree) as Written[];
    expect(endpoints!.text).toContain("import { kioskEndpoints } from './kiosk';");
    expect(endpoints!.text).toContain('...kioskEndpoints,');
    expect(endpoints!.text).not.toContain('define');
    expect(routes!.text).toContain("import { kioskExtraRoutes } from './kiosk/extra-routes';");
    expect(routes!.text).toContain("import { kioskRoutes } from './kiosk/routes';");
    expect(routes!.text).not.toMatch(/kioskPageRoutes|mountHelper|listKiosks/);
    expect(worker!.text).toContain('export const api = { kiosk, queue };');
    expect(worker!.text).not.toMatch(/KIOSK_LIMIT|currentConfig/);
  });
});
