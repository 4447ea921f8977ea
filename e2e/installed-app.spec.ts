/**
 * The installed app as Chromium sees it: the built manifest carries what scripts/web-manifest.ts
 * says (language, shortcuts, screenshots, maskable icons) and every picture it names is served at
 * its size; the launch images stay out of the precache; Chromium's own installability check finds
 * nothing missing; and each shortcut opens its screen offline once the app has been visited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath, PHONE_VIEWPORT } from './chromium';
import { chromium, expect, test, type APIRequestContext, type Locator, type Page, SERVICE_WORKER } from './fixtures';
import { href } from '../src/routes';
import { webManifest } from '../scripts/web-manifest.ts';
import { useEnglish, waitForServiceWorker } from './helpers';
import { pageRendered } from './route-walk';
import { signInAs } from './session';

const DEFAULT_LANGUAGE = process.env.VITE_DEFAULT_LANGUAGE ?? 'bn';

interface BuiltManifest {
  lang: string;
  dir: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
}

async function builtManifest(request: APIRequestContext): Promise<BuiltManifest> {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  return (await response.json()) as BuiltManifest;
}

/** A picture as the server sends it: a PNG of `sizes`. */
async function expectServedPng(request: APIRequestContext, src: string, sizes: string): Promise<void> {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type'], src).toBe('image/png');
  const { width, height } = await sharp(await response.body()).metadata();
  expect(`${width}x${height}`, src).toBe(sizes);
}

/** What shows a screen is its own and not an empty frame: its list or form. */
const SCREEN_CONTENT: Record<string, (page: Page) => Locator> = {
  [href('voucherCenter')]: (page) => page.getByTestId('deposit-form'),
  [href('gameCenter')]: (page) => page.getByTestId('game-tile').first(),
  [href('webEmail')]: (page) => page.getByTestId('inbox-row').first(),
};

/** The screen's name in the header. */
const title = (page: Page) => page.locator('header').first().getByRole('heading', { level: 1 });

test('the built manifest carries the language, the shortcuts, the screenshots and the maskable icons, each picture served at its size', async ({ request }) => {
  const manifest = await builtManifest(request);
  const expected = webManifest(DEFAULT_LANGUAGE);
  expect({ lang: manifest.lang, dir: manifest.dir }).toEqual({ lang: DEFAULT_LANGUAGE, dir: 'ltr' });
  expect(manifest.shortcuts).toEqual(expected.shortcuts);
  expect(manifest.screenshots).toEqual(expected.screenshots);
  expect(manifest.icons).toEqual(expected.icons);
  expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([href('voucherCenter'), href('gameCenter'), href('webEmail')]);
  expect(new Set(manifest.screenshots.map((shot) => shot.form_factor))).toEqual(new Set(['narrow', 'wide']));
  const pictures = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons), ...manifest.screenshots];
  for (const picture of pictures) await expectServedPng(request, picture.src, picture.sizes);
});

test('index.html names the 180 px touch icon and the launch images, which the service worker does not precache', async ({ request }) => {
  const html = await (await request.get('/index.html')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  await expectServedPng(request, /<link rel="apple-touch-icon" href="([^"]+)" sizes="180x180"/.exec(html)![1]!, '180x180');
  const launch = [...html.matchAll(/<link rel="apple-touch-startup-image" media="[^"]*\(orientation: portrait\)" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(launch.length).toBeGreaterThanOrEqual(5);
  for (const src of launch) expect((await request.get(src)).status(), src).toBe(200);
  const serviceWorker = await (await request.get('/sw.js')).text();
  expect(serviceWorker).toContain('icons/maskable-192.png');
  expect(serviceWorker).toContain('icons/icon-96.png');
  expect(serviceWorker).not.toContain('icons/launch-');
  expect(serviceWorker).not.toContain('screenshots/');
});

test('Chromium finds the app installable, its manifest without an error', { tag: SERVICE_WORKER }, async ({ baseURL }) => {
  // The check is the browser's own, which the headless shell the other specs may run on leaves
  // out, and it refuses an incognito window, which every context Playwright opens is: Chromium
  // itself, on a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'lobby-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS, baseURL, viewport: PHONE_VIEWPORT });
  try {
    await useEnglish(context);
    const page = await context.newPage();
    await page.goto(href('home'));
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('each shortcut opens its screen offline after a first online visit', { tag: SERVICE_WORKER }, async ({ context, page, baseURL, request }) => {
  const { shortcuts } = await builtManifest(request);
  await useEnglish(context);
  await signInAs(context, baseURL!, 'demo');
  // The first visit: the app installs its service worker, which stores the whole shell, and the
  // player looks at each screen once, as a player does before leaning on a shortcut.
  await page.goto(href('home'));
  await waitForServiceWorker(page);
  const headings = new Map<string, string>();
  for (const { url } of shortcuts) {
    await page.goto(url);
    await pageRendered(page);
    await expect(SCREEN_CONTENT[url]!(page), url).toBeVisible();
    headings.set(url, (await title(page).textContent()) ?? '');
  }
  await context.setOffline(true);
  for (const { url } of shortcuts) {
    // A shortcut launches a fresh window at its URL.
    const launched = await context.newPage();
    await launched.goto(url);
    await pageRendered(launched);
    await expect(launched.getByTestId('offline-indicator'), url).toBeVisible();
    await expect(title(launched), url).toHaveText(headings.get(url)!);
    await expect(SCREEN_CONTENT[url]!(launched), url).toBeVisible();
    expect(new URL(launched.url()).pathname).toBe(url);
    await launched.close();
  }
});
