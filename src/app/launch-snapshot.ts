/**
 * Keeps the launch snapshot of a launch route (src/api/launch-snapshot.ts) up to date: taken when
 * the page is left (hidden, as a home-screen app is when the player switches away) and once the
 * first screen has settled, so a launch after a crash still finds one. Only a screen that shows
 * its games is kept, never a half-loaded one, and without what was open over it. Signing out removes
 * them with the member's other copies (the service worker's PURGE_USER).
 */
import { STORES, TILE_PAINT_ID } from '../api/names';
import { SNAPSHOT_DROPPED, SNAPSHOT_MASKED, SNAPSHOT_MAX_CHARS, snapshotKey, type LaunchSnapshot } from '../api/launch-snapshot';
import { pathOf } from '../routes';
import { BALANCE_MASK } from '../ui/balance';

/** The routes a launch opens on, which keep a snapshot: the installed app's start URL. */
const SNAPSHOT_ROUTES: readonly string[] = [pathOf('home')];

/**
 * How far below the screen's bottom the picture goes, in screens: a launch shows the first
 * screen; the rest would only make the HTML longer to parse and lay out before the app starts.
 */
const BELOW_THE_FOLD_SCREENS = 0.25;

/** After the first screen settled: long enough for the live rows and the header to be drawn. */
const SETTLED_MS = 3_000;

/** A slow start is given this many more looks, SETTLED_MS apart. */
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
  // A screen that shows its games; what is open over it stays out of the picture.
  if (!root.querySelector(`[elementtiming="${TILE_PAINT_ID}"]`)) return null;
  const copy = copyFirstScreen(root, { bottom: innerHeight * (1 + BELOW_THE_FOLD_SCREENS), right: innerWidth * (1 + BELOW_THE_FOLD_SCREENS) });
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

const DROPPED = SNAPSHOT_DROPPED.join(',');

/**
 * A copy of `live` with only what the first screen shows: an element wholly below the screen or
 * right of it (a row that scrolls sideways) is left out, as is what was open over the screen.
 * Each kept element is copied on its own and its children looked at in turn, since a row's own box
 * ends at the screen's edge while its tiles go on past it; what is left out is neither copied nor
 * walked, so a long list costs a look at its first rows.
 */
function copyFirstScreen(live: Element, edge: { bottom: number; right: number }): Element {
  const copy = live.cloneNode(false) as Element;
  for (const child of live.childNodes) {
    if (!(child instanceof Element)) {
      copy.append(child.cloneNode(false));
      continue;
    }
    if (child.matches(DROPPED)) continue;
    const rect = child.getBoundingClientRect();
    const drawn = rect.width > 0 || rect.height > 0;
    if (drawn && (rect.top >= edge.bottom || rect.left >= edge.right)) continue;
    copy.append(copyFirstScreen(child, edge));
  }
  return copy;
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
