/**
 * The install sheet's pictures (the manifest's `screenshots`, listed in scripts/web-manifest.ts):
 * each route drawn by the real app in Chromium at a phone's and a desktop's size, into
 * public/screenshots. Run against a server with demo data after the screens change:
 * `npx tsx scripts/make-screenshots.ts http://localhost:8080 [language]` (default English).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { LOCAL_KEYS } from '../src/api/names';
import { ROUTE_TABLE } from '../src/routes/table';
import { INSTALL_SCREENSHOTS } from './web-manifest';

const [base, language = 'en'] = process.argv.slice(2);
if (!base) throw new Error('usage: tsx scripts/make-screenshots.ts BASE_URL [language]');

const folder = new URL('../public/screenshots/', import.meta.url);
mkdirSync(folder, { recursive: true });

/** The first screen of a returning visitor: their language, today's login popups already seen. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const shot of INSTALL_SCREENSHOTS) {
    const narrow = shot.formFactor === 'narrow';
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.deviceScaleFactor,
      isMobile: narrow,
      hasTouch: narrow,
      // Still pictures: banners and tickers at rest.
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await context.addInitScript(
      ({ keys, language, day }) => {
        localStorage.setItem(keys.language, language);
        localStorage.setItem(keys.popupsHiddenOn, day);
      },
      { keys: { language: LOCAL_KEYS.language, popupsHiddenOn: LOCAL_KEYS.popupsHiddenOn }, language, day: today() },
    );
    const page = await context.newPage();
    await page.goto(new URL(ROUTE_TABLE[shot.route].path, base).href);
    // The first row of game pictures decoded, not their initials.
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')].slice(0, 6);
      return images.length === 6 && images.every((image) => image.complete && image.naturalWidth > 0);
    });
    await page.waitForLoadState('networkidle');
    // A palette of 256 colours: a third of the bytes, no difference to see on flat game art.
    const picture = await page.screenshot();
    await sharp(picture).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toFile(new URL(shot.file, folder).pathname);
    await context.close();
    console.log(`${shot.file}: ${shot.viewport.width}x${shot.viewport.height} at ${shot.deviceScaleFactor}x`);
  }
} finally {
  await browser.close();
}
