/**
 * Where the browser comes from: Playwright never downloads one here; Debian's Chromium is used
 * (CHROMIUM_PATH overrides). The flags keep it from calling out to Google's services, which this
 * network refuses.
 */
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return path;
}

/**
 * The browser the end-to-end suite drives: Chromium's headless shell when installed (Debian's
 * `chromium-headless-shell`, the same engine without the desktop browser around it, as Playwright
 * itself uses for headless runs: about a tenth less time for the suite), else Chromium.
 * CHROMIUM_PATH still decides when set.
 */
export function testBrowserPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROMIUM_PATH && existsSync(shell) ? shell : chromiumPath();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };
