/**
 * WebKitGTK, the engine of Safari's family that Linux packages: its WebDriver (WebKitWebDriver)
 * drives the MiniBrowser, which needs an X display, so the driver runs under xvfb-run. webdriverio
 * speaks WebDriver classic to it: this driver has no link switch, so offline here is the lane's
 * network switch alone (the device believes it has a link, as on a Wi-Fi with no way through).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { pageExpression, type Engine } from './engine';
import type { WebKitPrograms } from './installed';
import { until } from './until';

const STOP_MS = 10_000;

/** A port nobody listens on now, for the driver to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function openWebKit(programs: WebKitPrograms, viewport: { width: number; height: number }): Promise<Engine> {
  const port = await freePort();
  // A process group of its own: xvfb-run, Xvfb, the driver and the MiniBrowser it starts end together.
  const driver = spawn(programs.xvfbRun, ['-a', '-s', '-screen 0 1280x1024x24', programs.driver, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  driver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  const stopDriver = async () => {
    if (driver.exitCode !== null || driver.signalCode !== null || driver.pid === undefined) return;
    process.kill(-driver.pid, 'SIGTERM');
    const timer = setTimeout(() => driver.pid !== undefined && process.kill(-driver.pid, 'SIGKILL'), STOP_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await until('WebKitWebDriver listening', async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}: ${output}`);
      return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
    });
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      // A failed command throws with the driver's message; its own log would say it twice, and
      // logs the click retries it makes on its own (a click another element took) as errors.
      logLevel: 'silent',
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: programs.miniBrowser, args: ['--automation'] },
        // WebKitWebDriver speaks WebDriver classic; webdriverio would otherwise ask for BiDi.
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(viewport.width, viewport.height);
    const nth = async (selector: string, index: number) => {
      const found = await browser.$$(selector);
      const element = found[index];
      if (!element) throw new Error(`no element ${index} of ${selector} (found ${found.length})`);
      return element;
    };
    return {
      id: 'webkitgtk',
      version: `${browser.capabilities.browserName ?? 'MiniBrowser'} ${browser.capabilities.browserVersion ?? '?'}`,
      page: {
        goto: (url) => browser.url(url).then(() => undefined),
        reload: () => browser.refresh(),
        evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => browser.execute(`return ${pageExpression(fn, arg)}`) as Promise<R>,
        click: async (selector, index = 0) => {
          const element = await nth(selector, index);
          // Into the middle of the screen: at an edge the app's fixed bars would take the click.
          await element.scrollIntoView({ block: 'center' });
          await element.click();
        },
        type: async (selector, text) => (await nth(selector, 0)).addValue(text),
        screenshot: (path) => browser.saveScreenshot(path).then(() => undefined),
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        await stopDriver();
      },
    };
  } catch (error) {
    await stopDriver();
    throw error;
  }
}
