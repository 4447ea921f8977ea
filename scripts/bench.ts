/**
 * `npm run bench`: measures the budgets of DESIGN §8 on the built app and prints one JSON line.
 * Bytes are counted as the phone receives them: encoded (br/gzip) bodies as they came over HTTP on
 * the cold visit (Playwright's `request.sizes()`, i.e. CDP's received lengths), not files on disk.
 * - homeInitialJsSentKB: every JS file /m/home requests before its first render, bodies as sent;
 * - firstTileJsSentKB: every JS file loaded until the first game tile shows on a cold visit
 *   (adds the worker, which starts after the first frame), bodies as sent;
 * - homeColdSentKB / homeColdRequests: everything the page and its worker received (headers and
 *   bodies: HTML, JS, CSS, API answers, images) until that first tile, and how many responses;
 *   homeColdHeadersKB is the headers' share (HTTP/1.1 here: no header compression);
 *   homeColdEncodings counts the responses by Content-Encoding;
 * - precacheKB: the service worker's precache (raw bytes of its manifest entries);
 * - warmOfflineFirstTileMs: offline reload → first tile painted (Element Timing), 4x CPU throttle,
 *   median of 5; newTabOfflineFirstTileMs: the same for a launch in a new tab (a new renderer, as
 *   a home-screen launch is).
 * Figures are reported, not asserted: compare them with the budgets by eye or in CI logs.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Response } from '@playwright/test';
import { TILE_PAINT_ID } from '../src/api/names';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
import { startOwnServer } from '../e2e/own-server';
import { measureScale } from './bench-scale';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One response of the cold visit as it came over the wire. */
interface Received {
  url: string;
  /** The body as sent (compressed when it was). */
  body: number;
  /** Headers plus body. */
  total: number;
  encoding: string;
}

async function received(response: Response): Promise<Received> {
  const encoding = response.headers()['content-encoding'] ?? 'identity';
  const sizes = await response.request().sizes().catch(() => undefined);
  const body = sizes?.responseBodySize ?? 0;
  return { url: response.url(), body, total: body + (sizes?.responseHeadersSize ?? 0), encoding };
}

const isScript = (url: string) => new URL(url).pathname.endsWith('.js') && !url.endsWith('/sw.js');

function precacheBytes(): number {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!));
  let total = 0;
  for (const url of urls) total += statSync(join(dist, url)).size;
  return total;
}

/**
 * When the first tile was painted, from the navigation's start: the earliest Element Timing entry
 * of a tile's name (src/features/games/GameTile.tsx), the browser's own paint time, read from a
 * PerformanceObserver (these entries are observer-only; `buffered` hands over the earlier ones).
 */
async function firstTilePainted(page: Page): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('no tile painted within 30 s')), 30_000);
        new PerformanceObserver((list, observer) => {
          const painted = list.getEntries().filter((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === id);
          if (!painted.length) return;
          observer.disconnect();
          resolve(Math.min(...painted.map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime || entry.startTime)));
        }).observe({ type: 'element', buffered: true });
      }),
    TILE_PAINT_ID,
  );
}

async function main() {
  const server = await startOwnServer();
  const origin = server.url;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
    const page = await context.newPage();

    // Cold first visit: every response (page and worker) until the first tile is on screen.
    const responses: Promise<Received>[] = [];
    let coldVisit = true;
    page.on('response', (response) => {
      if (coldVisit) responses.push(received(response));
    });
    await page.goto(`${origin}/m/home`);
    await page.getByTestId('game-tile').first().waitFor();
    coldVisit = false;
    const cold = await Promise.all(responses);
    const sentBody = new Map<string, number>();
    for (const entry of cold) if (!sentBody.has(entry.url)) sentBody.set(entry.url, entry.body);
    const beforeFirstRender = await page.evaluate(() => {
      const rendered = performance.getEntriesByName('lobby:first-render')[0]?.startTime ?? Infinity;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < rendered)
        .map((entry) => entry.name);
    });
    const missing = beforeFirstRender.filter((url) => !sentBody.has(url));
    if (missing.length) throw new Error(`no response seen for ${missing.join(', ')}`);
    const homeJs = beforeFirstRender.reduce((sum, url) => sum + (sentBody.get(url) ?? 0), 0);
    const firstTileJs = [...sentBody].filter(([url]) => isScript(url)).reduce((sum, [, bytes]) => sum + bytes, 0);
    const encodings: Record<string, number> = {};
    for (const entry of cold) encodings[entry.encoding] = (encodings[entry.encoding] ?? 0) + 1;

    // Warm offline reloads under a 4x CPU throttle.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    const samples: number[] = [];
    // One discarded warm-up run (compiles code caches), then the five that count.
    for (let run = -1; run < 5; run++) {
      await page.reload();
      const ms = await firstTilePainted(page);
      if (run >= 0) samples.push(ms);
    }
    // A launch from the home screen starts a new renderer: a new tab, offline, throttled alike.
    const newTab: number[] = [];
    for (let run = -1; run < 5; run++) {
      const tab = await context.newPage();
      const tabCdp = await context.newCDPSession(tab);
      await tabCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(`${origin}/m/home`);
      const ms = await firstTilePainted(tab);
      if (run >= 0) newTab.push(ms);
      await tab.close();
    }
    // 20,000 games on their own server: name filter and main-thread long tasks during sync.
    // The home page (ticker, jackpot timer, throttled CPU) must not compete with the next figures.
    await context.close();
    const scale = await measureScale(browser, root);
    console.log(
      JSON.stringify({
        ...scale,
        homeInitialJsSentKB: kb(homeJs),
        firstTileJsSentKB: kb(firstTileJs),
        homeColdSentKB: kb(cold.reduce((sum, entry) => sum + entry.total, 0)),
        homeColdHeadersKB: kb(cold.reduce((sum, entry) => sum + entry.total - entry.body, 0)),
        homeColdRequests: cold.length,
        homeColdEncodings: encodings,
        precacheKB: kb(precacheBytes()),
        warmOfflineFirstTileMs: Math.round(median(samples)),
        warmOfflineSamplesMs: samples.map(Math.round),
        newTabOfflineFirstTileMs: Math.round(median(newTab)),
        newTabOfflineSamplesMs: newTab.map(Math.round),
        homeScripts: beforeFirstRender.map((url) => new URL(url).pathname),
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
