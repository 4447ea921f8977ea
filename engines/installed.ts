/**
 * Where each engine's programs are: Debian's packages put them in standard places, and a variable
 * names another. An engine that is missing says what to install.
 */
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { EngineId } from './engine';

export interface WebKitPrograms {
  driver: string;
  miniBrowser: string;
  xvfbRun: string;
}

export interface FirefoxPrograms {
  firefox: string;
}

export type Found<T> = { ok: true; programs: T } | { ok: false; missing: string };

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** The MiniBrowser lives in the multiarch library folder of the WebKitGTK API version. */
function debianMiniBrowser(): string | null {
  const lib = '/usr/lib';
  if (!existsSync(lib)) return null;
  for (const arch of readdirSync(lib)) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = join(lib, arch, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return null;
}

export function findWebKit(): Found<WebKitPrograms> {
  const driver = process.env.WEBKIT_WEBDRIVER_PATH || onPath('WebKitWebDriver');
  const miniBrowser = process.env.MINIBROWSER_PATH || debianMiniBrowser();
  const xvfbRun = onPath('xvfb-run');
  const absent = [!driver && 'WebKitWebDriver', !miniBrowser && 'MiniBrowser', !xvfbRun && 'xvfb-run'].filter(Boolean);
  if (!driver || !miniBrowser || !xvfbRun) {
    return { ok: false, missing: `${absent.join(', ')} not found: apt-get install webkit2gtk-driver xvfb (or set WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH)` };
  }
  return { ok: true, programs: { driver, miniBrowser, xvfbRun } };
}

export function findFirefox(): Found<FirefoxPrograms> {
  const firefox = process.env.FIREFOX_ESR_PATH || '/usr/bin/firefox-esr';
  if (!existsSync(firefox)) return { ok: false, missing: `${firefox} not found: apt-get install firefox-esr (or set FIREFOX_ESR_PATH)` };
  return { ok: true, programs: { firefox } };
}

export const ENGINE_NAMES: Record<EngineId, string> = { webkitgtk: 'WebKitGTK', firefox: 'Firefox ESR' };
