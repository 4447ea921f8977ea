/**
 * `npm run soak -- --flips N [--devices 2]`: the built app in Chromium against the real server, the
 * network flipped on and off N times at random moments while favourites and read marks are queued
 * at random. Afterwards the network stays on until the outbox drains, and the server is compared
 * with the device. Prints one JSON line: {ops, applied, lost, duplicated, flips, seconds}; lost
 * and duplicated must both be 0.
 *
 * With `--devices 2`: two devices (browser contexts) of one member, each flipping its own network
 * and both queueing favourites, announcement and mail read marks; in the middle a new service
 * worker is deployed and installed on both, and the member's tokens expire while changes still
 * wait (the devices sign in again a few flips later). The devices learn each other's changes
 * through the live channel only. The line adds `devices`, `equal` (each device's favourites and
 * read marks equal to the server's at the end) and `convergeSeconds` (from the network staying on
 * until both devices equal the server with nothing left to send).
 */
import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
import { deploy } from '../e2e/deploy';
import { startOwnServer } from '../e2e/own-server';
import { ENDPOINTS } from '../src/api/endpoints';
import type { LoginValue } from '../src/api/member-wire';
import { databasePath } from '../server/db/connection';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const FLIPS = argument('--flips', 100);
const DEVICES = Math.max(1, argument('--devices', 1));
/** How long the devices may take to agree with the server once the network stays on. */
const CONVERGE_LIMIT_MS = 120_000;
let origin = '';
const random = (n: number) => Math.floor(Math.random() * n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(origin + path, init);
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${body.errorCode}`);
  return body.value;
}

const asMember = (token: string) => ({ headers: { Authorization: token, Merchant: 'DEMO' } });

type Counts = { queued: number; cancelled: number; unchanged: number; errors: number };

interface Pools {
  games: { nodeId: number; vassalage: string }[];
  notices: number[];
  /** Mail to mark read (two devices only). */
  mail: number[];
}

interface Device {
  context: BrowserContext;
  page: Page;
  login: LoginValue;
  offline: boolean;
}

async function signInOnServer(): Promise<LoginValue> {
  return json<LoginValue>(ENDPOINTS.devSession.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo' }),
  });
}

/** A device with the app open on home, its service worker in control and its worker signed in. */
async function openDevice(browser: Browser): Promise<Device> {
  const login = await signInOnServer();
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
  await context.addInitScript((info) => {
    localStorage.setItem('lobby.language', 'en');
    localStorage.setItem('lobby.automation', '1');
    // A reload keeps the session it was given last (the sign-in again below replaces it).
    if (!sessionStorage.getItem('MC_SESSION_INFO')) sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, { ...login, merchantCode: 'DEMO' });
  const page = await context.newPage();
  await page.goto(`${origin}/m/home`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && window.lobby !== undefined);
  await page.waitForFunction(async () => (await window.lobby!.worker.session.current()).userKey !== '');
  return { context, page, login, offline: false };
}

async function setOffline(device: Device, offline: boolean): Promise<void> {
  device.offline = offline;
  await device.context.setOffline(offline);
}

async function randomOp(page: Page, pools: Pools, counts: Counts) {
  const roll = Math.random();
  const kind = pools.mail.length > 0 && roll < 0.2 ? 'mail' : pools.notices.length > 0 && roll < 0.4 ? 'notice' : 'favourite';
  const result = await page
    .evaluate(
      async ({ kind, game, notice, mail }) => {
        const api = window.lobby!.worker;
        if (kind === 'notice') return api.notices.markRead(notice);
        if (kind === 'mail') return api.inbox.markRead(mail);
        const on = !(await api.favourites.ids()).includes(game.nodeId);
        return api.favourites.set(game, on);
      },
      { kind, game: pools.games[random(pools.games.length)]!, notice: pools.notices[random(pools.notices.length)] ?? 0, mail: pools.mail[random(pools.mail.length)] ?? 0 },
    )
    .catch(() => 'error' as const);
  if (result === 'error') counts.errors++;
  else counts[result as 'queued' | 'cancelled' | 'unchanged']++;
}

/**
 * A new service worker deployed and installed on every device, and told to take over (as the
 * player's "reload" would, without the reload) while changes wait. It takes over once the old one
 * has no event left in hand: at once, or minutes later when the emulated outage stalled one of its
 * fetches. The run goes on meanwhile; `swTakenOver` says at the end whether it did.
 */
async function installNewServiceWorker(devices: Device[], distDir: string, marker: string): Promise<void> {
  deploy(distDir, marker);
  for (const device of devices) {
    await setOffline(device, false);
    await device.page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      const installed = registration.waiting ?? registration.installing;
      if (!installed) throw new Error('no new service worker after the update');
      if (installed.state === 'installing') await new Promise((resolve) => installed.addEventListener('statechange', resolve, { once: true }));
      if (installed.state !== 'installed') throw new Error(`the new service worker is ${installed.state}`);
      installed.postMessage({ type: 'SKIP_WAITING' });
    });
  }
}

/** Whether the new service worker controls the device (none is left waiting). */
const swTakenOver = (device: Device) =>
  device.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && registration.installing === null;
  });

/** Every session of the member ends (as TOKEN_TTL_HOURS would), straight in the server's database. */
function expireTokens(dataDir: string): void {
  const database = new Database(databasePath(dataDir));
  try {
    database.pragma('busy_timeout = 5000');
    database
      .prepare("UPDATE sessions SET expires_at = ? WHERE member_id = (SELECT id FROM members WHERE account = 'demo')")
      .run(new Date(Date.now() - 1000).toISOString());
  } finally {
    database.close();
  }
}

/** The member signs in again on the device: a new token for the worker (and for a reload). */
async function signInAgain(device: Device): Promise<void> {
  const login = await signInOnServer();
  device.login = login;
  await device.page.evaluate(async (info) => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    // As the app's login does: the worker adopts the token, then the header's member row.
    await window.lobby!.worker.session.signIn({ token: info.token, userName: info.userName, type: info.type });
    await window.lobby!.worker.member.refresh().catch(() => null);
  }, { ...login, merchantCode: 'DEMO' });
}

interface Shown {
  favourites: number[];
  noticesRead: number[];
  /** Mail held on the device, read or not. */
  mail: [number, boolean][];
  pending: number;
}

/** What a device shows: its favourites, the read flags of its announcements and mail, what waits. */
async function shownOn(device: Device): Promise<Shown> {
  return device.page.evaluate(async () => {
    const api = window.lobby!.worker;
    const { userKey } = await api.session.current();
    const favourites = userKey ? await api.favourites.ids() : [];
    const pending = await api.outbox.pending();
    // Straight from the device's database.
    const rows = await new Promise<{ announcements: { id: number; read: boolean }[]; inbox: { userKey: string; id: number; read: number }[] }>((resolve, reject) => {
      const open = indexedDB.open('lobby');
      open.addEventListener('error', () => reject(open.error));
      open.addEventListener('success', () => {
        const transaction = open.result.transaction(['announcements', 'inbox'], 'readonly');
        const announcements = transaction.objectStore('announcements').getAll();
        const inbox = transaction.objectStore('inbox').getAll();
        transaction.addEventListener('complete', () => {
          open.result.close();
          resolve({ announcements: announcements.result, inbox: inbox.result });
        });
        transaction.addEventListener('error', () => reject(transaction.error));
      });
    });
    return {
      favourites: favourites.sort((a, b) => a - b),
      noticesRead: rows.announcements.filter((row) => row.read).map((row) => row.id).sort((a, b) => a - b),
      mail: rows.inbox.filter((row) => row.userKey === userKey).map((row): [number, boolean] => [row.id, row.read === 1]),
      pending,
    };
  });
}

interface ServerState {
  favourites: number[];
  noticesRead: number[];
  mailRead: Map<number, boolean>;
}

async function serverState(token: string, pools: Pools): Promise<ServerState> {
  const favourites = (await json<{ list: number[] }>(ENDPOINTS.favouriteIds.path, asMember(token))).list.sort((a, b) => a - b);
  const groups = await json<{ player?: { id: number; read: boolean }[] }>(`${ENDPOINTS.announcements.path}?types=PL&language=en&merchantCode=DEMO`, asMember(token));
  const noticesRead = (groups.player ?? []).filter((n) => n.read && pools.notices.includes(n.id)).map((n) => n.id).sort((a, b) => a - b);
  const mail = await json<{ list: { id: number; read: boolean }[] }>(`${ENDPOINTS.inbox.path}?pageNo=1&pageSize=200`, asMember(token));
  return { favourites, noticesRead, mailRead: new Map(mail.list.map((m) => [m.id, m.read])) };
}

/** The device shows what the server holds: the same favourites and read flags, nothing left to send. */
function agrees(shown: Shown, server: ServerState, pools: Pools): boolean {
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);
  const noticesRead = shown.noticesRead.filter((id) => pools.notices.includes(id));
  return (
    shown.pending === 0 &&
    same(shown.favourites, server.favourites) &&
    same(noticesRead, server.noticesRead) &&
    shown.mail.every(([id, read]) => !server.mailRead.has(id) || server.mailRead.get(id) === read)
  );
}

async function main() {
  const started = Date.now();
  const several = DEVICES > 1;
  // Several devices get a new version mid-run: the server serves a copy of the build to deploy over.
  const distDir = several ? mkdtempSync(join(tmpdir(), 'lobby-soak-dist-')) : undefined;
  if (distDir) cpSync(process.env.E2E_DIST_DIR ?? 'dist', distDir, { recursive: true });
  // E2E_DIST_DIR: a build made elsewhere, as for the end-to-end specs.
  const served = distDir ?? process.env.E2E_DIST_DIR;
  const server = await startOwnServer(served ? { distDir: served } : {});
  origin = server.url;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const devices: Device[] = [];
    for (let i = 0; i < DEVICES; i++) devices.push(await openDevice(browser));

    const list = await json<{ games: { nodeId: number; vassalage: string }[] }>(
      `${ENDPOINTS.gameList.path}?merchant=DEMO&platform=html5&pageNo=1&pageSize=40&language=en`,
    );
    const groups = await json<{ player?: { id: number }[] }>(`${ENDPOINTS.announcements.path}?types=PL&language=en&merchantCode=DEMO`);
    const mail = several ? (await json<{ list: { id: number; read: boolean }[] }>(`${ENDPOINTS.inbox.path}?pageNo=1&pageSize=20`, asMember(devices[0]!.login.token))).list : [];
    const pools: Pools = {
      games: list.games.map(({ nodeId, vassalage }) => ({ nodeId, vassalage })),
      notices: (groups.player ?? []).map((n) => n.id),
      mail: mail.filter((m) => !m.read).map((m) => m.id),
    };
    // A read mark needs the message on the device.
    if (several) for (const device of devices) await device.page.evaluate(async () => void (await window.lobby!.worker.inbox.refresh()));

    const counts: Counts = { queued: 0, cancelled: 0, unchanged: 0, errors: 0 };
    const middle = Math.floor(FLIPS / 2);
    // A few flips with the tokens expired (changes queue, sends are refused), then a new sign-in.
    const expiredFlips = Math.min(10, Math.ceil(FLIPS / 20));
    let expired = false;
    for (let flip = 0; flip < FLIPS; flip++) {
      if (several && flip === middle) await installNewServiceWorker(devices, distDir!, 'soak-v2');
      if (several && flip === middle + 1) {
        expireTokens(server.dataDir);
        expired = true;
      }
      if (expired && flip === middle + 1 + expiredFlips) {
        for (const device of devices) await signInAgain(device);
        expired = false;
      }
      const device = devices[flip % DEVICES]!;
      await setOffline(device, !device.offline);
      for (let k = random(4); k > 0; k--) await randomOp(devices[random(DEVICES)]!.page, pools, counts);
      await sleep(random(40));
    }

    for (const device of devices) await setOffline(device, false);
    if (expired) for (const device of devices) await signInAgain(device);
    const online = Date.now();
    let converged: number | null = null;
    let shown: Shown[] = [];
    let remote: ServerState | undefined;
    if (several) {
      // The devices settle by themselves: their flushes and the live channel, nothing forced.
      while (Date.now() - online < CONVERGE_LIMIT_MS) {
        shown = await Promise.all(devices.map(shownOn));
        remote = await serverState(devices[0]!.login.token, pools);
        if (shown.every((state) => agrees(state, remote!, pools))) {
          converged = Date.now() - online;
          break;
        }
        await sleep(250);
      }
    } else {
      const page = devices[0]!.page;
      const deadline = Date.now() + CONVERGE_LIMIT_MS;
      while ((await page.evaluate(() => window.lobby!.worker.outbox.flush().then(() => window.lobby!.worker.outbox.pending()))) > 0) {
        if (Date.now() > deadline) break;
        await sleep(250);
      }
    }

    if (converged === null && remote) {
      const why = await Promise.all(
        devices.map((device) =>
          device.page.evaluate(async () => ({
            live: await window.lobby!.worker.live.state(),
            flush: await window.lobby!.worker.outbox.progress(),
            session: (await window.lobby!.worker.session.current()).userKey,
            online: navigator.onLine,
            locks: (await navigator.locks.query()).held?.map((lock) => `${lock.name}@${lock.clientId}`),
            worker: navigator.serviceWorker.controller?.state,
            ops: await new Promise((resolve) => {
              const open = indexedDB.open('lobby');
              open.addEventListener('success', () => {
                const all = open.result.transaction('outbox').objectStore('outbox').getAll();
                all.addEventListener('success', () => resolve(all.result.map((op: { kind: string; notBefore: number; attempts: number; inFlight: number }) => [op.kind, op.notBefore - Date.now(), op.attempts, op.inFlight])));
              });
            }),
          })),
        ),
      );
      console.error(JSON.stringify({ why, shown: shown.map((state) => state.favourites), remote: remote.favourites }));
    }
    const token = devices[0]!.login.token;
    const local = new Set<number>(await devices[0]!.page.evaluate(() => window.lobby!.worker.favourites.ids()));
    const remoteFavourites = new Set((await json<{ list: number[] }>(ENDPOINTS.favouriteIds.path, asMember(token))).list);
    const appliedOps = (await json<{ list: { opId: string }[] }>(`${ENDPOINTS.devAppliedOps.path}?account=demo`)).list;
    const ops = counts.queued - counts.cancelled;
    const pending = (await Promise.all(devices.map((device) => device.page.evaluate(() => window.lobby!.worker.outbox.pending())))).reduce((a, b) => a + b, 0);
    // One device: its favourites are the server's or an op went missing. Several: each op counted
    // once on the server is the whole story (a device that disagrees has not converged, below).
    const missingOnServer = several ? 0 : [...local].filter((id) => !remoteFavourites.has(id)).length;
    const extraOnServer = several ? 0 : [...remoteFavourites].filter((id) => !local.has(id)).length;
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
        ...(several
          ? {
              devices: DEVICES,
              equal: remote ? shown.map((state) => agrees(state, remote!, pools)) : [],
              convergeSeconds: converged === null ? null : Math.round(converged / 100) / 10,
              swTakenOver: await Promise.all(devices.map(swTakenOver)),
            }
          : {}),
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
