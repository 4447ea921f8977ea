/**
 * Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core (Playwright's Firefox build
 * is not this browser, and its protocol does not drive the ESR). BiDi's network emulation, where
 * this Firefox has it, takes the page's link down: `navigator.onLine` turns false and `online`
 * fires on the way back.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import { pageExpression, type Engine } from './engine';
import type { FirefoxPrograms } from './installed';

async function nth(page: Page, selector: string, index: number) {
  const found = await page.$$(selector);
  const element = found[index];
  if (!element) throw new Error(`no element ${index} of ${selector} (found ${found.length})`);
  return element;
}

export async function openFirefox(programs: FirefoxPrograms, viewport: { width: number; height: number }): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: programs.firefox,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: viewport,
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // The tab Firefox opens with keeps its window's size: defaultViewport applies to new pages only.
    await page.setViewport(viewport);
    // emulation.setNetworkConditions is recent in BiDi: an older Firefox refuses it, and then
    // offline is the lane's network switch alone, as in WebKitGTK.
    const hasLinkSwitch = await page.setOfflineMode(false).then(
      () => true,
      () => false,
    );
    return {
      id: 'firefox',
      version: await browser.version(),
      page: {
        goto: (url) => page.goto(url, { waitUntil: 'load' }).then(() => undefined),
        reload: () => page.reload({ waitUntil: 'load' }).then(() => undefined),
        evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(pageExpression(fn, arg)) as Promise<R>,
        click: async (selector, index = 0) => {
          const element = await nth(page, selector, index);
          // Into the middle of the screen: at an edge the app's fixed bars would take the click.
          await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await element.click();
        },
        type: async (selector, text) => (await nth(page, selector, 0)).type(text),
        screenshot: (path) => page.screenshot({ path: path as `${string}.png` }).then(() => undefined),
      },
      ...(hasLinkSwitch ? { setLinkDown: (down: boolean) => page.setOfflineMode(down) } : {}),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
