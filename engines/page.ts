/**
 * What the cases read in a page, as small scripts every driver can run: each function below is
 * sent to the page as source, so it reads only its argument and the page's own globals.
 */
import { LOCAL_KEYS, SESSION_KEYS, STORES } from '../src/api/names';
import type { EnginePage } from './engine';

/** Present and drawn: in the document, with a box, not hidden by style. */
export const isVisible = (page: EnginePage, selector: string, nth = 0) =>
  page.evaluate(
    ({ selector, nth }) => {
      const element = document.querySelectorAll(selector)[nth];
      if (!element || element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    },
    { selector, nth },
  );

export const countOf = (page: EnginePage, selector: string) => page.evaluate((selector) => document.querySelectorAll(selector).length, selector);

export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((selector) => document.querySelector(selector)?.textContent?.trim() ?? null, selector);

export const attributeOf = (page: EnginePage, selector: string, name: string, nth = 0) =>
  page.evaluate(({ selector, name, nth }) => document.querySelectorAll(selector)[nth]?.getAttribute(name) ?? null, { selector, name, nth });

export const valueOf = (page: EnginePage, selector: string) =>
  page.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value ?? null, selector);

export const isDisabled = (page: EnginePage, selector: string) =>
  page.evaluate((selector) => (document.querySelector(selector) as HTMLButtonElement | null)?.disabled ?? null, selector);

export const pathOf = (page: EnginePage) => page.evaluate(() => location.pathname, null);

/** The service worker controls the page (a first visit's install claims it). */
export const isControlled = (page: EnginePage) => page.evaluate(() => Boolean(navigator.serviceWorker?.controller), null);

/** Files in the service worker's precache (Workbox names its cache "…precache…"). */
export const precachedFiles = (page: EnginePage) =>
  page.evaluate(async () => {
    let files = 0;
    for (const name of await caches.keys()) if (name.includes('precache')) files += (await (await caches.open(name)).keys()).length;
    return files;
  }, null);

/**
 * Rows in `tables` of the app's database, read with the plain IndexedDB API (not the app's code):
 * null while the database or one of the tables is not there yet.
 */
export const tableCounts = (page: EnginePage, tables: string[]) =>
  page.evaluate(
    ({ database, tables }) =>
      new Promise<Record<string, number> | null>((resolve) => {
        const request = indexedDB.open(database);
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          // The app may want to upgrade: never stand in its way.
          db.onversionchange = () => db.close();
          if (!tables.every((table) => db.objectStoreNames.contains(table))) {
            db.close();
            return resolve(null);
          }
          const tx = db.transaction(tables, 'readonly');
          const counts: Record<string, number> = {};
          for (const table of tables) {
            const count = tx.objectStore(table).count();
            count.onsuccess = () => (counts[table] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
          tx.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    { database: STORES.database, tables },
  );

/**
 * What a returning player's browser holds: English (the cases read English words) and today's
 * home popups dismissed. Taken into account on the next load.
 */
export const storeReturningPlayer = (page: EnginePage) =>
  page.evaluate(
    ({ language, popupsHiddenOn }) => {
      localStorage.setItem(language, 'en');
      // The page's own day: the app compares the key with its local date.
      const now = new Date();
      const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
      localStorage.setItem(popupsHiddenOn, today);
    },
    { language: LOCAL_KEYS.language, popupsHiddenOn: LOCAL_KEYS.popupsHiddenOn },
  );

/** The session the app keeps for the tab once signed in (SPEC §3 MC_SESSION_INFO). */
export const signedInAs = (page: EnginePage) =>
  page.evaluate((key) => {
    const stored = sessionStorage.getItem(key);
    return stored ? ((JSON.parse(stored) as { userName?: string }).userName ?? null) : null;
  }, SESSION_KEYS.sessionInfo);

/** The build marker a deployment writes into index.html (e2e/deploy.ts). */
export const deployMarker = (page: EnginePage) =>
  page.evaluate(() => document.querySelector('meta[name="lobby-deploy"]')?.getAttribute('content') ?? null, null);

/** Ask the browser to look for a new service worker now, as a return to the foreground does. */
export const checkForUpdate = (page: EnginePage) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
    return true;
  }, null);

export const waitingWorker = (page: EnginePage) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting), null);

/**
 * Another screen, as a player reaches it: by the app's own navigation (the router follows
 * `history.pushState`), not a new document. A new document loaded while the page's lazy chunks
 * are still arriving makes Firefox fail those imports, which the app takes for a replaced
 * version's chunks and answers with a reload (src/app/background.ts) — cancelling that load.
 */
export const openInApp = async (page: EnginePage, path: string) => {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  return pathOf(page);
};
