/**
 * `npm run soak -- --flips N`: the built app in Chromium against the real server, the network
 * flipped on and off N times at random moments while favourites and read marks are queued at
 * random. Afterwards the network stays on until the outbox drains, and the server is compared with
 * the device. Prints one JSON line: {ops, applied, lost, duplicated, flips, seconds}; lost and
 * duplicated must both be 0.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
import { startOwnServer } from '../e2e/own-server';
import { ENDPOINTS } from '../src/api/endpoints';
import type { LoginValue } from '../src/api/member-wire';

const flipsArg = process.argv.indexOf('--flips');
const FLIPS = flipsArg > 0 ? Number(process.argv[flipsArg + 1]) : 100;
let origin = '';
const random = (n: number) => Math.floor(Math.random() * n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(origin + path, init);
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${body.errorCode}`);
  return body.value;
}

type Counts = { queued: number; cancelled: number; unchanged: number; errors: number };

async function randomOp(page: Page, games: { nodeId: number; vassalage: string }[], notices: number[], counts: Counts) {
  const readMark = notices.length > 0 && Math.random() < 0.3;
  const result = await page
    .evaluate(
      async ({ readMark, game, notice }) => {
        const api = window.lobby!.worker;
        if (readMark) return api.notices.markRead(notice);
        const on = !(await api.favourites.ids()).includes(game.nodeId);
        return api.favourites.set(game, on);
      },
      { readMark, game: games[random(games.length)]!, notice: notices[random(notices.length)] ?? 0 },
    )
    .catch(() => 'error' as const);
  if (result === 'error') counts.errors++;
  else counts[result as 'queued' | 'cancelled' | 'unchanged']++;
}

async function main() {
  const started = Date.now();
  const server = await startOwnServer();
  origin = server.url;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const login = await json<LoginValue>(ENDPOINTS.devSession.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'demo' }),
    });
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
    await context.addInitScript((info) => {
      localStorage.setItem('lobby.language', 'en');
      localStorage.setItem('lobby.automation', '1');
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    }, { ...login, merchantCode: 'DEMO' });
    const page = await context.newPage();
    await page.goto(`${origin}/m/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null && window.lobby !== undefined);
    await page.waitForFunction(async () => (await window.lobby!.worker.session.current()).userKey !== '');

    const list = await json<{ games: { nodeId: number; vassalage: string }[] }>(
      `${ENDPOINTS.gameList.path}?merchant=DEMO&platform=html5&pageNo=1&pageSize=40&language=en`,
    );
    const games = list.games.map(({ nodeId, vassalage }) => ({ nodeId, vassalage }));
    const groups = await json<{ player?: { id: number }[] }>(`${ENDPOINTS.announcements.path}?types=PL&language=en&merchantCode=DEMO`);
    const notices = (groups.player ?? []).map((n) => n.id);

    const counts: Counts = { queued: 0, cancelled: 0, unchanged: 0, errors: 0 };
    let offline = false;
    for (let flip = 0; flip < FLIPS; flip++) {
      offline = !offline;
      await context.setOffline(offline);
      for (let k = random(4); k > 0; k--) await randomOp(page, games, notices, counts);
      await sleep(random(40));
    }

    await context.setOffline(false);
    const deadline = Date.now() + 120_000;
    while ((await page.evaluate(() => window.lobby!.worker.outbox.flush().then(() => window.lobby!.worker.outbox.pending()))) > 0) {
      if (Date.now() > deadline) break;
      await sleep(250);
    }

    const local = new Set<number>(await page.evaluate(() => window.lobby!.worker.favourites.ids()));
    const remote = new Set(
      (await json<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { headers: { Authorization: login.token } })).list,
    );
    const appliedOps = (await json<{ list: { opId: string }[] }>(`${ENDPOINTS.devAppliedOps.path}?account=demo`)).list;
    const ops = counts.queued - counts.cancelled;
    const missingOnServer = [...local].filter((id) => !remote.has(id)).length;
    const extraOnServer = [...remote].filter((id) => !local.has(id)).length;
    const pending = await page.evaluate(() => window.lobby!.worker.outbox.pending());
    console.log(
      JSON.stringify({
        ops,
        applied: appliedOps.length,
        lost: Math.max(0, ops - appliedOps.length) + missingOnServer,
        duplicated: Math.max(0, appliedOps.length - ops) + extraOnServer,
        flips: FLIPS,
        seconds: Math.round((Date.now() - started) / 1000),
        pendingAtEnd: pending,
        errors: counts.errors,
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
