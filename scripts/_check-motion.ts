import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
import { startOwnServer } from '../e2e/own-server';
const server = await startOwnServer({ distDir: '/tmp/cls-after' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const reduced of [true]) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, reducedMotion: reduced ? 'reduce' : 'no-preference', locale: 'en-US' });
  await context.addInitScript(`
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(e); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => { const img = document.querySelector('.banners__item img'); if (img && !window.__first) { window.__first = img; } }).observe(document, { childList: true, subtree: true });
  `);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(server.url + '/m/home');
  await page.locator('.banners__item img').first().waitFor();
  const info = await page.evaluate(() => {
    const imgs = [...document.querySelectorAll('.banners__item img')];
    const w = window as any;
    return { count: imgs.length, attrs: imgs.map((i) => [i.getAttribute('fetchpriority'), i.getAttribute('loading')]), labels: [...document.querySelectorAll('.banners__item')].map((b) => b.getAttribute('aria-label')) };
  });
  console.log('reduced', reduced, JSON.stringify(info));
  const samples: string[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(await page.evaluate(() => {
      const t = document.querySelector('.ticker__track'); if (!t) return 'no ticker';
      const m = getComputedStyle(t).transform;
      const strip = document.querySelector('.banners__track')!;
      return `${m.split(',')[4] ?? m} scroll=${strip.scrollLeft} dur=${(t as HTMLElement).style.getPropertyValue('--ticker-duration')}`;
    }));
    await page.waitForTimeout(1000);
  }
  console.log(samples.join('\n'));
  const lcp = await page.evaluate(() => { const w = window as any; const last = w.__lcp.at(-1); return { tag: last?.element?.tagName, cls: last?.element?.parentElement?.getAttribute('aria-label'), same: last?.element === w.__first, stillFirst: document.querySelector('.banners__item img') === w.__first }; });
  console.log('lcp', JSON.stringify(lcp));
  await context.close();
}
await browser.close(); await server.stop();
