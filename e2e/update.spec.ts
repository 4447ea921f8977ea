/**
 * Safe updates (DESIGN §4, SPEC "installed home-screen app"): a new deployment's service worker
 * waits; the page offers "new version — reload"; accepting activates it and reloads into the new
 * version. Runs on a server of its own serving a temp copy of dist/, which the test "deploys" over.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploy as deployOver } from './deploy';
import { expect, test, type Page, SERVICE_WORKER } from './fixtures';
import { tiles, useEnglish, waitForServiceWorker } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { href } from '../src/routes';

let server: OwnServer;
let distDir: string;

// A first visit's install (waitForServiceWorker allows it a minute on a loaded runner), then a
// second version's install, activation and reload: two budgets of the default's size.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
  cpSync('dist', distDir, { recursive: true });
  server = await startOwnServer({ distDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const deploy = (marker: string) => deployOver(distDir, marker);

const deployMarker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="lobby-deploy"]')?.getAttribute('content') ?? null);

test('a new version waits for the player, then reloads into it when accepted', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(`${server.url}${href('home')}`);
  await expect(tiles(page).first()).toBeVisible();
  await waitForServiceWorker(page);
  const buildId = await page.evaluate(() => document.documentElement.dataset.build);
  expect(buildId).toMatch(/\S+/);
  expect(await deployMarker(page)).toBeNull();

  deploy('v2');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByRole('alertdialog', { name: 'A new version is ready.' });
  await expect(prompt).toBeVisible();
  // Until accepted, the page keeps running the old version.
  expect(await deployMarker(page)).toBeNull();

  const reloaded = page.waitForEvent('framenavigated');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect.poll(() => deployMarker(page)).toBe('v2');
  await expect(tiles(page).first()).toBeVisible();
  await expect(prompt).toBeHidden();
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
  expect(waiting).toBeNull();
});
