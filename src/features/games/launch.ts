/**
 * Launching a game (SPEC §6). No session → /m/login. Offline → a toast: the launch call
 * and the game itself need the server (money is never queued, DESIGN §3). Otherwise the worker
 * asks the server for the demo game's URL and records the game as recent, and the page leaves for
 * the game. The lobby refreshes the balance when the player comes back (watchLaunchReturn).
 */
import { navigate } from 'wouter/use-browser-location';
import { SESSION_KEYS } from '../../api/names';
import { worker } from '../../bridge/worker';
import type { GameRow } from '../../db/rows';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { clearSession, session, sessionAdopted } from '../../state/session';
import { readStorage, writeStorage } from '../../state/storage';
import { hideLoading, showLoading, showToast, TOAST_MS } from '../../state/toasts';

/** sessionStorage: set when the page leaves for a game, so its return knows to refresh the balance. */
const LAUNCHED_KEY = SESSION_KEYS.launched;
const NO_NETWORK = new Set(['offline', 'timeout']);

let launching = false;

export async function launchGame(game: GameRow): Promise<void> {
  if (!session.info) {
    navigate(href('login'));
    return;
  }
  if (!appState.online) {
    showToast('games_launch_offline', TOAST_MS.short);
    return;
  }
  // A double tap must not open two launches (each is a one-time token and a recent record).
  if (launching) return;
  launching = true;
  showLoading();
  try {
    // A tap just after a reload can come before the worker has the session back.
    await sessionAdopted();
    if (!session.info) {
      hideLoading();
      navigate(href('login'));
      return;
    }
    const result = await worker().games.launch(game.nodeId);
    if (result.ok) {
      sessionStorage.setItem(LAUNCHED_KEY, String(Date.now()));
      location.assign(result.url);
      return; // the loading indicator stays until the game page replaces this one
    }
    hideLoading();
    if (result.status === 401) {
      // The worker has already forgotten the session on the device; the page follows.
      clearSession();
      navigate(href('login'));
      return;
    }
    showToast(NO_NETWORK.has(result.code) ? 'games_launch_offline' : 'games_launch_failed', TOAST_MS.short);
  } catch (error) {
    hideLoading();
    console.warn('game launch failed', error);
    showToast('games_launch_failed', TOAST_MS.short);
  } finally {
    launching = false;
  }
}

function takeLaunchedFlag(): boolean {
  const launched = readStorage('session', LAUNCHED_KEY) !== null;
  if (launched) writeStorage('session', LAUNCHED_KEY, null);
  return launched;
}

/**
 * The lobby's return from a game: the header must show the balance the game left. A full load
 * already refreshes the member row at start-up (boot.ts), so then the flag is only cleared; a
 * page restored from the back-forward cache, or shown again, refreshes here.
 */
export function watchLaunchReturn(): void {
  takeLaunchedFlag();
  const refreshIfBack = () => {
    if (!takeLaunchedFlag() || !session.info) return;
    void worker()
      .member.refresh()
      .catch(() => undefined); // the header keeps the last known balance
  };
  addEventListener('pageshow', (event) => {
    if (event.persisted) refreshIfBack();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshIfBack();
  });
}
