/**
 * `tsx scripts/measure-cls.ts [--dist DIR] [--routes /m/a,/m/b] [--runs N]`: cumulative layout
 * shift of a cold visit, as a throttled phone sees it (DESIGN §8: CLS ≤ 0.02 on every route).
 *
 * For each route: a fresh browser context (no HTTP cache, no service worker yet, empty storage),
 * 4x CPU throttling and a slow network (150 ms, 1.6 Mbps) through CDP, and every `layout-shift`
 * entry without recent input (PerformanceObserver, buffered, installed before the page's scripts)
 * until 8 s after the app's first render (on this network the scripts alone take seconds).
 * Prints one JSON line per route:
 *   {"route":"/m/home","cls":0.004,"shifts":[{"value":0.004,"sources":["section.home-list"]}]}
 * Serves the built app (`npx vite build` first) from a server of its own on a free port.
 * Options: --dist DIR another build directory; --runs N the worst of N visits (each figure in
 * `runs`); --observe MS; --cpu N and --fast (no network throttling) for other orders of arrival;
 * --rects adds each source's rectangles before and after; --shots DIR saves what each route shows.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
import { startOwnServer } from '../e2e/own-server';
import { PERF_MARKS } from '../src/api/names';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const DEFAULT_ROUTES = ['/m/home', '/m/gameCenter', '/m/slot-games', '/m/login'];
/** How long shifts are recorded after the app's first render (the mark main.tsx sets). */
const OBSERVE_MS = Number(option('--observe') ?? 8_000);
/** The longest wait for that first render on the slow network. */
const FIRST_RENDER_TIMEOUT_MS = 30_000;
/** A slow phone network: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** --cpu N: the CPU slowdown (default 4); --fast: no network throttling (order of arrival differs). */
const CPU_SLOWDOWN = Number(option('--cpu') ?? 4);
const FAST_NETWORK = process.argv.includes('--fast');
/** --shots DIR: a screenshot of each route at the end of its observation, to look at. */
const shotsDir = option('--shots');

interface Shift {
  value: number;
  sources: string[];
}
interface RouteResult {
  route: string;
  cls: number;
  shifts: Shift[];
}

/**
 * Runs in the page before its scripts. A string, not a function: tsx would wrap named functions
 * in a `__name` helper the page does not have.
 */
const OBSERVER = `
  window.__shifts = [];
  window.__rects = ${process.argv.includes('--rects') ? 'true' : 'false'};
  const describe = (node) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const classes = [...node.classList].slice(0, 2).map((c) => '.' + c).join('');
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => describe(s.node) + (window.__rects ? ' ' + JSON.stringify([s.previousRect, s.currentRect]) : '')) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

async function measure(browser: Browser, origin: string, route: string): Promise<RouteResult> {
  // A fresh context: nothing cached, empty storage — a first visit. The service worker may
  // register (a real first visit installs it), but nothing is precached yet.
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow', isMobile: true, hasTouch: true });
  try {
    // Before any page script: collect shifts from the very first layout on.
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!FAST_NETWORK) await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    // The app renders once its scripts arrived (seconds on this network): observe from then on.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PERF_MARKS.firstRender,
      { timeout: FIRST_RENDER_TIMEOUT_MS, polling: 100 },
    );
    await page.waitForTimeout(OBSERVE_MS);
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `${route.replace(/[^a-z0-9]+/gi, '_')}.png`) });
    const shifts = await page.evaluate(() => (globalThis as unknown as { __shifts: Shift[] }).__shifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    return { route, cls: round(cls), shifts: shifts.map((s) => ({ value: round(s.value), sources: s.sources })) };
  } finally {
    await context.close();
  }
}

async function main() {
  const dist = option('--dist');
  const routes = option('--routes')?.split(',') ?? DEFAULT_ROUTES;
  const runs = Math.max(1, Number(option('--runs') ?? 1));
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  const server = await startOwnServer(dist ? { distDir: resolve(dist) } : {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // One unmeasured visit first: the server seeds and warms its caches, so the routes compare.
    await measure(browser, server.url, routes[0]!);
    for (const route of routes) {
      const results: RouteResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await measure(browser, server.url, route));
      const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
      console.log(JSON.stringify(runs > 1 ? { ...worst, runs: results.map((r) => r.cls) } : worst));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
