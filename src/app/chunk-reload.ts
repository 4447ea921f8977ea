/**
 * A lazily loaded chunk of the version this page started with may be gone once a newer version
 * took over (its precache was cleaned). Vite reports that as `vite:preloadError`: reload into the
 * new version rather than show a broken page. Offline, the chunk failed for want of a network, not
 * a version: the error goes on to the loader, which asks again once the network is back
 * (ui/lazy.ts) — no reload, so nothing the player typed is lost. Nor while the page is being
 * left: a browser leaving a page may fail the imports still arriving (Firefox does), and a reload
 * then would cancel the navigation the player asked for.
 */
import { networkDown } from '../state/app';

export function reloadWhenOldChunksAreGone(target: Window = window, reload: () => void = () => target.location.reload()): void {
  let leaving = false;
  target.addEventListener('beforeunload', () => (leaving = true));
  target.addEventListener('pagehide', () => (leaving = true));
  // Back from the back-forward cache: the page is in use again.
  target.addEventListener('pageshow', () => (leaving = false));
  target.addEventListener('vite:preloadError', (event) => {
    if (leaving || networkDown()) return;
    event.preventDefault();
    reload();
  });
}
