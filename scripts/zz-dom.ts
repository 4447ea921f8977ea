import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, chromiumPath } from '../e2e/chromium';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
await page.goto(process.argv[2]!);
await page.waitForTimeout(3000);
console.log(await page.evaluate(`(() => {
  const out = [];
  const walk = (el, depth) => {
    if (depth > 7) return;
    const r = el.getBoundingClientRect();
    out.push(' '.repeat(depth*2) + el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' ' + Math.round(r.top) + '+' + Math.round(r.height) + ' x' + Math.round(r.left) + ' w' + Math.round(r.width));
    if (el.classList && el.classList.contains('banners')) return;
    for (const c of el.children) if (c.getBoundingClientRect().top < 400) walk(c, depth + 1);
  };
  walk(document.getElementById('root'), 0);
  return out.join('\\n');
})()`));
await browser.close();
