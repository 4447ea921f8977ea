import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SERVICE_WORKER } from './fixtures';
import { formatAmount, formatSignedAmount } from '../src/api/money';
import { LOCAL_KEYS } from '../src/api/names';
import { href } from '../src/routes';

/** What a returning player's browser holds before the app loads. */
export interface StoragePreset {
  /** The app's language, unless a page has chosen another since. */
  language?: string;
  /** The home login popups hidden for today: they would cover the page. */
  hidePopups?: boolean;
}

/**
 * Written before every page load, only where the key is unset: a test that switches the language
 * in the page and reloads keeps its choice.
 */
export async function presetStorage(context: BrowserContext, { language, hidePopups = false }: StoragePreset): Promise<void> {
  if (!language && !hidePopups) return;
  await context.addInitScript(
    ({ language, hidePopups, keys }) => {
      if (language && !localStorage.getItem(keys.language)) localStorage.setItem(keys.language, language);
      // The page's own day: the app compares the key with its local date.
      const pad = (n: number) => String(n).padStart(2, '0');
      const now = new Date();
      const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      if (hidePopups && localStorage.getItem(keys.popupsHiddenOn) === null) localStorage.setItem(keys.popupsHiddenOn, today);
    },
    { language: language ?? null, hidePopups, keys: { language: LOCAL_KEYS.language, popupsHiddenOn: LOCAL_KEYS.popupsHiddenOn } },
  );
}

/**
 * Test defaults: English text (specs select by accessible name) and the home login popups hidden
 * for today, as a returning player would have them — a spec about those popups clears the key.
 */
export const TEST_DEFAULTS = { language: 'en', hidePopups: true } as const satisfies StoragePreset;

export async function useEnglish(context: BrowserContext) {
  await presetStorage(context, TEST_DEFAULTS);
}

/**
 * The app in `language` on every load of the context (or page), whatever a preset or an earlier
 * load chose: for a spec about one language. (presetStorage only fills an unset key.)
 */
export async function forceLanguage(target: BrowserContext | Page, language: string): Promise<void> {
  await target.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: LOCAL_KEYS.language, value: language });
}

/** What the app has stored as the player's language. */
export const storedLanguage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.language);

/** Chooses the language as the settings page would store it; the next load uses it. */
export const storeLanguage = (page: Page, language: string) =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOCAL_KEYS.language, value: language });

export const tiles = (page: Page) => page.getByTestId('game-tile');

/**
 * Opens the game of a tile, as a quick tap does. A tile has a long-press action of its own (its
 * whole name, e2e/lobby.spec.ts presses it for real); a click that the runner sends in two steps
 * (down, then up) can, on a machine short of CPU, be held past the long-press time and is then,
 * rightly, a long press. So the tap is the one click event a quick tap ends in.
 */
export async function playTile(tile: Locator): Promise<void> {
  const play = tile.locator('.game-tile__play');
  await expect(play).toBeVisible();
  await expect(play).toBeEnabled();
  await play.dispatchEvent('click');
}

/** Wait until the service worker controls the page (the first install claims it). */
export async function waitForServiceWorker(page: Page) {
  // Registration is blocked in tests without the tag (fixtures.ts): say so rather than time out.
  if (!test.info().tags.includes(SERVICE_WORKER)) throw new Error('this test needs the service worker: tag it { tag: SERVICE_WORKER }');
  // A first visit precaches ~220 files while its ~90 pictures load over the same six connections.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
}

/** Names of the first `count` tiles, in order. */
export async function tileNames(page: Page, count = 6): Promise<string[]> {
  await expect(tiles(page).nth(count - 1)).toBeVisible();
  return tiles(page)
    .locator('.game-tile__name')
    .evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => node.textContent ?? ''), count);
}

/** Tiles on screen whose image actually decoded (not the initials fallback). */
export async function loadedImagesOnScreen(page: Page): Promise<{ onScreen: number; loaded: number }> {
  return tiles(page).evaluateAll((nodes) => {
    const onScreen = nodes.filter((node) => {
      const rect = node.getBoundingClientRect();
      return rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
    });
    const loaded = onScreen.filter((node) => {
      const img = node.querySelector('img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    return { onScreen: onScreen.length, loaded: loaded.length };
  });
}

/** Waits until at least six tiles are on screen and each shows its decoded image. */
export async function expectTileImagesLoaded(page: Page): Promise<void> {
  // One snapshot per poll: the rows below the first screen render a moment later and move tiles.
  await expect
    .poll(async () => {
      const { onScreen, loaded } = await loadedImagesOnScreen(page);
      return onScreen >= 6 && loaded === onScreen;
    })
    .toBe(true);
}

/** Tile image URLs on screen that the service worker's image cache does not hold yet. */
export async function uncachedTileImagesOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('lobby-media');
    const urls = [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')]
      .filter((img) => {
        const rect = img.getBoundingClientRect();
        return rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
      })
      .map((img) => img.currentSrc || img.src);
    const missing: string[] = [];
    for (const url of urls) if (!(await cache.match(url))) missing.push(url);
    return missing;
  });
}

/** The currency of the seeded operator settings (server/seed/settings.ts). */
export const SEEDED_CURRENCY = 'BDT';

/** An amount as every screen shows it: the app's money format in the operator's currency. */
export const shownAmount = (units: number, language = 'en') => formatAmount(units, language, SEEDED_CURRENCY);
/** The same with its sign ("+৳12.50", "−৳3.00"), as nets and ledger lines show it. */
export const shownSignedAmount = (units: number, language = 'en') => formatSignedAmount(units, language, SEEDED_CURRENCY);

/** A page URL that ends at this in-app path (with its query): `toHaveURL(atPath(href('login')))`. */
export const atPath = (path: string): RegExp => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * A new trial guest opens `path`, a page for members only: the register prompt stands in its place
 * and `behind` (the page's own content) never shows; Cancel goes back home.
 */
export async function expectTrialPromptAt(page: Page, path: string, behind: (page: Page) => Locator): Promise<void> {
  await page.goto(href('login'));
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await page.goto(path);
  const prompt = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(prompt).toContainText('Trial accounts cannot use this feature');
  await expect(behind(page)).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
}

/** A picture of the page for the test's report (the test's own output folder), whole page by default. */
export const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
