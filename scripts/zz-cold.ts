import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';

const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element && e.element.tagName, e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true }); })()`);
  await page.goto(url);
  await page.waitForTimeout(7000);
  const t = await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource').filter((r) => r.startTime < 4000).map((r) => r.name.split('/').pop().slice(0, 24) + ' ' + Math.round(r.startTime) + '-' + Math.round(r.responseEnd));
    const m = (n) => Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { resp: Math.round(nav.responseEnd), domInteractive: Math.round(nav.domInteractive), render: m('lobby:first-render'), tile: m('lobby:first-tile'), fcp: Math.round(fcp?.startTime ?? -1), lcp: window.__lcp, res };
  })()`);
  console.log(JSON.stringify(t));
  await context.close();
}
await browser.close();
