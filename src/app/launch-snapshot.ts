/**
 * Keeps the launch snapshot of a launch route (src/api/launch-snapshot.ts) up to date: taken when
 * the page is left (hidden, as a home-screen app is when the player switches away) and once the
 * first screen has settled, so a launch after a crash still finds one. Only a screen that shows
 * its games is kept: never a half-loaded one, never one with a dialog open. Signing out removes
 * them with the member's other copies (the service worker's PURGE_USER).
 */
import { STORES, TILE_PAINT_ID } from '../api/names';
import { SNAPSHOT_MASKED, SNAPSHOT_MAX_CHARS, snapshotKey, type LaunchSnapshot } from '../api/launch-snapshot';
import { pathOf } from '../routes';
import { BALANCE_MASK } from '../ui/balance';

/** The routes a launch opens on, which keep a snapshot: the installed app's start URL. */
const SNAPSHOT_ROUTES: readonly string[] = [pathOf('home')];

/** After the first screen settled: long enough for the live rows and the header to be drawn. */
const SETTLED_MS = 3_000;

/** A slow start (or a dialog open over home) is given this many more looks, SETTLED_MS apart. */
const SETTLED_TRIES = 10;

function entryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
}

/** The screen as it stands, or null when it is not one to launch into. */
export function takeSnapshot(): LaunchSnapshot | null {
  const root = document.getElementById('root');
  const entry = entryScript();
  const path = location.pathname;
  if (!root || !entry || !SNAPSHOT_ROUTES.includes(path)) return null;
  // A screen with its games, and nothing open over it.
  if (!root.querySelector(`[elementtiming="${TILE_PAINT_ID}"]`) || root.querySelector('[role="dialog"], [aria-modal="true"]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(SNAPSHOT_MASKED.join(','))) element.textContent = BALANCE_MASK;
  const html = copy.innerHTML;
  if (html.length > SNAPSHOT_MAX_CHARS) return null;
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const { lang, dir } = document.documentElement;
  return { path, html, stylesheets, entry, lang, dir: dir || 'ltr', savedAt: Date.now() };
}

async function keep(snapshot: LaunchSnapshot): Promise<void> {
  const cache = await caches.open(STORES.launchSnapshots);
  await cache.put(snapshotKey(snapshot.path), new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json' } }));
}

/** Whether a snapshot was taken (its storing may still fail: storage full or refused, then launches are as before). */
function save(): boolean {
  const snapshot = takeSnapshot();
  if (snapshot) void keep(snapshot).catch(() => undefined);
  return snapshot !== null;
}

/** The first one, once the launch route shows its games; looked for again while it does not yet. */
function saveOnceSettled(triesLeft: number): void {
  setTimeout(() => {
    if (!save() && triesLeft > 1) saveOnceSettled(triesLeft - 1);
  }, SETTLED_MS);
}

export function keepLaunchSnapshots(): void {
  if (typeof caches === 'undefined') return;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  saveOnceSettled(SETTLED_TRIES);
}
