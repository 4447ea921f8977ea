import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Show English text so specs can select by accessible name. */
export async function useEnglish(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!localStorage.getItem('lobby.language')) localStorage.setItem('lobby.language', 'en');
  });
}

export const tiles = (page: Page) => page.getByTestId('game-tile');

/** Wait until the service worker controls the page (the first install claims it). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

/** Names of the first `count` tiles, in order. */
export async function tileNames(page: Page, count = 6): Promise<string[]> {
  await expect(tiles(page).nth(count - 1)).toBeVisible();
  return tiles(page)
    .locator('.game-tile__name')
    .evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => node.textContent ?? ''), count);
}

/** Tiles whose image actually decoded (not the initials fallback). */
export async function loadedImages(page: Page, count = 6): Promise<number> {
  return tiles(page)
    .locator('img')
    .evaluateAll(
      (imgs, n) =>
        imgs.slice(0, n).filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
          .length,
      count,
    );
}
