/**
 * The scale figures of `npm run bench` (DESIGN §8), on a server seeded with 20,000 games:
 * - nameFilter20kMs: keystroke → filtered provider grid on screen, worst of several keystrokes,
 *   with every game synced to the device (the grid's own `lobby:name-filter` measures);
 * - longTasksDuringSyncMs: the longest main-thread task while the worker syncs (boot and home
 *   scopes and infinite-scroll pages) with the provider list open; 0 when no task passed 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { PHONE_VIEWPORT } from '../e2e/chromium';
import { ENDPOINTS } from '../src/api/endpoints';
import { startOwnServer, type OwnServer } from '../e2e/own-server';

const SCALE_GAMES = 20_000;

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env, stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}`))));
  });
}

/**
 * Every game of the server into the device's games table (the state "everything synced"), the
 * same row shape src/db/normalise.ts toGameRow writes. Runs in the page: a string, because
 * this script's tsconfig has no DOM types.
 */
const SYNC_EVERYTHING = `(async () => {
  const path = ${JSON.stringify(ENDPOINTS.gameList.path)};
  const games = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await fetch(path + '?merchant=DEMO&platform=html5&language=en&pageSize=200&pageNo=' + pageNo);
    const value = (await res.json()).value;
    games.push(...value.games);
    if (pageNo >= value.totalPages) break;
  }
  const bit = (v) => (v ? 1 : 0);
  const rows = games.map((g) => {
    const displayName = g.displayName || g.gameName || g.nodeName;
    return { ...g, displayName, nameKey: displayName.toLowerCase(), gameCategory: g.gameCategory || g.gameType,
      gameClassify: g.gameClassify ?? '', supportPlay: bit(g.supportPlay), freeplay: bit(g.freeplay),
      isGameH5: bit(g.isGameH5), isNew: bit(g.isNew), hotRank: 0, syncedAt: Date.now() };
  });
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('lobby');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction('games', 'readwrite');
    for (const row of rows) tx.objectStore('games').put(row);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return rows.length;
})()`;

const WATCH_LONG_TASKS = `(() => {
  window.maxLongTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.maxLongTask = Math.max(window.maxLongTask, entry.duration);
  }).observe({ type: 'longtask' });
  window.dispatchEvent(new Event('online'));
})()`;

export async function measureScale(browser: Browser, root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-20k-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DEV_HELPERS: '1' };
  let server: OwnServer | undefined;
  try {
    await run(['--import', 'tsx', 'server/seed/cli.ts', '--games', String(SCALE_GAMES)], root, env);
    server = await startOwnServer({ dataDir });
    const origin = server.url;
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript("localStorage.setItem('lobby.language', 'en')");
    const page = await context.newPage();
    await page.goto(`${origin}/m/provider`);
    await page.getByTestId('game-tile').first().waitFor();
    const synced = (await page.evaluate(SYNC_EVERYTHING)) as number;
    await page.reload(); // a fresh worker builds its name index from all of them
    await page.getByTestId('game-tile').first().waitFor();
    await page.waitForTimeout(3000);

    // Long tasks while the worker syncs: the `online` event runs the boot and home scopes; scrolling asks for pages.
    await page.evaluate(WATCH_LONG_TASKS);
    for (let i = 0; i < 4; i++) {
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await page.waitForTimeout(1200);
    }
    const longTasksDuringSyncMs = Math.round((await page.evaluate('window.maxLongTask')) as number);

    // Name filter: one keystroke at a time, each measured from the input event to the grid on screen.
    await page.evaluate('window.scrollTo(0, 0)');
    const box = page.getByRole('searchbox').first();
    await box.click();
    for (const key of 'dragon') {
      await page.keyboard.type(key);
      await page.waitForTimeout(150);
    }
    const samples = await page.evaluate(() => performance.getEntriesByName('lobby:name-filter').map((e) => e.duration));
    await context.close();
    return {
      scaleGamesSynced: synced,
      // Worst keystroke (the budget's reading) and the median one.
      nameFilter20kMs: Math.round(Math.max(...samples)),
      nameFilter20kMedianMs: Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN),
      nameFilter20kSamplesMs: samples.map(Math.round),
      longTasksDuringSyncMs,
    };
  } finally {
    if (server) await server.stop();
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
