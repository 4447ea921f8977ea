/**
 * An opt-in handle for automated tests and the soak run: with localStorage LOCAL_KEYS.automation set
 * to '1', `window.lobby.worker` is the page's worker proxy, so a script can queue favourites and
 * read marks at random moments without driving every screen. It grants nothing the page's own
 * code cannot do, and it is absent unless asked for.
 */
import { LOCAL_KEYS } from '../api/names';
import { worker, type WorkerRemote } from '../bridge/worker';

declare global {
  interface Window {
    lobby?: { worker: WorkerRemote };
  }
}

export function exposeForAutomation(): void {
  try {
    if (localStorage.getItem(LOCAL_KEYS.automation) === '1') window.lobby = { worker: worker() };
  } catch {
    // Storage blocked: no automation handle, nothing else changes.
  }
}
