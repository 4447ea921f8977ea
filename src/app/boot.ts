/**
 * Start-up (SPEC §2 "Startup"): merchant code, the app class under a native wrapper, language,
 * then system status before the first render of a page. The status stored on the device is used
 * at once (StatusGate reads it); the worker refreshes it in the background.
 */
import i18next from 'i18next';
import { subscribeKey } from 'valtio/utils';
import { config } from '../config';
import { db } from '../db/db';
import { catalogues, hasStoredLanguage, initI18n, initialLanguage, loadLanguage } from '../i18n';
import { exposeForAutomation } from './automation';
import { worker } from '../bridge/worker';
import { appState, watchNetwork } from '../state/app';
import { firstPaint } from '../state/first-paint';
import { session } from '../state/session';
import { preloadHomeRows } from '../features/home';
// The two first-chunk modules of settings, not its public module: that would bring the rest of
// what it exports (the forms' revalidation hook) into the first chunk.
import { captureInstallPrompt, storedApiBase } from '../features/settings/start';
import { isHomePath } from '../routes';
import { preloadPage } from './page-chunks';

/** How long a first visit waits for the status before rendering anyway. */
const FIRST_STATUS_WAIT_MS = 4000;

/** Native wrappers announce themselves in the user agent or by a bridge object. */
function insideNativeWrapper(): boolean {
  return /LobbyApp\//.test(navigator.userAgent) || 'ReactNativeWebView' in window;
}

async function refresh(scope: 'boot' | 'home') {
  const result = await worker().sync.refresh(scope).catch((error: unknown) => {
    if (scope === 'boot') appState.bootSyncFailed = true;
    throw error;
  });
  appState.servedFromDevice = result.offline;
  if (scope === 'boot') appState.bootSyncFailed = !result.ok;
  return result;
}

/** SPEC §1: supported languages and the default come from configuration; a stored choice wins. */
async function adoptServerLanguageDefault() {
  if (hasStoredLanguage()) return;
  const status = (await db.settings.get('status'))?.value;
  const fallback = status && 'info' in status ? status.info.languages?.default : undefined;
  if (fallback && fallback !== i18next.language) {
    await loadLanguage(fallback);
    await i18next.changeLanguage(fallback);
    document.documentElement.lang = fallback;
    await worker().session.configure({ language: fallback });
    void refresh('home');
  }
}

/**
 * Before the first render: only what the first frame needs. The database opens and the stored
 * status is read while the catalogue loads, so the gate decides on the first render.
 */
export async function prepare(): Promise<void> {
  if (insideNativeWrapper()) document.documentElement.classList.add('app');
  document.documentElement.dataset.build = __BUILD_ID__;
  captureInstallPrompt();
  watchNetwork(() => refresh('boot'));
  const language = firstLanguage();
  // The page's own chunks load beside the database and the catalogue, not after the first render.
  preloadPage(location.pathname, language);
  const [, , status] = await Promise.all([
    isHomePath(location.pathname) ? preloadHomeRows() : undefined,
    initI18n(language),
    db.settings.get('status').then(
      (row) => row?.value ?? null,
      () => null, // an unreadable database must not stop the app: the worker will refill it
    ),
  ]);
  appState.storedStatus = status ?? firstPaint()?.status ?? null;
}

/**
 * SPEC §1: a stored choice wins; on a first visit the operator's default, when the served shell
 * carries the status that names it (so the first frame is already in that language).
 */
function firstLanguage(): string {
  const inlined = firstPaint()?.status.info.languages?.default;
  return !hasStoredLanguage() && inlined && inlined in catalogues ? inlined : initialLanguage();
}

/** Run when the page has loaded (now, if it already has). */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * After the first render: the worker (its script is not on the critical path — the first frame
 * renders from Dexie), the first sync and the service worker.
 */
export async function startBackground(): Promise<void> {
  // WARNING: bundle boundary — loaded once the page has loaded, outside the first chunk and off the
  // first screen's network: the service worker installs (and precaches) after the visit settled.
  afterLoad(() => void import('../bridge/sw').then(({ registerServiceWorker }) => registerServiceWorker()));
  void import('./background').then(({ startOfflineDuties }) => startOfflineDuties());
  void import('./touch/install-touch').then(({ installTouch }) => installTouch());
  exposeForAutomation();
  const language = i18next.language;
  await worker().session.configure({
    // The server chosen in the speed picker wins over the build's default.
    baseUrl: storedApiBase() ?? config.apiBase,
    merchant: config.merchant,
    language,
  });
  // A reload keeps the token in sessionStorage: the worker sends it again before the first sync,
  // and the header's member row is refreshed (a failure keeps the last known row).
  const signedIn = session.info;
  if (signedIn) {
    try {
      session.userKey = await worker().session.restore(signedIn.token, { userName: signedIn.userName, type: signedIn.type });
      void worker().member.refresh().catch(() => undefined);
    } catch {
      // The device database is unavailable: browse as a guest rather than not start.
    }
  }
  // Back from a demo game: the balance above was just refreshed; later returns refresh it too.
  void import('../features/games/launch').then(({ watchLaunchReturn }) => watchLaunchReturn());
  const firstStatus = refresh('boot').finally(() => (appState.booted = true));
  setTimeout(() => (appState.booted = true), FIRST_STATUS_WAIT_MS);
  void firstStatus.then(adoptServerLanguageDefault);
  void refresh('home');

  // Back online, whichever witness said so (the browser's link or the service worker's requests).
  subscribeKey(appState, 'online', (online) => {
    if (!online) return;
    void refresh('boot');
    void refresh('home');
    // A dedicated worker is not always told the network is back (Chromium's network emulation):
    // the page, which is, sends what waits at once instead of after the backoff.
    void worker().outbox.flush().catch(() => undefined);
  });
}
