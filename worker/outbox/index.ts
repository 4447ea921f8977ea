/**
 * `favourites`, `notices`, `recent` and `outbox` areas of the worker API. Every deferrable write
 * lands on the device at once and is sent by the flusher: right away, after the backoff, when the
 * network returns, at start-up and when the same user signs in again.
 */
import { ApiError, ERROR_CODE } from '../../src/api/errors';
import { db } from '../../src/db/db';
import { addRecent, flushOutbox, flushProgress, markNoticeRead, nextRetryAt, releaseBackoff, setFavourite, type FlushReport } from '../../src/outbox';
import { currentConfig } from '../context';
import { isTrialUser } from '../trial';

/** How soon to look again when another context was flushing. */
const LOCK_HELD_RETRY_MS = 2000;

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<FlushReport> | undefined;

async function flushNow(): Promise<FlushReport> {
  const { baseUrl, merchant } = currentConfig();
  const report = await flushOutbox({ baseUrl, merchant });
  if (report.skipped) {
    // Another context (a tab, or the service worker's Background Sync) holds the flush lock; it
    // may fail, so look again shortly rather than wait for the next change or network event.
    scheduleFlush(LOCK_HELD_RETRY_MS);
    return report;
  }
  const next = await nextRetryAt(report.pausedUsers);
  if (next !== null) scheduleFlush(Math.max(0, next - Date.now()));
  return report;
}

/** Coalesces bursts (ten taps on hearts send one flush) and keeps a single retry timer. */
export function scheduleFlush(delayMs = 50): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    running ??= flushNow().finally(() => (running = undefined));
  }, delayMs);
}

/** Drop a pending timer (tests drive the flusher by hand). */
export function cancelScheduledFlush(): void {
  clearTimeout(timer);
}

function userKeyOrThrow(): string {
  const { userKey } = currentConfig();
  // SPEC §6: favourites and recent games need a session; the page sends guests to /m/login first.
  if (!userKey) throw new ApiError(ERROR_CODE.notLoggedIn, 'Favourites, recent games and read marks need a session');
  return userKey;
}

export const favourites = {
  /** The signed-in user's favourite node ids as this device holds them (optimistic changes included). */
  async ids(): Promise<number[]> {
    const userKey = userKeyOrThrow();
    return (await db.favourites.where('userKey').equals(userKey).toArray()).map((row) => row.nodeId);
  },
  async set(game: { nodeId: number; vassalage: string }, on: boolean) {
    const userKey = userKeyOrThrow();
    // SPEC §6: a trial guest keeps no favourites; nothing is queued for the server to refuse.
    if (await isTrialUser(userKey)) throw new ApiError(ERROR_CODE.noPermission, 'Trial accounts keep no favourites');
    const result = await setFavourite(userKey, game, on);
    if (result !== 'unchanged') scheduleFlush();
    return result;
  },
};

export const notices = {
  async markRead(announcementId: number) {
    const result = await markNoticeRead(userKeyOrThrow(), announcementId);
    if (result === 'queued') scheduleFlush();
    return result;
  },
};

export const recent = {
  async add(nodeId: number) {
    const result = await addRecent(userKeyOrThrow(), nodeId);
    if (result === 'queued') scheduleFlush();
    return result;
  },
};

export const outbox = {
  /** Send what waits now (also what a backoff is holding back). */
  async flush(): Promise<FlushReport> {
    await releaseBackoff();
    return running ?? flushNow();
  },
  async pending(): Promise<number> {
    return db.outbox.count();
  },
  /** This worker's flush: its step and since when (a queue that does not drain is explained here). */
  progress() {
    return { ...flushProgress(), running: running !== undefined };
  },
};

/** Start-up and network-return triggers (DESIGN §3). */
export function startOutbox(): void {
  scheduleFlush(0);
  globalThis.addEventListener?.('online', () => scheduleFlush(0));
}
